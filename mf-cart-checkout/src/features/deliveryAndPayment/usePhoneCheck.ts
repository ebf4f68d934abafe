import { useEffect, useState } from 'react';
import type { PhoneCheck } from './validateCheckout';

/**
 * The phone number's check by its country's numbering, loaded after the checkout is drawn: its metadata stays out of
 * every page's first view. Null until it has come (or if it cannot): the API checks the number when it is saved.
 */
export function usePhoneCheck(): PhoneCheck | null {
  const [check, setCheck] = useState<PhoneCheck | null>(null);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "phone-number" */ '@inercise/shared/phone-number')
      .then((module) => {
        if (current) setCheck(() => module.phoneProblem);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return check;
}
