// `npm run bench`: what shoppers and the API feel, measured on the production builds served as `npm start` serves
// them. Prints a table and writes JSON under bench/results/. Measures and reports; asserts nothing (shared, noisy
// machines: read medians and ratios, not single numbers).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBundles } from './lib/build.mjs';
import { bundles, repoRoot } from './lib/packages.mjs';
import { startStack } from './lib/stack.mjs';
import { measureJavaScript } from './lib/benchJavaScript.mjs';
import { FIRST_PAINT_BUDGET, LAUNCHES, runLighthouse, runLighthouseChecks } from './lib/benchLighthouse.mjs';
import { EVENT_TIMING_FLOOR_MS, measureInteractions } from './lib/benchInteractions.mjs';
import { PHONES, measureHostIndex, phoneSlowdown } from './lib/benchPhones.mjs';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs } from './lib/chromium.mjs';

// Products and articles at their readable addresses (the language comes from the browser, English here): an old
// `?id=` address would measure a redirect too.
const allPages = ['/', '/shop', '/product/inercise-device-set', '/article/what-is-flywheel-training', '/cart'];
// BENCH_PAGES=/,/shop measures only those (a quick look at one page; the budgets are read on all five).
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : allPages;
// Search-engine and best-practice checks: the public pages a shopper arrives at from a search, in both languages.
const checkedPages = ['/en', '/pl', '/en/shop', '/pl/shop', '/en/product/inercise-device-set', '/pl/product/zestaw-inercise', '/en/blog', '/pl/blog', '/en/article/what-is-flywheel-training', '/pl/article/czym-jest-trening-inercyjny', '/en/contact', '/pl/contact'];
const args = new Set(process.argv.slice(2));
const runs = Number(process.env.BENCH_RUNS ?? 5);
// The mobile preset's CPU slow-down and a host about 1.7 times slower than a fast desktop (kept to compare with earlier
// records), then the two phones of Chrome DevTools' calibration, each run's multiplier measured on this host (the
// budgets are read on these). BENCH_SLOWDOWNS=mid-tier,low-tier measures only those.
const slowdowns = process.env.BENCH_SLOWDOWNS ? process.env.BENCH_SLOWDOWNS.split(',') : ['4', '7', 'mid-tier', 'low-tier'];
/** Issue budgets read at the phones: median TBT and LCP (ms) and the performance score; INP at the low-tier phone. */
const PHONE_BUDGETS = {
  'mid-tier': { tbt: 50, lcp: 1800, performance: 98 },
  'low-tier': { tbt: 300, lcp: 2500, performance: null },
};
const INP_BUDGET_MS = 200;
/** Script downloaded for a first view, gzip bytes (kB of 1000): `/` has the tightest, every other page the second. */
const FIRST_VIEW_BUDGETS = { '/': 130_000, other: 160_000 };
/** A pass's CPU as a row names it: a multiplier, or a phone. */
const cpuLabel = (slowdown) => (slowdown in PHONES ? `the ${slowdown} phone` : `${slowdown}x`);
// Lighthouse by launch (see LAUNCHES) and CPU slow-down: results.lighthouse[launch][slowdown][page].
const results = { date: new Date().toISOString(), runs, build: {}, javascript: {}, lighthouse: {}, checks: {}, interactions: null, api: null };

function timed(fn) {
  const started = process.hrtime.bigint();
  return Promise.resolve(fn()).then(() => Number(process.hrtime.bigint() - started) / 1e9);
}

if (!args.has('--no-build')) {
  console.log('timing a full production build…');
  results.build.fullSeconds = await timed(() => buildBundles({ force: true }));
  console.log('timing a rebuild of one remote (mf-catalog)…');
  results.build.oneRemoteSeconds = await timed(() => buildBundles({ force: true, only: ['mf-catalog'] }));
}

const dataDir = mkdtempSync(join(tmpdir(), 'inercise-bench-'));
// Resolves once the API answers and the first screens are warm.
const stack = await startStack({ basePort: 4700, apiPort: 4743, dataDir, apiStartTimeoutMs: 180_000 });
try {
  const base = stack.origin('shell');
  for (const page of pages) {
    console.log(`javascript of ${page}…`);
    results.javascript[page] = await measureJavaScript(`${base}${page}`, bundles);
  }
  if (!args.has('--no-lighthouse')) {
    for (const launch of Object.keys(LAUNCHES)) {
      results.lighthouse[launch] = {};
      for (const slowdown of slowdowns) {
        const table = (results.lighthouse[launch][slowdown] = {});
        for (const page of pages) {
          console.log(`lighthouse ${page}, CPU ${cpuLabel(slowdown)}, ${launch} launch (${runs} runs)…`);
          table[page] = await runLighthouse(`${base}${page}`, runs, slowdown, launch);
        }
      }
    }
    for (const page of args.has('--no-checks') ? [] : checkedPages) {
      console.log(`search-engine and best-practice checks of ${page}…`);
      results.checks[page] = await runLighthouseChecks(`${base}${page}`);
    }
  }
  if (!args.has('--no-interactions')) {
    // At the low-tier phone: the host's index read once, just before.
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumArgs] });
    const hostIndex = await measureHostIndex(chrome.port).finally(() => chrome.kill());
    const multiplier = phoneSlowdown(hostIndex, 'low-tier');
    results.interactionsAt = { phone: 'low-tier', hostIndex, multiplier };
    console.log(`interactions at the low-tier phone: host index ${hostIndex}, CPU ${multiplier}x (${runs} runs each)…`);
    results.interactions = await measureInteractions(base, runs, multiplier, { apiUrl: stack.apiUrl, dataDir });
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (!args.has('--no-api')) {
  console.log('API benchmark…');
  const api = spawnSync('npm', ['run', 'bench', '--silent', '-w', '@inercise/api'], { cwd: repoRoot, stdio: 'inherit' });
  const file = join(repoRoot, 'bench', 'results', 'api.json');
  results.api = api.status === 0 && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { error: `exit ${api.status}` };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('\n## Build');
console.log(`full production build: ${results.build.fullSeconds?.toFixed(1) ?? '-'} s; one remote: ${results.build.oneRemoteSeconds?.toFixed(1) ?? '-'} s`);
console.log('\n## JavaScript downloaded for the first view (390 px)');
console.log('| page | files | gzip KiB (kB) | brotli KiB | libraries downloaded more than once (copies) | JS heap MB (after GC) |');
console.log('|---|---|---|---|---|---|');
for (const [page, js] of Object.entries(results.javascript)) {
  const dupes = Object.entries(js.libraries).filter(([, n]) => n > 1).map(([lib, n]) => `${lib}×${n}`);
  console.log(`| ${page} | ${js.files.length} | ${kb(js.gzip)} (${(js.gzip / 1000).toFixed(1)}) | ${kb(js.brotli)} | ${dupes.join(', ') || 'none'} | ${js.heapMb} (${js.heapAfterGcMb}) |`);
}
const overBudget = Object.entries(results.javascript)
  .map(([page, js]) => [page, js.gzip, FIRST_VIEW_BUDGETS[page] ?? FIRST_VIEW_BUDGETS.other])
  .filter(([, gzip, budget]) => gzip > budget)
  .map(([page, gzip, budget]) => `${page} ${(gzip / 1000).toFixed(1)} > ${budget / 1000}`);
if (Object.keys(results.javascript).length) {
  console.log(`\nfirst-view script budget (gzip kB: / ${FIRST_VIEW_BUDGETS['/'] / 1000}, others ${FIRST_VIEW_BUDGETS.other / 1000}): ${overBudget.length ? `FAIL (${overBudget.join('; ')})` : 'PASS'}`);
}
const home = results.javascript['/'];
if (home) {
  console.log(`\ncopies of each library downloaded for / (1 = once): ${Object.entries(home.libraries).map(([l, n]) => `${l} ${n}`).join(', ')}`);
  console.log(`remote entries (gzip KiB): ${home.files.filter((f) => f.url.endsWith('/remoteEntry.js')).map((f) => `${f.bundle} ${kb(f.gzip)}`).join(', ')}`);
}
/** One Lighthouse pass as a table: the median-score run's figures, TBT's own median, and every run's TBT and first paint. */
function printLighthouse(title, table) {
  console.log(`\n## ${title}`);
  console.log(`| page | performance | SEO | best practices | LCP ms | TBT ms (median) | CLS | FCP ms | transferred KiB | TBT of each run | first paint of each run (ms, observed) | runs with first paint ≤ ${FIRST_PAINT_BUDGET.ms} ms | host CPU index of each run | CPU multiplier of each run |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [page, l] of Object.entries(table)) {
    const each = (field) => l.samples.map((sample) => Math.round(sample[field] ?? NaN)).join(' / ');
    const paints = `${l.firstPaints.onTime} of ${l.firstPaints.runs} ${l.firstPaints.pass ? 'ok' : 'LATE'}`;
    const multipliers = l.samples.map((sample) => sample.multiplier ?? l.cpuSlowdown).join(' / ');
    console.log(`| ${page} | ${l.performance} | ${l.seo ?? '-'} | ${l.bestPractices ?? '-'} | ${Math.round(l.lcp)} | ${Math.round(l.tbtMedian ?? l.tbt)} | ${l.cls.toFixed(3)} | ${Math.round(l.fcp)} | ${kb(l.transferred)} | ${each('tbt')} | ${each('observedFirstPaint')} | ${paints} | ${each('benchmarkIndex')} | ${multipliers} |`);
  }
}

/** The first-paint budget of one launch: every page, at every slow-down. */
function printFirstPaintBudget(launch, passes) {
  const failing = Object.entries(passes).flatMap(([slowdown, table]) =>
    Object.entries(table)
      .filter(([, l]) => !l.firstPaints.pass)
      .map(([page, l]) => `${page} at ${cpuLabel(slowdown)} (${l.firstPaints.onTime} of ${l.firstPaints.runs})`),
  );
  const rule = `observed first paint ≤ ${FIRST_PAINT_BUDGET.ms} ms in at least ${Math.round(FIRST_PAINT_BUDGET.share * 10)} runs of 10, every page, at ${Object.keys(passes).map(cpuLabel).join(' and ')}`;
  console.log(`first-paint budget, ${LAUNCHES[launch]}: ${failing.length ? 'FAIL' : 'PASS'} (${rule})${failing.length ? `; late: ${failing.join(', ')}` : ''}`);
}

const lighthousePasses = Object.entries(results.lighthouse).filter(([, passes]) => Object.values(passes).some((table) => Object.keys(table).length));
if (lighthousePasses.length) {
  for (const [launch, passes] of lighthousePasses) {
    for (const [slowdown, table] of Object.entries(passes)) {
      const cpu = slowdown in PHONES ? `the ${PHONES[slowdown].name}, CPU slowed by host index / ${PHONES[slowdown].index}` : `CPU ${slowdown}x${slowdown === '7' ? ': a host about 1.7 times slower' : ''}`;
      printLighthouse(`Lighthouse (mobile, simulated throttling, ${cpu}, median of ${runs}), ${LAUNCHES[launch]}`, table);
    }
  }
  console.log('\n## Budgets at the phones (medians)');
  for (const [launch, passes] of lighthousePasses) {
    for (const [phone, budget] of Object.entries(PHONE_BUDGETS)) {
      for (const [page, l] of Object.entries(passes[phone] ?? {})) {
        const misses = [
          l.tbtMedian > budget.tbt ? `TBT ${Math.round(l.tbtMedian)} > ${budget.tbt}` : null,
          l.lcpMedian > budget.lcp ? `LCP ${Math.round(l.lcpMedian)} > ${budget.lcp}` : null,
          budget.performance !== null && l.performance < budget.performance ? `performance ${l.performance} < ${budget.performance}` : null,
        ].filter(Boolean);
        console.log(`${misses.length ? 'FAIL' : 'PASS'} ${phone}, ${page}, ${LAUNCHES[launch]}${misses.length ? `: ${misses.join(', ')}` : ''}`);
      }
    }
  }
  console.log('\n## First paint (observed, not simulated)');
  for (const [launch, passes] of lighthousePasses) printFirstPaintBudget(launch, passes);
  console.log("(A run whose first paint is late while a bare page's is not is the browser holding the page's first frame: docs/decisions/0018-held-first-frame.md.)");
  console.log('\n## Search engines and best practices (Lighthouse, one run each)');
  console.log('| page | SEO | best practices | audits not passed |');
  console.log('|---|---|---|---|');
  for (const [page, c] of Object.entries(results.checks)) {
    console.log(`| ${page} | ${c.seo ?? '-'} | ${c.bestPractices ?? '-'} | ${c.failed.join(', ') || 'none'} |`);
  }
  for (const [slowdown, table] of Object.entries(results.lighthouse.lighthouse ?? {})) {
    if (!Object.keys(table).length) continue;
    console.log(`\nLong tasks of the median run at CPU ${cpuLabel(slowdown)}, Lighthouse's launch flags (simulated ms; TBT counts what each has over 50):`);
    for (const [page, l] of Object.entries(table)) {
      const tasks = (l.longTasks ?? []).map((task) => `${task.ms} (${task.url.replace(/^https?:\/\/[^/]+\//, '').slice(0, 40)})`);
      console.log(`- ${page}: ${tasks.join(', ') || 'none'}`);
    }
  }
  console.log(`\nLCP element and phases (ms) of the median run at CPU ${slowdowns[0]}${slowdowns[0] in PHONES ? '' : 'x'}, Lighthouse's launch flags:`);
  for (const [page, l] of Object.entries(results.lighthouse.lighthouse?.[slowdowns[0]] ?? {})) {
    const phases = Object.entries(l.lcpPhases ?? {}).map(([phase, ms]) => `${phase} ${ms}`).join(', ');
    console.log(`- ${page}: ${(l.lcpElement ?? '-').slice(0, 160)} (${phases || 'no phases'})`);
  }
}
if (results.interactions) {
  const at = results.interactionsAt;
  console.log(`\n## Interaction to Next Paint (390 px, the low-tier phone: host index ${at.hostIndex}, CPU ${at.multiplier}x, Event Timing, median of ${runs}; budget ${INP_BUDGET_MS} ms)`);
  console.log(`| interaction | INP ms (median) | within ${INP_BUDGET_MS} ms | each run | mini cart shown after (ms, median) | runs that failed |`);
  console.log('|---|---|---|---|---|---|');
  for (const [step, r] of Object.entries(results.interactions)) {
    const shown = (ms) => (ms === 0 ? `<${EVENT_TIMING_FLOOR_MS}` : String(ms));
    const within = r.inp === null ? '-' : r.inp <= INP_BUDGET_MS ? 'PASS' : 'FAIL';
    console.log(`| ${step} | ${r.inp === null ? '-' : shown(r.inp)} | ${within} | ${r.runs.map(shown).join(' / ')} | ${r.miniCartMs ?? '-'} | ${r.errors.length ? r.errors.join('; ') : 'none'} |`);
  }
}
if (results.api) console.log('\n## API\n' + JSON.stringify(results.api, null, 2));

mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
const stamp = results.date.replace(/[:.]/g, '-');
writeFileSync(join(repoRoot, 'bench', 'results', `bench-${stamp}.json`), JSON.stringify(results, null, 2));
writeFileSync(join(repoRoot, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2));
console.log(`\nwritten to bench/results/bench-${stamp}.json`);
