import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { monitoringProblems, readMonitoringFiles, type MonitoringFiles } from '../checks/monitoring.ts';
import { parse } from 'yaml';
import { replaceOnce } from './mutate.ts';

const files = readMonitoringFiles();
const broken = (file: keyof MonitoringFiles, from: string | RegExp, to: string) => monitoringProblems({ ...files, [file]: replaceOnce(files[file], from, to) }).join('\n');

describe('deploy/monitoring', () => {
  it('has the same alerts for Prometheus and the operator, each with its severity and runbook, a dashboard, and a scrape of every server', () => {
    assert.deepEqual(monitoringProblems(files), []);
  });
});

describe('the monitoring checks catch', () => {
  it('an operator resource its CRD\'s schema refuses', () => {
    assert.match(broken('podMonitors', '      interval: 30s', '      interval: 30'), /pod-monitors\.yaml: PodMonitor inercise-api: \/spec\/podMetricsEndpoints\/0\/interval must be string/);
    assert.match(broken('prometheusRule', 'kind: PrometheusRule', 'kind: PrometheusRules'), /no schema for monitoring\.coreos\.com\/v1 PrometheusRules/);
  });

  it('the PrometheusRule saying something else than rules.yaml', () => {
    assert.match(broken('prometheusRule', '> 2 * 86400', '> 3 * 86400'), /prometheus-rule\.yaml and rules\.yaml differ/);
    assert.match(broken('rules', 'severity: warning', 'severity: info'), /differ[\s\S]*severity must be critical or warning/);
  });

  it('an alert left out, or without its runbook', () => {
    assert.match(broken('rules', 'alert: ShopBackupTooOld', 'alert: ShopBackupOld'), /no alert ShopBackupTooOld/);
    assert.match(broken('rules', /runbook: >-(\n\s+More than 5%)/, 'note: >-$1'), /ShopServerErrors: no runbook/);
  });

  it('a dashboard that is not JSON, or lacks a golden signal', () => {
    assert.match(broken('dashboard', '"panels": [', '"panels": [,'), /not JSON/);
    assert.match(broken('dashboard', '"title": "Latency p99"', '"title": "Slow"'), /no panel Latency p99/);
  });

  it('a server compose runs that Prometheus does not scrape', () => {
    assert.match(broken('prometheus', '"mf-content:3004", ', ''), /does not scrape mf-content:3004/);
    assert.match(broken('prometheus', '"mf-content:3004"', '"mf-content:3999"'), /scrapes mf-content:3999, which compose does not serve/);
  });

  it('a scrape without the metrics token', () => {
    assert.match(broken('prometheus', / {2}- job_name: inercise-web\n {4}authorization:\n {6}type: Bearer\n {6}credentials_file: \/etc\/prometheus\/metrics-token\n/, '  - job_name: inercise-web\n'), /job inercise-web sends no bearer token/);
    assert.match(broken('podMonitors', /(name: inercise-web[\s\S]*?) {6}authorization:\n {8}type: Bearer\n {8}credentials:\n {10}name: inercise-api\n {10}key: METRICS_TOKEN\n/, '$1'), /PodMonitor inercise-web scrapes \/metrics without the bearer token METRICS_TOKEN/);
  });
});

/**
 * promtool's rule test in small, for the one shape of expression it reads (`sum(increase(<counter>[<n>h])) >= <k>`):
 * a counter's samples each minute, the alert evaluated at every one of them.
 */
describe('the alert on repeated second-factor lockouts', () => {
  const rules = (parse(files.rules) as { groups: { rules: { alert?: string; expr?: string }[] }[] }).groups.flatMap((group) => group.rules);
  const expr = rules.find((rule) => rule.alert === 'ShopSecondFactorLockouts')?.expr ?? '';
  const shape = /^sum\(increase\(second_factor_lockouts_total\[(\d+)h\]\)\) >= (\d+)$/.exec(expr.trim());
  /** Whether the alert fires at some minute, given the minutes at which a lockout happened (over `minutes` minutes). */
  const fires = (lockoutsAt: number[], minutes: number) => {
    assert.ok(shape, `an expression the test reads: ${expr}`);
    const windowMinutes = Number(shape[1]) * 60;
    const threshold = Number(shape[2]);
    const counter = (minute: number) => lockoutsAt.filter((at) => at <= minute).length;
    for (let minute = 0; minute <= minutes; minute += 1) {
      if (counter(minute) - counter(Math.max(0, minute - windowMinutes)) >= threshold) return true;
    }
    return false;
  };

  it('stays quiet for one lockout (the owner mistyping), fires for two within the hour, not for two far apart', () => {
    assert.equal(fires([], 240), false);
    assert.equal(fires([30], 240), false);
    assert.equal(fires([30, 50], 240), true);
    assert.equal(fires([30, 120], 240), false);
  });

  it('is one of the alerts the owner is promised', () => {
    assert.match(broken('rules', 'alert: ShopSecondFactorLockouts', 'alert: ShopLockouts'), /no alert ShopSecondFactorLockouts/);
  });
});
