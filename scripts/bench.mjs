// `npm run bench`: what shoppers and the API feel, measured on the production builds served as `npm start` serves
// them. Prints a table and writes JSON under bench/results/. Measures and reports; asserts nothing (shared, noisy
// machines: read medians and ratios, not single numbers).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBundles } from './lib/build.mjs';
import { bundles, repoRoot } from './lib/packages.mjs';
import { startStack, waitForApi } from './lib/stack.mjs';
import { measureJavaScript } from './lib/benchJavaScript.mjs';
import { runLighthouse, runLighthouseChecks } from './lib/benchLighthouse.mjs';

// Products and articles at their readable addresses (the language comes from the browser, English here): an old
// `?id=` address would measure a redirect too.
const pages = ['/', '/shop', '/product/inercise-device-set', '/article/what-is-flywheel-training', '/cart'];
// Search-engine and best-practice checks: the public pages a shopper arrives at from a search, in both languages.
const checkedPages = ['/en', '/pl', '/en/shop', '/pl/shop', '/en/product/inercise-device-set', '/pl/product/zestaw-inercise', '/en/blog', '/pl/blog', '/en/article/what-is-flywheel-training', '/pl/article/czym-jest-trening-inercyjny', '/en/contact', '/pl/contact'];
const args = new Set(process.argv.slice(2));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const results = { date: new Date().toISOString(), runs, build: {}, javascript: {}, lighthouse: {}, checks: {}, api: null };

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
const stack = await startStack({ basePort: 4700, apiPort: 4743, dataDir });
try {
  await waitForApi(stack.apiUrl, 180_000);
  const base = stack.origin('shell');
  for (const page of pages) {
    console.log(`javascript of ${page}…`);
    results.javascript[page] = await measureJavaScript(`${base}${page}`, bundles);
  }
  if (!args.has('--no-lighthouse')) {
    for (const page of pages) {
      console.log(`lighthouse ${page} (${runs} runs)…`);
      results.lighthouse[page] = await runLighthouse(`${base}${page}`, runs);
    }
    for (const page of checkedPages) {
      console.log(`search-engine and best-practice checks of ${page}…`);
      results.checks[page] = await runLighthouseChecks(`${base}${page}`);
    }
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
const home = results.javascript['/'];
if (home) {
  console.log(`\ncopies of each library downloaded for / (1 = once): ${Object.entries(home.libraries).map(([l, n]) => `${l} ${n}`).join(', ')}`);
  console.log(`remote entries (gzip KiB): ${home.files.filter((f) => f.url.endsWith('/remoteEntry.js')).map((f) => `${f.bundle} ${kb(f.gzip)}`).join(', ')}`);
}
if (Object.keys(results.lighthouse).length) {
  console.log(`\n## Lighthouse (mobile, simulated throttling, median of ${runs})`);
  console.log('| page | performance | SEO | best practices | LCP ms | TBT ms | CLS | FCP ms | transferred KiB | TBT of each run | host CPU index of each run |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [page, l] of Object.entries(results.lighthouse)) {
    const each = (field) => l.samples.map((sample) => Math.round(sample[field] ?? NaN)).join(' / ');
    console.log(`| ${page} | ${l.performance} | ${l.seo ?? '-'} | ${l.bestPractices ?? '-'} | ${Math.round(l.lcp)} | ${Math.round(l.tbt)} | ${l.cls.toFixed(3)} | ${Math.round(l.fcp)} | ${kb(l.transferred)} | ${each('tbt')} | ${each('benchmarkIndex')} |`);
  }
  console.log('\n## Search engines and best practices (Lighthouse, one run each)');
  console.log('| page | SEO | best practices | audits not passed |');
  console.log('|---|---|---|---|');
  for (const [page, c] of Object.entries(results.checks)) {
    console.log(`| ${page} | ${c.seo ?? '-'} | ${c.bestPractices ?? '-'} | ${c.failed.join(', ') || 'none'} |`);
  }
  console.log('\nLong tasks of the median run (simulated ms; TBT counts what each has over 50):');
  for (const [page, l] of Object.entries(results.lighthouse)) {
    const tasks = (l.longTasks ?? []).map((task) => `${task.ms} (${task.url.replace(/^https?:\/\/[^/]+\//, '').slice(0, 40)})`);
    console.log(`- ${page}: ${tasks.join(', ') || 'none'}`);
  }
  console.log('\nLCP element and phases (ms) of the median run:');
  for (const [page, l] of Object.entries(results.lighthouse)) {
    const phases = Object.entries(l.lcpPhases ?? {}).map(([phase, ms]) => `${phase} ${ms}`).join(', ');
    console.log(`- ${page}: ${(l.lcpElement ?? '-').slice(0, 160)} (${phases || 'no phases'})`);
  }
}
if (results.api) console.log('\n## API\n' + JSON.stringify(results.api, null, 2));

mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
const stamp = results.date.replace(/[:.]/g, '-');
writeFileSync(join(repoRoot, 'bench', 'results', `bench-${stamp}.json`), JSON.stringify(results, null, 2));
writeFileSync(join(repoRoot, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2));
console.log(`\nwritten to bench/results/bench-${stamp}.json`);
