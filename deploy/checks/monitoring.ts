// deploy/monitoring: the alert rules for a plain Prometheus (rules.yaml) and for the Prometheus Operator
// (prometheus-rule.yaml) say the same; each alert says how bad it is and what to do; the dashboard is Grafana JSON;
// the compose Prometheus scrapes every server compose runs, at the port it serves. (Whether the expressions name
// only what the servers expose is checked against a running shop: e2e/tests/monitoring.spec.ts.)
import { isDeepStrictEqual } from 'node:util';
import { parse, parseAllDocuments } from 'yaml';
import { isFile, readText } from './repo.ts';
import { manifestSchemaProblems } from './schemas.ts';

export interface MonitoringFiles {
  rules: string;
  prometheusRule: string;
  dashboard: string;
  kustomization: string;
  prometheus: string;
  compose: string;
  podMonitors: string;
}

const DIR = 'deploy/monitoring';

export const readMonitoringFiles = (): MonitoringFiles => ({
  rules: readText(`${DIR}/rules.yaml`),
  prometheusRule: readText(`${DIR}/prometheus-rule.yaml`),
  dashboard: readText(`${DIR}/shop-dashboard.json`),
  kustomization: readText(`${DIR}/kustomization.yaml`),
  prometheus: readText(`${DIR}/prometheus.yml`),
  compose: readText('deploy/compose.yaml'),
  podMonitors: readText(`${DIR}/pod-monitors.yaml`),
});

/** The alerts the shop's owner is promised (README.md, "Operate"). */
const REQUIRED_ALERTS = [
  'ShopServerErrors',
  'ShopServiceNotReady',
  'ShopPaymentNotificationsRejected',
  'ShopPaidOrdersStalled',
  'ShopMailNotDelivered',
  'ShopDatabasePoolWaiting',
  'ShopBackupTooOld',
  'ShopSecondFactorLockouts',
];

interface Rule {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; runbook?: string };
}
interface Group {
  name: string;
  rules: Rule[];
}

const ruleProblems = (groups: Group[]): string[] => {
  const problems: string[] = [];
  const rules = groups.flatMap((group) => group.rules);
  const names = rules.map((rule) => rule.alert ?? '(no name)');
  for (const required of REQUIRED_ALERTS) if (!names.includes(required)) problems.push(`no alert ${required}`);
  for (const rule of rules) {
    const name = rule.alert ?? '(no name)';
    if (!rule.expr?.trim()) problems.push(`${name}: no expression`);
    if (!['critical', 'warning'].includes(rule.labels?.severity ?? '')) problems.push(`${name}: severity must be critical or warning`);
    if ((rule.annotations?.summary ?? '').length < 10) problems.push(`${name}: no summary`);
    if ((rule.annotations?.runbook ?? '').length < 100) problems.push(`${name}: no runbook (what it means, what to do)`);
    if (rule.for !== undefined && !/^\d+[smhd]$/.test(rule.for)) problems.push(`${name}: for ${rule.for} is not a duration`);
  }
  if (new Set(names).size !== names.length) problems.push('two alerts share a name');
  return problems;
};

interface Panel {
  id?: number;
  type?: string;
  title?: string;
  datasource?: { uid?: string };
  targets?: { expr?: string; datasource?: { uid?: string } }[];
}

const dashboardProblems = (text: string): string[] => {
  let dashboard: { uid?: string; title?: string; panels?: Panel[]; templating?: { list?: { name?: string; type?: string }[] } };
  try {
    dashboard = JSON.parse(text) as typeof dashboard;
  } catch (error) {
    return [`shop-dashboard.json is not JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  if (!dashboard.uid || !dashboard.title) problems.push('the dashboard has no uid or title');
  if (!dashboard.templating?.list?.some((v) => v.name === 'datasource' && v.type === 'datasource')) problems.push('the dashboard has no datasource variable to pick the Prometheus with');
  const panels = dashboard.panels ?? [];
  const ids = panels.map((panel) => panel.id);
  if (new Set(ids).size !== ids.length || ids.some((id) => typeof id !== 'number')) problems.push('panel ids must be numbers, each once');
  for (const panel of panels.filter((p) => p.type !== 'row')) {
    if (!panel.targets?.length) problems.push(`panel ${panel.title}: no query`);
    for (const target of panel.targets ?? []) {
      if (!target.expr?.trim()) problems.push(`panel ${panel.title}: a query without an expression`);
      if (target.datasource?.uid !== '${datasource}' || panel.datasource?.uid !== '${datasource}') problems.push(`panel ${panel.title}: not on the datasource variable`);
    }
  }
  const titles = panels.map((panel) => panel.title ?? '');
  for (const wanted of ['Traffic', 'Errors', 'Latency p50', 'Latency p95', 'Latency p99', 'Database pool', 'Event loop lag', 'Orders placed', 'Orders paid', 'Payment notifications', 'Chargebacks', 'Mails']) {
    if (!titles.includes(wanted)) problems.push(`the dashboard has no panel ${wanted}`);
  }
  return problems;
};

interface Kustomization {
  resources?: string[];
  configMapGenerator?: { files?: string[] }[];
}

const scrapeProblems = (prometheusText: string, composeText: string): string[] => {
  const problems: string[] = [];
  const prometheus = parse(prometheusText) as {
    rule_files?: string[];
    scrape_configs?: { job_name: string; static_configs?: { targets: string[] }[]; authorization?: { type?: string; credentials_file?: string } }[];
  };
  // In production every server answers /metrics only to METRICS_TOKEN: a job without it would see 401s only.
  for (const job of prometheus.scrape_configs ?? []) {
    if ((job.authorization?.type ?? 'Bearer') !== 'Bearer' || !job.authorization?.credentials_file) problems.push(`prometheus.yml: job ${job.job_name} sends no bearer token (METRICS_TOKEN) with its scrapes`);
  }
  const compose = parse(composeText) as { services: Record<string, { environment?: Record<string, unknown>; expose?: string[] }> };
  if (!prometheus.rule_files?.some((file) => file.endsWith('/rules.yaml'))) problems.push('prometheus.yml does not load rules.yaml');
  const targets = (prometheus.scrape_configs ?? []).flatMap((job) => (job.static_configs ?? []).flatMap((c) => c.targets));
  // Every server of the shop: the services that answer HTTP on a PORT of their own (the proxy only forwards).
  const servers = Object.entries(compose.services).filter(([name, service]) => name !== 'proxy' && service.environment?.PORT !== undefined);
  for (const [name, service] of servers) {
    const wanted = `${name}:${String(service.environment!.PORT)}`;
    if (!targets.includes(wanted)) problems.push(`prometheus.yml does not scrape ${wanted}`);
  }
  for (const target of targets) {
    if (!servers.some(([name, service]) => target === `${name}:${String(service.environment!.PORT)}`)) problems.push(`prometheus.yml scrapes ${target}, which compose does not serve`);
  }
  return problems;
};

/** Each PodMonitor's endpoint scrapes with METRICS_TOKEN of the Secret the servers read it from. */
const podMonitorProblems = (text: string): string[] =>
  parseAllDocuments(text)
    .map((doc) => doc.toJS() as { kind?: string; metadata?: { name?: string }; spec?: { podMetricsEndpoints?: { path?: string; authorization?: { type?: string; credentials?: { name?: string; key?: string } } }[] } })
    .filter((doc) => doc.kind === 'PodMonitor')
    .flatMap((monitor) =>
      (monitor.spec?.podMetricsEndpoints ?? [])
        .filter((endpoint) => endpoint.authorization?.credentials?.key !== 'METRICS_TOKEN' || (endpoint.authorization.type ?? 'Bearer') !== 'Bearer')
        .map((endpoint) => `pod-monitors.yaml: PodMonitor ${monitor.metadata?.name} scrapes ${endpoint.path ?? '/metrics'} without the bearer token METRICS_TOKEN`),
    );

export const monitoringProblems = (files: MonitoringFiles): string[] => {
  const problems: string[] = [];
  const plain = parse(files.rules) as { groups: Group[] };
  const operator = parseAllDocuments(files.prometheusRule).map((doc) => doc.toJS() as { kind?: string; spec?: { groups?: Group[] } });
  const rule = operator.find((doc) => doc.kind === 'PrometheusRule');
  if (!rule) problems.push('prometheus-rule.yaml holds no PrometheusRule');
  else if (!isDeepStrictEqual(rule.spec?.groups, plain.groups)) problems.push('prometheus-rule.yaml and rules.yaml differ: the PrometheusRule must carry the same groups');
  problems.push(...ruleProblems(plain.groups ?? []));
  problems.push(...dashboardProblems(files.dashboard));
  const kustomization = parse(files.kustomization) as Kustomization;
  const listed = [...(kustomization.resources ?? []), ...(kustomization.configMapGenerator ?? []).flatMap((g) => g.files ?? [])];
  for (const file of listed) if (!isFile(`${DIR}/${file}`)) problems.push(`kustomization.yaml names ${file}, which is not there`);
  for (const file of ['prometheus-rule.yaml', 'shop-dashboard.json']) if (!listed.includes(file)) problems.push(`kustomization.yaml leaves out ${file}`);
  problems.push(...scrapeProblems(files.prometheus, files.compose));
  problems.push(...podMonitorProblems(files.podMonitors));
  for (const [file, text] of [['prometheus-rule.yaml', files.prometheusRule], ['pod-monitors.yaml', files.podMonitors]] as const) {
    problems.push(...manifestSchemaProblems(parseAllDocuments(text).map((doc) => doc.toJS() as Record<string, unknown>), file));
  }
  return problems;
};
