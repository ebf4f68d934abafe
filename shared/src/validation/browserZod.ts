import { z } from 'zod/mini';

// The storefront is served with a Content-Security-Policy without 'unsafe-eval'. zod compiles object parsers with
// `new Function` unless told not to, and its probe for that is reported as a policy violation even though it is
// caught. The setting is global (kept on globalThis), so it covers every bundle's copy of zod on the page.
z.config({ jitless: true });
