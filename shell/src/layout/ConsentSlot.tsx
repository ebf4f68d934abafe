import { lazy, Suspense, useEffect, useState } from 'react';
import { onConsentSettingsOpened } from '@inercise/shared';
import { afterFirstPaint } from '../startup/afterFirstPaint';
import { asksAtFirst } from './consentAsks';

const ConsentBanner = lazy(async () => ({ default: (await import(/* webpackChunkName: "consent-banner" */ './ConsentBanner')).ConsentBanner }));

/**
 * Where the consent banner goes. A returning shopper has chosen already, so the banner's code downloads only for a
 * visitor who has not (after the first paint: it never holds up the page) or when the footer's "Cookie settings" asks.
 */
export function ConsentSlot() {
  const [wanted, setWanted] = useState<'ask' | 'settings' | null>(null);
  useEffect(() => {
    let live = true;
    if (asksAtFirst()) {
      void afterFirstPaint().then(() => {
        if (live) setWanted((already) => already ?? 'ask');
      });
    }
    const stop = onConsentSettingsOpened(() => setWanted('settings'));
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner openedFromSettings={wanted === 'settings'} />
    </Suspense>
  );
}
