/**
 * The class of the element the page composer wraps a route's first screen in, which the browser's start reads to
 * know the page came with one. Plain module with no imports: the start reads it before any shared library loads.
 */
export const FIRST_SCREEN_CLASS = 'first-screen';
