import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { cpuSlowdown } from './env';

// Every spec imports `test` and `expect` from here rather than from @playwright/test, so the suite's own fixtures
// apply to all of them.
export * from '@playwright/test';

/** Each page's throttling, started once: a page opened by the test waits for it before the test drives the page. */
const throttled = new WeakMap<Page, Promise<void>>();

function throttle(page: Page): Promise<void> {
  let started = throttled.get(page);
  if (!started) {
    // The DevTools session is kept open for the page's life: the rate holds across its navigations.
    started = page
      .context()
      .newCDPSession(page)
      .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }))
      .then(() => undefined);
    throttled.set(page, started);
  }
  return started;
}

const contextsSeen = new WeakSet<BrowserContext>();

/** Throttles every page the context opens: those the test asks for (before it gets them) and popups. */
function throttleEveryPage(context: BrowserContext): BrowserContext {
  if (contextsSeen.has(context)) return context;
  contextsSeen.add(context);
  // A page the page opens itself (window.open, target=_blank) is throttled as soon as it appears.
  context.on('page', (page) => void throttle(page).catch(() => undefined));
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await throttle(page);
    return page;
  };
  return context;
}

/** The browser whose every new context (the test's own and those a test opens for a second person) is throttled. */
function throttleEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => throttleEveryPage(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  // browser.newPage makes a context of its own for the page.
  browser.newPage = async (options) => {
    const page = await newPage(options);
    throttleEveryPage(page.context());
    await throttle(page);
    return page;
  };
}

const extended = base.extend<{ context: BrowserContext }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      if (cpuSlowdown > 1) throttleEveryContext(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    if (cpuSlowdown > 1) throttleEveryPage(context);
    await use(context);
  },
});

// A test's own time limit (test.setTimeout) grows with the slow-down, as the configured ones do.
const setTestTimeout = extended.setTimeout;
extended.setTimeout = (timeout: number) => setTestTimeout(timeout * cpuSlowdown);

export const test = extended;
