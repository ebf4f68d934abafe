// What browsers report to the shell: a remote release they refused, and field data (Core Web Vitals).
import { json } from '@inercise/ops/node';
import { RELEASE_NAME } from '../discovery.ts';
import { createFieldData, FIELD_DATA_PATH, FIELD_DATA_SUMMARY_PATH } from '../fieldData.ts';
import { publicOrigin } from '../publicOrigin.ts';
import type { RuntimeConfig } from '../runtimeConfig.ts';
import type { ShellMetrics } from './shellMetrics.ts';
import type { TrustProxy } from '@inercise/ops/client-address';
import type { RouteHandler } from '@inercise/ops/node';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

/** Where a browser reports a remote release it refused (shared/src/federation/remoteModules.ts sends it). */
const REPORT_PATH = '/telemetry/remote-incompatible';

export function telemetryRoutes(shell: {
  config: { read(): RuntimeConfig | null };
  metrics: ShellMetrics;
  registry: Registry;
  configuredOrigin: string | null;
  fieldDataReportsPerMinute: number | undefined;
  trustProxy: TrustProxy | undefined;
  logger: Logger;
}): (req: IncomingMessage, url: URL) => RouteHandler | null {
  const fieldData = createFieldData({
    registry: shell.registry,
    logger: shell.logger,
    ownOrigin: (req) => publicOrigin(req, shell.configuredOrigin),
    apiUrl: () => shell.config.read()?.apiUrl ?? null,
    reportsPerMinute: shell.fieldDataReportsPerMinute,
    trustProxy: shell.trustProxy,
  });

  /**
   * A browser that refused a remote's release (built against another contract major) says so here; the counter's
   * labels are bounded by the document: a remote it names, a release it names, or "other".
   */
  const report: RouteHandler = async (req, res, { common }) => {
    let body = '';
    for await (const chunk of req) {
      body += chunk;
      if (body.length > 1024) break;
    }
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
    const current = shell.config.read();
    const entry = current && typeof parsed?.remote === 'string' ? current.remotes[parsed.remote] : undefined;
    if (!entry || body.length > 1024) {
      json(res, 400, { message: 'unknownRemote' }, common);
      return 'report';
    }
    const named = typeof entry === 'string' ? [] : [entry.live, entry.previous, entry.canary?.release];
    const release = typeof parsed.release === 'string' && RELEASE_NAME.test(parsed.release) && named.includes(parsed.release) ? parsed.release : 'other';
    shell.metrics.incompatible.inc({ remote: parsed.remote, release, seen_by: 'browser' });
    shell.logger.error({ remote: parsed.remote, release, found: parsed.found }, 'a browser refused a remote release');
    res.writeHead(204, common);
    res.end();
    return 'report';
  };

  return (req, url) => {
    if (url.pathname === REPORT_PATH && req.method === 'POST') return report;
    if (url.pathname === FIELD_DATA_PATH && req.method === 'POST') return fieldData.report;
    if (url.pathname === FIELD_DATA_SUMMARY_PATH && req.method === 'GET') return fieldData.summary;
    return null;
  };
}
