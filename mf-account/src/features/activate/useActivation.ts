import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '@inercise/shared';
import { activateAccount } from '@inercise/shared/endpoints/users';

export type ActivationState = 'pending' | 'activated' | 'failed';

/**
 * Activates once per token. The token is single-use, so a second call (React's development double effect, a
 * re-render) must never reach the server and turn a success into "already used".
 */
export function useActivation(token: string | null): ActivationState {
  const [state, setState] = useState<ActivationState>(token ? 'pending' : 'failed');
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token) {
      setState('failed');
      return;
    }
    if (sentFor.current === token) return;
    sentFor.current = token;
    setState('pending');
    callEndpoint(activateAccount, { body: { token } }).then(
      () => setState('activated'),
      () => setState('failed'),
    );
  }, [token]);
  return state;
}
