// Interaction to Next Paint of the shopper's main taps and keystrokes, on a phone-sized page with the CPU slowed
// (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`, 4x as Lighthouse's mobile preset). Read from the
// browser's Event Timing entries: an interaction's latency is its longest event (input delay, handlers, and the
// wait for the next paint); for a step of several keystrokes the longest of them, as INP takes it when a page has
// fewer than 50 interactions. Each step runs on a fresh page, several times; the median is reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium.mjs';

/** The Event Timing API reports only events of at least this many ms (its lowest threshold). */
export const EVENT_TIMING_FLOOR_MS = 16;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Collects every event of an interaction the page reports, from before the page's own scripts run (in the page). */
function recordInteractions(floorMs) {
  const seen = [];
  Object.assign(window, { benchInteractions: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: floorMs, buffered: true });
}

/** The page once its applications answer: nothing the server drew is inert any more, and the network is quiet. */
async function ready(page) {
  await page.locator('.first-screen[inert]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

/**
 * Runs `act` and answers the longest interaction it caused (ms; 0 when every event was under the floor). Event
 * Timing entries arrive after the paint that follows the interaction, so the count waits for two frames and then
 * until the entries stop coming.
 */
async function latencyOf(page, act) {
  const since = await page.evaluate(() => performance.now());
  await act();
  return page.evaluate(async (from) => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const entries = () => window.benchInteractions.filter((entry) => entry.start >= from);
    let count = -1;
    while (count !== entries().length) {
      count = entries().length;
      await frames();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return Math.max(0, ...entries().map((entry) => entry.duration));
  }, since);
}

/** The activation token the API mailed to `email`, read from its outbox (the stack's data directory). */
async function activationToken(dataDir, email) {
  const outbox = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    let names = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      // Nothing mailed yet.
    }
    for (const name of names) {
      const raw = readFileSync(join(outbox, name), 'utf8').replace(/\r\n/g, '\n');
      if (!raw.includes(email)) continue;
      const split = raw.indexOf('\n\n');
      const headers = raw.slice(0, split);
      const body = raw.slice(split + 2);
      const text = /base64/i.test(headers) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body.replace(/=\n/g, '').replace(/=3D/g, '=');
      const token = /activate-account\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await sleep(100);
  }
  throw new Error(`no activation mail to ${email}`);
}

/** A registered, activated customer, made through the API as the shop makes one (checkout is for customers). */
async function aCustomer(apiUrl, dataDir) {
  const email = `bench-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const password = 'Flywheel-bench-1';
  const post = (path, data) => fetch(`${apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
  const registered = await post('/users', { emailAddress: email, password, newsletter: false });
  if (registered.status !== 201) throw new Error(`registering: ${registered.status}`);
  const activated = await post('/users/activate-account', { token: await activationToken(dataDir, email) });
  if (activated.status !== 200) throw new Error(`activating: ${activated.status}`);
  return { email, password };
}

const openMenu = (page) => page.getByRole('button', { name: 'Open menu' }).click();

/** The steps issue 25 names, each: where it starts, what is done before (not counted), and the interaction. */
const steps = [
  {
    name: 'open the phone menu',
    path: '/en',
    act: async (page) => {
      await openMenu(page);
      await page.getByRole('dialog', { name: 'Main menu' }).waitFor();
    },
  },
  {
    name: 'switch language',
    path: '/en/shop',
    before: openMenu,
    act: async (page) => {
      await page.getByRole('button', { name: 'Switch to polski' }).click();
      await page.locator('#app-mf-catalog h1', { hasText: 'Sklep' }).waitFor();
    },
  },
  {
    name: 'switch currency',
    path: '/en/shop',
    before: openMenu,
    act: async (page) => {
      await page.getByRole('button', { name: 'Pay in PLN' }).click();
      await page.getByRole('button', { name: 'Pay in PLN', pressed: true }).waitFor();
    },
  },
  {
    name: 'choose a product option',
    path: '/en/product/inercise-device-set',
    act: async (page) => {
      const colour = page.getByRole('group', { name: 'Device colour' });
      await colour.getByRole('radio', { name: 'White' }).click();
      await colour.getByRole('radio', { name: 'White', checked: true }).waitFor();
    },
  },
  {
    name: 'add to cart (until the mini cart shows)',
    path: '/en/product/inercise-device-set',
    act: async (page, timings) => {
      const started = Date.now();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('region', { name: 'Cart', exact: true }).waitFor();
      timings.miniCartMs = Date.now() - started;
    },
  },
  {
    name: 'move the price slider',
    path: '/en/shop',
    before: (page) => page.getByRole('slider', { name: 'Highest price' }).focus(),
    act: async (page) => {
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
    },
  },
  {
    name: "type in the checkout's address field",
    path: '/en/login',
    customer: true,
    before: async (page, customer) => {
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
      await form.getByLabel('E-mail', { exact: true }).fill(customer.email);
      await form.getByLabel('Password', { exact: true }).fill(customer.password);
      await form.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(new URL('/en/product/inercise-device-set', page.url()).href);
      await ready(page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
      await page.goto(new URL('/en/delivery-and-payment', page.url()).href);
      await ready(page);
      await page.getByRole('region', { name: 'Shipping address' }).getByLabel('Street and number').focus();
    },
    act: (page) => page.keyboard.type('ul. Długa 5', { delay: 120 }),
  },
];

/**
 * Each step `runs` times at the given CPU slow-down: the median latency, each run's, and (adding to the cart) the
 * median time until the mini cart showed. A step that fails in a run is reported with its error, not retried.
 * `stack` names the API and its data directory, for the customer checkout needs.
 */
export async function measureInteractions(origin, runs, cpuSlowdown, stack) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const results = {};
  try {
    for (const step of steps) {
      const latencies = [];
      const miniCart = [];
      const errors = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-GB' });
        const page = await context.newPage();
        try {
          await page.addInitScript(recordInteractions, EVENT_TIMING_FLOOR_MS);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await page.goto(`${origin}${step.path}`);
          await ready(page);
          await step.before?.(page, step.customer ? await aCustomer(stack.apiUrl, stack.dataDir) : undefined);
          const timings = {};
          latencies.push(Math.round(await latencyOf(page, () => step.act(page, timings))));
          if (timings.miniCartMs !== undefined) miniCart.push(timings.miniCartMs);
        } catch (error) {
          errors.push(String(error?.message ?? error).split('\n')[0]);
        } finally {
          await context.close();
        }
      }
      results[step.name] = {
        inp: latencies.length ? median(latencies) : null,
        runs: latencies,
        ...(miniCart.length ? { miniCartMs: median(miniCart) } : {}),
        errors,
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}
