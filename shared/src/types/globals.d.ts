/** Set by the build: true only in builds made for the end-to-end fault tests (INERCISE_TEST_HOOKS=1). */
declare const __INERCISE_TEST_HOOKS__: boolean | undefined;
