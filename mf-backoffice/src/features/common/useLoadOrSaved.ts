import { useState } from 'react';
import { useLoad, type Loaded, type Loader, type LoadInput } from '@inercise/shared';

/**
 * An editor's thing: as the last save answered it while that answer is the one the address names, else as loaded.
 * The saved answer stands for the API's, so a new thing's move to its own address costs no second call.
 */
export function useLoadOrSaved<T>(
  load: Loader<T> | null,
  inputs: readonly LoadInput[],
  /** Whether a saved answer is the thing the address names now. */
  isCurrent: (saved: T) => boolean,
): { loaded: Loaded<T>; current: T | null; keep: (saved: T) => void } {
  const [saved, setSaved] = useState<{ value: T } | null>(null);
  const fresh = saved !== null && isCurrent(saved.value) ? saved : null;
  const loaded = useLoad<T>(load, inputs, () => fresh?.value);
  return { loaded, current: fresh ? fresh.value : loaded.status === 'ready' ? loaded.data : null, keep: (value) => setSaved({ value }) };
}
