// Lighthouse (mobile preset, simulated throttling) on Debian's Chromium; the median run of several.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumArgs } from './chromium.mjs';
import { PHONES, measureHostIndex, phoneSlowdown } from './benchPhones.mjs';

/**
 * How Chromium is launched for a pass. `lighthouse`: chrome-launcher's default flags, as the Lighthouse CLI and the
 * tools built on it launch it (they turn RenderDocument off). `chromium`: the same flags with RenderDocument left on,
 * as Chromium itself and shoppers' Chrome run. A page is measured both ways so a hold that only one launch shows is
 * seen (docs/decisions/0018-held-first-frame.md).
 */
export const LAUNCHES = {
  lighthouse: "Lighthouse's default launch flags (RenderDocument off)",
  chromium: "Chromium's own default (RenderDocument on)",
};

function launchOptions(launch) {
  const chromeFlags = ['--headless=new', ...chromiumArgs];
  if (launch === 'lighthouse') return { chromePath: '/usr/bin/chromium', chromeFlags };
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag.slice('--disable-features='.length).split(',').filter((feature) => feature !== 'RenderDocument').join(',')}`
      : flag,
  );
  return { chromePath: '/usr/bin/chromium', ignoreDefaultFlags: true, chromeFlags: [...defaults, ...chromeFlags] };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A category's score out of 100, and the audits of it that did not pass (what to look at when it is under 100). */
function category(lhr, id) {
  const found = lhr.categories[id];
  if (!found) return { score: null, failed: [] };
  const failed = found.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return { score: Math.round((found.score ?? 0) * 100), failed };
}

/** Search-engine and best-practice scores of one page: one run (they do not depend on the host's speed). */
export async function runLighthouseChecks(url) {
  const chrome = await chromeLauncher.launch(launchOptions('lighthouse'));
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo', 'best-practices'] });
    const seo = category(result.lhr, 'seo');
    const practices = category(result.lhr, 'best-practices');
    return { seo: seo.score, bestPractices: practices.score, failed: [...seo.failed, ...practices.failed], finalUrl: result.lhr.finalDisplayedUrl };
  } finally {
    await chrome.kill();
  }
}

/**
 * The first-paint budget: the first paint the browser really made (Lighthouse's observed first paint, not simulated)
 * at most `ms` after navigation in at least `share` of the runs, on every page and CPU slow-down. A run without a
 * first paint is late.
 */
export const FIRST_PAINT_BUDGET = { ms: 1000, share: 0.9 };

/** How many runs painted within the budget, and whether that meets it. */
function firstPaintsOnTime(samples) {
  const onTime = samples.filter((s) => s.observedFirstPaint !== null && s.observedFirstPaint <= FIRST_PAINT_BUDGET.ms).length;
  return { onTime, runs: samples.length, pass: samples.length > 0 && onTime >= FIRST_PAINT_BUDGET.share * samples.length };
}

/**
 * Performance (with SEO and best practices) of one page, `runs` times, with the mobile preset's network and the CPU
 * slowed `cpuSlowdown` times (the preset's 4, or more to stand in for a slower host) or as a phone of PHONES
 * (`cpuSlowdown` its name: the multiplier measured before each run), in a Chromium launched as `launch` says (see
 * LAUNCHES). Each run says when the browser really painted first (see FIRST_PAINT_BUDGET) and the multiplier it ran at.
 */
export async function runLighthouse(url, runs, cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier, launch = 'lighthouse') {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch(launchOptions(launch));
    try {
      const hostIndex = cpuSlowdown in PHONES ? await measureHostIndex(chrome.port) : null;
      const multiplier = hostIndex === null ? Number(cpuSlowdown) : phoneSlowdown(hostIndex, cpuSlowdown);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo', 'best-practices'],
        throttlingMethod: 'simulate',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
      });
      const audits = result.lhr.audits;
      samples.push({
        performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        seo: category(result.lhr, 'seo').score,
        bestPractices: category(result.lhr, 'best-practices').score,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        transferred: audits['total-byte-weight'].numericValue,
        observedFirstPaint: audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? null,
        // Where the time goes, for whoever works on the budgets: the LCP element and its phases.
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        lcpPhases: Object.fromEntries(
          (audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
        ),
        // How fast this host ran at the time (Lighthouse's own CPU benchmark; the mobile preset's 4x slow-down assumes
        // a fast desktop), and the main-thread tasks TBT counted, as Lighthouse simulated them: what the TBT is made of.
        benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
        // For a phone pass: the host's index measured just before the run, and the multiplier it gave.
        hostIndex,
        multiplier,
        longTasks: (audits['long-tasks']?.details?.items ?? [])
          .map((task) => ({ url: task.url, start: Math.round(task.startTime), ms: Math.round(task.duration) }))
          .slice(0, 8),
      });
    } finally {
      await chrome.kill();
    }
  }
  // The run with the median performance score, so the figures of one row belong together; TBT's own median beside it.
  const score = median(samples.map((s) => s.performance));
  return { ...samples.find((s) => s.performance === score), tbtMedian: median(samples.map((s) => s.tbt)), lcpMedian: median(samples.map((s) => s.lcp)), cpuSlowdown, launch, firstPaints: firstPaintsOnTime(samples), samples };
}
