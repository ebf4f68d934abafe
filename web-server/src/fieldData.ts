// Field data: shoppers' browsers send how their page load felt (fieldDataReport.ts), the shell's server counts it
// in Prometheus histograms by page template and device class, and keeps the last day in memory for the back
// office's dashboard (hourlyPercentiles.ts). docs/decisions/0017-field-data.md says why it is kept this way.
import client from 'prom-client';
import { FIELD_METRICS, FIELD_REPORT_MAX_BYTES, parseFieldReport } from './fieldDataReport.ts';
import { createHourlyPercentiles } from './hourlyPercentiles.ts';
import { json } from '@inercise/ops/node';
import { clientOf, trustsProxy } from '@inercise/ops/client-address';
import type { TrustProxy } from '@inercise/ops/client-address';
import type { RouteHandler } from '@inercise/ops/node';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

/** Where a page's report is sent (shell/src/fieldData sends it with navigator.sendBeacon). */
export const FIELD_DATA_PATH = '/telemetry/web-vitals';
/** The last 24 hours' 75th percentiles, for admins only (the back office's dashboard). */
export const FIELD_DATA_SUMMARY_PATH = '/telemetry/web-vitals/summary';

/** Reports one client may send a minute: a shopper sends one per page they leave. */
const FIELD_DATA_REPORTS_PER_MINUTE = 60;
/** Clients remembered by the rate limit at most: past it the oldest are forgotten, so memory stays bounded. */
const RATE_LIMIT_CLIENTS = 10_000;

/** The histograms' buckets, in seconds (CLS unitless), each metric's good and poor thresholds among them. */
const BUCKETS = {
  FCP: [0.3, 0.6, 1, 1.4, 1.8, 2.4, 3, 4, 6, 10],
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};

/**
 * A fixed window per client and minute, at most `limit` reports in it.
 */
export function createRateLimit(limit: number, now: () => number) {
  const clients: Map<string, { minute: number; count: number }> = new Map();
  /** @param client @returns whether this report may be taken */
  return (client: string): boolean => {
    const minute = Math.floor(now() / 60_000);
    const seen = clients.get(client);
    if (seen && seen.minute === minute) {
      seen.count += 1;
      return seen.count <= limit;
    }
    clients.delete(client);
    if (clients.size >= RATE_LIMIT_CLIENTS) clients.delete(clients.keys().next().value as string);
    clients.set(client, { minute, count: 1 });
    return true;
  };
}

/**
 * Whether a report comes from the shop's own pages: a browser names the page's origin (Origin) and says the request
 * is same-origin (Sec-Fetch-Site); a request naming another is refused. Either may be missing (older browsers), not
 * both.
 */
function fromOwnPage(req: IncomingMessage, ownOrigin: string) {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (origin === undefined && site === undefined) return false;
  if (origin !== undefined && origin !== ownOrigin) return false;
  return site === undefined || site === 'same-origin';
}

export type FieldDataOptions = {
  /** the shell server's metrics */
  registry: Registry;
  logger: Logger;
  /** the shop's origin as this request reached it */
  ownOrigin: (req: IncomingMessage) => string;
  /** where to ask whether a caller is an admin */
  apiUrl: () => string | null;
  reportsPerMinute?: number;
  /** who a report counts against: the client address as every server of the shop reads it (TRUST_PROXY); without it the socket's peer */
  trustProxy?: TrustProxy;
  now?: () => number;
};

type RefusalReason = 'origin' | 'too_large' | 'invalid' | 'rate_limited';
type LastDay = ReturnType<typeof createHourlyPercentiles>;

export function createFieldData(options: FieldDataOptions) {
  const now = options.now ?? Date.now;
  const lastDay = createHourlyPercentiles({ metrics: FIELD_METRICS, now });
  return { report: createReportRoute(options, fieldDataMetrics(options.registry), lastDay, now), summary: createSummaryRoute(options, lastDay) };
}

/** The histograms by metric, and the counters of reports taken and refused. */
function fieldDataMetrics(registry: Registry) {
  const histograms = Object.fromEntries(
    Object.entries(BUCKETS).map(([metric, buckets]) => [
      metric,
      new client.Histogram({
        name: metric === 'CLS' ? 'web_vitals_cls' : `web_vitals_${metric.toLowerCase()}_seconds`,
        help: `${metric} of shoppers' page loads as their browsers measured it, by page template and device class`,
        labelNames: ['template', 'device'],
        buckets,
        registers: [registry],
      }),
    ]),
  );
  const refused = new client.Counter({
    name: 'web_vitals_reports_refused_total',
    help: 'Field data reports refused, by reason (origin, too_large, invalid, rate_limited)',
    labelNames: ['reason'],
    registers: [registry],
  });
  const accepted = new client.Counter({
    name: 'web_vitals_reports_total',
    help: 'Field data reports taken',
    registers: [registry],
  });
  return { histograms, refused, accepted };
}

/**
 * POST /telemetry/web-vitals: one page load's report. 204 when counted; 403 from another origin, 413 beyond the
 * size, 400 for anything not a report, 429 past the client's rate.
 */
function createReportRoute(options: FieldDataOptions, metrics: ReturnType<typeof fieldDataMetrics>, lastDay: LastDay, now: () => number): RouteHandler {
  const { histograms, refused, accepted } = metrics;
  const trusted = trustsProxy(options.trustProxy ?? { kind: 'none' });
  const allowed = createRateLimit(options.reportsPerMinute ?? FIELD_DATA_REPORTS_PER_MINUTE, now);
  const refuse = (res: ServerResponse, common: Record<string, string>, reason: RefusalReason, status: number, message: string) => {
    refused.inc({ reason });
    json(res, status, { message }, common);
    return 'field-data';
  };
  return async (req, res, { common }) => {
    if (!fromOwnPage(req, options.ownOrigin(req))) return refuse(res, common, 'origin', 403, 'otherOrigin');
    if (!allowed(clientOf(req, trusted))) return refuse(res, { ...common, 'Retry-After': '60' }, 'rate_limited', 429, 'tooManyReports');
    if (Number(req.headers['content-length'] ?? 0) > FIELD_REPORT_MAX_BYTES) return refuse(res, common, 'too_large', 413, 'reportTooLarge');
    let body = '';
    for await (const chunk of req) {
      body += chunk;
      // A body that says nothing of its length is cut off as soon as it is too long.
      if (Buffer.byteLength(body) > FIELD_REPORT_MAX_BYTES) return refuse(res, common, 'too_large', 413, 'reportTooLarge');
    }
    const parsed = parseFieldReport(body);
    if (!parsed.ok) return refuse(res, common, 'invalid', 400, parsed.problem);
    const { template, device, metrics: measured } = parsed.report;
    for (const [metric, value] of Object.entries(measured)) {
      // The browser measures milliseconds; Prometheus counts seconds.
      histograms[metric]?.observe({ template, device }, metric === 'CLS' ? value : value / 1000);
      lastDay.add(metric, template, device, value);
    }
    accepted.inc();
    res.writeHead(204, common);
    res.end();
    return 'field-data';
  };
}

/**
 * GET /telemetry/web-vitals/summary: the last 24 hours' 75th percentiles. Admins only: the API decides, as for
 * every back-office call, and its refusal (401, 403) is passed on as it is.
 */
function createSummaryRoute(options: FieldDataOptions, lastDay: LastDay): RouteHandler {
  return async (req, res, { common }) => {
    const apiUrl = options.apiUrl();
    const authorization = req.headers.authorization;
    if (!authorization) {
      json(res, 401, { message: 'unauthorized', field: null }, common);
      return 'field-data-summary';
    }
    let verdict;
    try {
      verdict = apiUrl ? await fetch(new URL('/admin/access', apiUrl), { headers: { authorization }, signal: AbortSignal.timeout(5000) }) : null;
    } catch (error) {
      options.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'field data summary: the API does not answer');
    }
    if (!verdict) {
      json(res, 503, { message: 'apiUnavailable', field: null }, common);
      return 'field-data-summary';
    }
    if (verdict.status !== 204) {
      const refusal = await verdict.json().catch(() => ({ message: 'unauthorized', field: null }));
      json(res, verdict.status === 403 ? 403 : 401, refusal, common);
      return 'field-data-summary';
    }
    json(res, 200, lastDay.summary(), common);
    return 'field-data-summary';
  };
}
