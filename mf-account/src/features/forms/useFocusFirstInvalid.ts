import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, moves focus to the first field marked invalid, so keyboard and screen-reader users land
 * on what to fix. Call the returned function on every refused submit (also when the errors did not change).
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (attempt === handled.current) return;
    handled.current = attempt;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
  return () => setAttempt((n) => n + 1);
}
