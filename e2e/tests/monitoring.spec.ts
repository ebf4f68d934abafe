// The alert rules and the dashboard (deploy/monitoring) against the running shop: every expression names only
// metrics and labels the API, the shell and the remotes really expose at /metrics.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '../support/test';
import { parse } from 'yaml';
import { apiUrl, remotePorts, shopUrl } from '../support/env';
import { checkExpression, parseExposition, withoutGrafanaVariables, type Exposed } from '../support/promqlCheck';

const monitoring = new URL('../../deploy/monitoring/', import.meta.url);

interface Rule {
  alert: string;
  expr: string;
  labels: { severity: string };
  annotations: { summary: string; runbook: string };
}
const rules = (parse(readFileSync(new URL('rules.yaml', monitoring), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((group) => group.rules);

interface Panel {
  title: string;
  targets?: { expr: string }[];
}
const dashboard = JSON.parse(readFileSync(new URL('shop-dashboard.json', monitoring), 'utf8')) as { title: string; panels: Panel[] };
const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: withoutGrafanaVariables(target.expr) })));

const servers = { api: apiUrl, shell: shopUrl, ...Object.fromEntries(Object.entries(remotePorts).map(([name, port]) => [name, `http://localhost:${port}`])) };

/** Each server's /metrics, and all of them together. */
async function scrape(request: APIRequestContext): Promise<{ all: Exposed; texts: Record<string, string> }> {
  const all: Exposed = new Map();
  const texts: Record<string, string> = {};
  for (const [name, url] of Object.entries(servers)) {
    const answer = await request.get(`${url}/metrics`);
    expect(answer.status(), `${name}/metrics`).toBe(200);
    texts[name] = await answer.text();
    parseExposition(texts[name], all);
  }
  return { all, texts };
}

test.describe('monitoring', () => {
  let exposed: Exposed;
  let texts: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    // Traffic, so the series the rules read have samples with their labels: pages, a remote's file, and a forged
    // payment notification (refused, and counted by its reason).
    expect((await request.get(`${shopUrl}/`)).status()).toBe(200);
    expect((await request.get(`http://localhost:${remotePorts['mf-catalog']}/remoteEntry.js`)).status()).toBe(200);
    for (const [name, url] of Object.entries(servers)) expect((await request.get(`${url}/health/ready`)).status(), name).toBe(200);
    const forged = await request.post(`${apiUrl}/tpay/notification`, {
      form: { id: '1', tr_id: 'TR-FORGED', tr_crc: '1', tr_amount: '1.00', tr_paid: '1.00', tr_status: 'TRUE', md5sum: 'f'.repeat(32) },
    });
    expect(forged.status()).toBeLessThan(500);
    ({ all: exposed, texts } = await scrape(request));
  });

  test('every server says which service it is and that it is ready, in the same vocabulary', () => {
    for (const [name, text] of Object.entries(texts)) {
      expect(text, name).toMatch(new RegExp(`^service_ready\\{service="${name}"\\} 1$`, 'm'));
      expect(text, name).toMatch(new RegExp(`^http_request_duration_seconds_count\\{(?=[^}]*service="${name}")(?=[^}]*status_code="\\d{3}")(?=[^}]*route=")(?=[^}]*method=")[^}]*\\} \\d+$`, 'm'));
    }
  });

  test('every alert rule names only metrics and labels the servers expose, and says how bad it is and what to do', () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual(
      ['ShopBackupTooOld', 'ShopDatabasePoolWaiting', 'ShopMailFailed', 'ShopMailNotDelivered', 'ShopPaidOrdersStalled', 'ShopPaymentNotificationsRejected', 'ShopSecondFactorLockouts', 'ShopServerErrors', 'ShopServiceNotReady', 'ShopTargetDown'].sort(),
    );
    for (const rule of rules) {
      expect.soft(checkExpression(rule.expr, exposed, Object.values(rule.annotations)), rule.alert).toEqual([]);
      expect.soft(['critical', 'warning'], rule.alert).toContain(rule.labels.severity);
      expect.soft(rule.annotations.summary.length, rule.alert).toBeGreaterThan(10);
      expect.soft(rule.annotations.runbook.length, rule.alert).toBeGreaterThan(100);
    }
  });

  test('every dashboard query names only metrics and labels the servers expose', () => {
    expect(dashboard.title).toBe('Inercise shop');
    expect(queries.length).toBeGreaterThan(10);
    for (const { panel, expr } of queries) expect.soft(checkExpression(expr, exposed), `${panel}: ${expr}`).toEqual([]);
  });

  test('a rule naming a metric or label the servers do not expose, or not parsing, fails the check', () => {
    const errors = rules.find((rule) => rule.alert === 'ShopServerErrors')!;
    // The web servers' former label, and a metric nobody exposes.
    expect(checkExpression(errors.expr.replaceAll('status_code', 'status'), exposed)).toContain('http_request_duration_seconds_count has no label status');
    expect(checkExpression(errors.expr.replace('http_request_duration_seconds_count', 'http_requests_total'), exposed)).toContain('unknown metric http_requests_total');
    expect(checkExpression('max(mail_oldest_unsent_age_seconds) by (queue) > 900', exposed)).toContain('no metric of the expression has the label queue it groups by');
    expect(checkExpression('sum(rate(orders_paid_total[5m])', exposed)[0]).toMatch(/^syntax error/);
    expect(checkExpression('max(orders_paid_waiting) > 0', exposed, ['{{ $labels.currency }}'])).toContain('the annotation names $labels.currency, which the expression does not have');
  });
});
