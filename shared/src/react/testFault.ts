/**
 * Fault injection for the end-to-end suite, compiled in only when the build sets __INERCISE_TEST_HOOKS__:
 * localStorage "inercise:test:throw" lists fragments (e.g. "mf-cart-checkout/MiniCart") that throw while rendering.
 */
export function assertNoTestFault(name: string): void {
  if (typeof __INERCISE_TEST_HOOKS__ === 'undefined' || !__INERCISE_TEST_HOOKS__) return;
  const listed = window.localStorage.getItem('inercise:test:throw') ?? '';
  if (listed.split(',').includes(name)) throw new Error(`test fault: ${name} throws while rendering`);
}
