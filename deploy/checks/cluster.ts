// What a cluster needs of the shop beyond its servers' settings: the way in (HTTPRoutes on a Gateway under TLS,
// bodies up to the upload limit), surviving a node's loss (PodDisruptionBudgets, topology spread), who may talk to
// whom (NetworkPolicies, tried on sample pods and addresses), and images pinned by digest in the release overlay.
// Pods are typed by the Kubernetes models (the same package whose schemas checked them); the rest by what is read.
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PolicyRule {
  from?: Peer[];
  to?: Peer[];
  ports?: { protocol?: string; port?: number | string }[];
}
export type Container = IContainer;
export type PodSpec = IPodSpec;
export type Probe = IProbe;
interface Listener {
  name?: string;
  protocol?: string;
  port?: number;
  hostname?: string;
  tls?: { certificateRefs?: { name?: string }[] };
}
interface ParentRef {
  name?: string;
  sectionName?: string;
}
interface RouteRule {
  matches?: { path?: { type?: string; value?: string } }[];
  backendRefs?: { name?: string; port?: number }[];
}
/** The fields of any resource these checks read. */
export interface Resource {
  kind?: string;
  metadata?: { name?: string; namespace?: string; labels?: Labels; annotations?: Labels };
  data?: Labels;
  stringData?: Labels;
  spec?: {
    replicas?: number;
    selector?: Selector & Labels;
    template?: { metadata?: { labels?: Labels }; spec?: PodSpec };
    jobTemplate?: { spec?: { template?: { metadata?: { labels?: Labels }; spec?: PodSpec } } };
    ports?: { name?: string; port: number; targetPort?: number | string }[];
    scaleTargetRef?: { kind?: string; name?: string };
    minReplicas?: number;
    maxReplicas?: number;
    metrics?: { type?: string; resource?: { name?: string } }[];
    schedule?: string;
    concurrencyPolicy?: string;
    accessModes?: string[];
    maxUnavailable?: number | string;
    minAvailable?: number | string;
    podSelector?: Selector;
    policyTypes?: string[];
    ingress?: PolicyRule[];
    egress?: PolicyRule[];
    gatewayClassName?: string;
    listeners?: Listener[];
    parentRefs?: ParentRef[];
    hostnames?: string[];
    rules?: RouteRule[];
    targetRef?: { kind?: string; name?: string };
    body?: { maxSize?: string };
  };
}

/** The pod specs of a workload (a Deployment's or Job's template, a CronJob's job template). */
export const podSpecOf = (resource: Resource): PodSpec | undefined => resource.spec?.template?.spec ?? resource.spec?.jobTemplate?.spec?.template?.spec;

const named = (resources: Resource[], kind: string, name: string | undefined) => resources.find((r) => r.kind === kind && r.metadata?.name === name);

/** Whether a label selector selects these labels (an empty one selects everything). */
const selects = (selector: Selector | undefined, labels: Labels): boolean => {
  if (!selector) return false;
  const plain = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  return (
    plain &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      if (operator === 'In') return values.includes(labels[key] ?? '\0');
      if (operator === 'NotIn') return !values.includes(labels[key] ?? '\0');
      if (operator === 'Exists') return key in labels;
      if (operator === 'DoesNotExist') return !(key in labels);
      return false;
    })
  );
};

// ---- Disruptions: a budget and a spread for every Deployment.

const HOSTNAME = 'kubernetes.io/hostname';
const ZONE = 'topology.kubernetes.io/zone';

export const disruptionProblems = (resources: Resource[]): string[] => {
  const problems: string[] = [];
  for (const deployment of resources.filter((r) => r.kind === 'Deployment')) {
    const name = deployment.metadata?.name ?? '';
    const what = `Deployment ${name}`;
    const labels = deployment.spec?.template?.metadata?.labels ?? {};
    const hpa = resources.find((r) => r.kind === 'HorizontalPodAutoscaler' && r.spec?.scaleTargetRef?.name === name);
    const fewest = hpa?.spec?.minReplicas ?? deployment.spec?.replicas ?? 1;
    const budgets = resources.filter((r) => r.kind === 'PodDisruptionBudget' && Object.keys(r.spec?.selector?.matchLabels ?? {}).length > 0 && selects(r.spec?.selector, labels));
    if (budgets.length === 0) problems.push(`${what}: no PodDisruptionBudget selects its pods (a node drain may stop them all at once)`);
    for (const budget of budgets) {
      const { maxUnavailable, minAvailable } = budget.spec ?? {};
      const blocks =
        maxUnavailable !== undefined
          ? maxUnavailable === 0 || maxUnavailable === '0%'
          : typeof minAvailable === 'number'
            ? minAvailable >= fewest
            : minAvailable === '100%';
      if (blocks) problems.push(`PodDisruptionBudget ${budget.metadata?.name}: lets none of ${name}'s ${fewest} pods go, so a node drain would hang`);
      if (maxUnavailable === undefined && minAvailable === undefined) problems.push(`PodDisruptionBudget ${budget.metadata?.name}: neither maxUnavailable nor minAvailable`);
    }
    if (fewest < 2) problems.push(`${what}: at least ${fewest} replica; two keep it up through a node's loss`);

    const spread = deployment.spec?.template?.spec?.topologySpreadConstraints ?? [];
    const own = (key: string) => spread.find((c) => c.topologyKey === key && selects(c.labelSelector, labels));
    for (const constraint of spread) {
      if (!selects(constraint.labelSelector, labels)) problems.push(`${what}: the spread over ${constraint.topologyKey} counts other pods than its own`);
    }
    const nodes = own(HOSTNAME);
    if (!nodes) problems.push(`${what}: no topology spread over nodes (${HOSTNAME}): its replicas may all share one node`);
    else if (nodes.whenUnsatisfiable === 'DoNotSchedule' && nodes.nodeTaintsPolicy !== 'Honor') {
      problems.push(`${what}: the spread over nodes counts cordoned nodes (nodeTaintsPolicy: Honor), so a drain leaves new pods Pending`);
    }
    const zones = own(ZONE);
    if (!zones) problems.push(`${what}: no topology spread over zones (${ZONE})`);
    else if (zones.whenUnsatisfiable !== 'ScheduleAnyway') {
      problems.push(`${what}: the spread over zones is ${zones.whenUnsatisfiable ?? 'DoNotSchedule'}: on nodes without a zone label (one zone, one node) its pods would never schedule; ScheduleAnyway`);
    }
  }
  return problems;
};

// ---- NetworkPolicies, tried on the shop's pods and a few sample addresses.

interface Pod {
  name: string;
  namespace: string;
  labels: Labels;
  ports: Record<string, number>;
}
type Destination = { pod: Pod; port: number } | { ip: string; port: number };
const NAMESPACE = 'inercise';

const ipToNumber = (ip: string) => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
const inCidr = (ip: string, cidr: string) => {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipToNumber(ip) / size) === Math.floor(ipToNumber(base) / size);
};

const portMatches = (rule: PolicyRule, port: number, ports: Record<string, number>) =>
  !rule.ports || rule.ports.length === 0 || rule.ports.some((p) => (p.protocol ?? 'TCP') === 'TCP' && (p.port === undefined || p.port === port || (typeof p.port === 'string' && ports[p.port] === port)));

const peerMatches = (peer: Peer, other: { pod: Pod } | { ip: string }) => {
  if ('ip' in other) return peer.ipBlock !== undefined && inCidr(other.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((cidr) => inCidr(other.ip, cidr));
  if (peer.ipBlock) return false;
  const namespaceLabels = { 'kubernetes.io/metadata.name': other.pod.namespace };
  const namespaceOk = peer.namespaceSelector ? selects(peer.namespaceSelector, namespaceLabels) : other.pod.namespace === NAMESPACE;
  return namespaceOk && (peer.podSelector ? selects(peer.podSelector, other.pod.labels) : true);
};

export const networkProblems = (resources: Resource[]): string[] => {
  const problems: string[] = [];
  const policies = resources.filter((r) => r.kind === 'NetworkPolicy');
  const applying = (pod: Pod, type: 'Ingress' | 'Egress') =>
    pod.namespace === NAMESPACE ? policies.filter((p) => selects(p.spec?.podSelector, pod.labels) && (p.spec?.policyTypes ?? ['Ingress']).includes(type)) : [];
  /** Whether the policies of `pod` let a connection out to `peer` (Egress) or in from it (Ingress) on `port`. */
  const allowed = (pod: Pod, type: 'Ingress' | 'Egress', port: number, peer: { pod: Pod } | { ip: string }) => {
    const isolating = applying(pod, type);
    const ports = type === 'Ingress' ? pod.ports : 'pod' in peer ? peer.pod.ports : {};
    return isolating.length === 0 || isolating.some((p) => (p.spec?.[type === 'Ingress' ? 'ingress' : 'egress'] ?? []).some((rule) => {
      const peers = type === 'Ingress' ? rule.from : rule.to;
      return portMatches(rule, port, ports) && (!peers || peers.length === 0 || peers.some((candidate) => peerMatches(candidate, peer)));
    }));
  };
  const ingressAllowed = (to: Pod, port: number, from: { pod: Pod } | { ip: string }) => allowed(to, 'Ingress', port, from);
  const reaches = (from: Pod, to: Destination) => allowed(from, 'Egress', to.port, to) && ('pod' in to ? to.pod.namespace !== NAMESPACE || ingressAllowed(to.pod, to.port, { pod: from }) : true);

  if (!policies.some((p) => Object.keys(p.spec?.podSelector ?? { none: 1 }).length === 0 && ['Ingress', 'Egress'].every((t) => p.spec?.policyTypes?.includes(t)) && !p.spec?.ingress?.length && !p.spec?.egress?.length)) {
    problems.push('NetworkPolicy: no default deny (podSelector {}, policyTypes Ingress and Egress, no rules): every pod may reach anything');
  }

  const pods: Pod[] = [];
  for (const resource of resources) {
    const labels = resource.spec?.template?.metadata?.labels ?? resource.spec?.jobTemplate?.spec?.template?.metadata?.labels;
    if (!labels || !['Deployment', 'Job', 'CronJob'].includes(resource.kind ?? '')) continue;
    const ports = Object.fromEntries((resource.spec?.template?.spec?.containers ?? []).flatMap((c) => c.ports ?? []).map((p) => [p.name ?? String(p.containerPort), p.containerPort]));
    pods.push({ name: resource.metadata?.name ?? '', namespace: NAMESPACE, labels, ports });
  }
  const pod = (name: string) => pods.find((p) => p.name === name);
  const http = (target: Pod): Destination => ({ pod: target, port: target.ports.http ?? 0 });
  const api = pod('api');
  const web = pods.filter((p) => p.labels['app.kubernetes.io/component'] === 'web');
  const database = { ip: '10.20.30.40', port: 5432 };
  const smtp = { ip: '203.0.113.25', port: 587 };
  const tpay = { ip: '198.51.100.80', port: 443 };
  const elsewhere = [
    { ip: '203.0.113.99', port: 8080 },
    { ip: '10.20.30.41', port: 443 },
  ];
  const show = (to: Destination) => ('pod' in to ? `${to.pod.name}:${to.port}` : `${to.ip}:${to.port}`);

  if (api) {
    for (const [to, what] of [
      [database, 'PostgreSQL'],
      [smtp, 'the mail server'],
      [tpay, 'Tpay'],
    ] as const) {
      if (!reaches(api, to)) problems.push(`NetworkPolicy: the API cannot reach ${what} (${show(to)})`);
    }
    for (const to of [...elsewhere, ...web.map(http)]) if (reaches(api, to)) problems.push(`NetworkPolicy: the API may reach ${show(to)}, beyond PostgreSQL, SMTP and Tpay`);
    if (ingressAllowed(api, api.ports.http ?? 0, { ip: '203.0.113.7' })) problems.push('NetworkPolicy: the API takes connections from anywhere, not only through the gateway');
    const prometheus: Pod = { name: 'prometheus', namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' }, ports: {} };
    if (!ingressAllowed(api, api.ports.http ?? 0, { pod: prometheus })) problems.push('NetworkPolicy: Prometheus (namespace monitoring) cannot scrape the API');
  }
  // The object storage of the kept releases: a service's https on a public address (a policy names no host).
  const releaseStore = { ip: '198.51.100.90', port: 443 };
  for (const server of web) {
    if (api && !reaches(server, http(api))) problems.push(`NetworkPolicy: ${server.name} cannot reach the API`);
    if (!reaches(server, releaseStore)) problems.push(`NetworkPolicy: ${server.name} cannot reach the object storage of its releases (${show(releaseStore)})`);
    for (const to of [database, smtp, ...elsewhere]) if (reaches(server, to)) problems.push(`NetworkPolicy: ${server.name} may reach ${show(to)}; a web server reaches only the API and its releases' object storage`);
    for (const other of web.filter((p) => p !== server)) {
      const allowed = server.name === 'shell';
      if (reaches(server, http(other)) !== allowed) problems.push(`NetworkPolicy: ${server.name} ${allowed ? 'cannot reach' : 'may reach'} ${other.name}${allowed ? ' (the first screens)' : ''}`);
    }
  }
  for (const name of ['mail-worker', 'inercise-migrate', 'inercise-backup']) {
    const client = pod(name);
    if (client && !reaches(client, database)) problems.push(`NetworkPolicy: ${name} cannot reach PostgreSQL (${show(database)})`);
  }
  // The pooler, when there is one: the API and the mail worker reach it, it reaches PostgreSQL, and nothing else.
  const pooler = pod('pgbouncer');
  if (pooler) {
    const to: Destination = { pod: pooler, port: pooler.ports.postgresql ?? 6432 };
    for (const name of ['api', 'mail-worker']) {
      const client = pod(name);
      if (client && !reaches(client, to)) problems.push(`NetworkPolicy: ${name} cannot reach pgbouncer (${show(to)})`);
    }
    for (const server of web) if (reaches(server, to)) problems.push(`NetworkPolicy: ${server.name} may reach pgbouncer`);
    if (!reaches(pooler, database)) problems.push(`NetworkPolicy: pgbouncer cannot reach PostgreSQL (${show(database)})`);
    for (const other of [smtp, tpay, ...elsewhere]) if (reaches(pooler, other)) problems.push(`NetworkPolicy: pgbouncer may reach ${show(other)}, beyond PostgreSQL`);
  }
  const worker = pod('mail-worker');
  if (worker && !reaches(worker, smtp)) problems.push(`NetworkPolicy: mail-worker cannot reach the mail server (${show(smtp)})`);

  for (const gateway of resources.filter((r) => r.kind === 'Gateway')) {
    const proxy: Pod = { name: `gateway ${gateway.metadata?.name}`, namespace: NAMESPACE, labels: { 'gateway.networking.k8s.io/gateway-name': gateway.metadata?.name ?? '' }, ports: {} };
    for (const listener of gateway.spec?.listeners ?? []) {
      if (!ingressAllowed(proxy, listener.port ?? 0, { ip: '203.0.113.7' })) problems.push(`NetworkPolicy: the gateway's proxy takes no connections on ${listener.port} (listener ${listener.name})`);
    }
    for (const server of [...(api ? [api] : []), ...web]) if (!reaches(proxy, http(server))) problems.push(`NetworkPolicy: the gateway cannot reach ${server.name}`);
  }
  return problems;
};

// ---- The way in: HTTPRoutes on the Gateway, under TLS, with bodies up to the upload limit.

const nginxSize = (value: string | undefined): number | null => {
  const match = /^(\d+)([kKmMgG]?)$/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 1024 ** ' kmg'.indexOf((match[2] || ' ').toLowerCase());
};

const hostMatches = (listener: string | undefined, host: string) =>
  listener === undefined || listener === host || (listener.startsWith('*.') && host.endsWith(listener.slice(1)) && !host.slice(0, -listener.length + 1).includes('.'));

export interface PublicAddress {
  url: string;
  host: string;
  /** The Deployment the address belongs to. */
  target: string;
}

export const routeProblems = (resources: Resource[], addresses: PublicAddress[], serviceOf: (deployment: string) => Resource | undefined, uploadLimitBytes: number): string[] => {
  const problems: string[] = [];
  for (const ingress of resources.filter((r) => r.kind === 'Ingress')) problems.push(`Ingress ${ingress.metadata?.name}: the ingress-nginx project is retired; route with HTTPRoutes on a Gateway`);
  const gateways = resources.filter((r) => r.kind === 'Gateway');
  if (gateways.length === 0) problems.push('deploy/k8s: no Gateway (the component gateway-nginx, or one for the cluster\'s own implementation)');
  const routes = resources.filter((r) => r.kind === 'HTTPRoute');
  const listenersOf = (route: Resource) =>
    (route.spec?.parentRefs ?? []).flatMap((ref) => {
      const gateway = named(gateways, 'Gateway', ref.name);
      if (!gateway) {
        problems.push(`HTTPRoute ${route.metadata?.name}: attaches to Gateway ${ref.name}, which is not in the kustomization`);
        return [];
      }
      const listeners = (gateway.spec?.listeners ?? []).filter((l) => ref.sectionName === undefined || l.name === ref.sectionName);
      if (listeners.length === 0) problems.push(`HTTPRoute ${route.metadata?.name}: Gateway ${ref.name} has no listener ${ref.sectionName}`);
      return listeners.map((listener) => ({ gateway, listener }));
    });

  for (const { url, host, target } of addresses) {
    const route = routes.find((r) => (r.spec?.hostnames ?? []).includes(host));
    const service = serviceOf(target);
    if (!route) {
      problems.push(`HTTPRoute: ${host} (${url}) is routed by none`);
      continue;
    }
    const what = `HTTPRoute ${route.metadata?.name}`;
    const root = (route.spec?.rules ?? []).find((rule) => !rule.matches?.length || rule.matches.some((m) => (m.path?.type ?? 'PathPrefix') === 'PathPrefix' && (m.path?.value ?? '/') === '/'));
    const backend = root?.backendRefs?.[0];
    if (!backend || backend.name !== service?.metadata?.name) problems.push(`${what}: ${host} (${url}) does not route / to ${target}'s Service`);
    else if (!service?.spec?.ports?.some((p) => p.port === backend.port)) problems.push(`${what}: ${host} routes to port ${backend.port}, which Service ${backend.name} does not have`);
    // Prometheus reads /metrics from the pods: the Gateway answers it itself (a rule without backends), never forwards it.
    const metricsRule = (route.spec?.rules ?? []).find((rule) => rule.matches?.some((m) => m.path?.type === 'PathPrefix' && m.path.value === '/metrics'));
    if (!metricsRule || (metricsRule.backendRefs ?? []).length > 0) problems.push(`${what}: ${host} forwards /metrics (a PathPrefix /metrics rule without backendRefs keeps it inside the cluster)`);
    const attached = listenersOf(route);
    for (const { gateway, listener } of attached) {
      if (listener.protocol !== 'HTTPS') problems.push(`${what}: attached to the ${listener.protocol} listener ${listener.name} of Gateway ${gateway.metadata?.name}: ${host} would be served without TLS`);
    }
    if (!attached.some(({ listener }) => listener.protocol === 'HTTPS' && hostMatches(listener.hostname, host) && (listener.tls?.certificateRefs ?? []).length > 0)) {
      problems.push(`${what}: ${host} is not under TLS (no HTTPS listener with a certificate for it)`);
    }
    if (!url.startsWith('https:')) problems.push(`deploy/k8s: ${url} is not https`);
  }

  for (const gateway of gateways) {
    const what = `Gateway ${gateway.metadata?.name}`;
    const annotations = gateway.metadata?.annotations ?? {};
    const issuer = annotations['cert-manager.io/issuer'];
    const clusterIssuer = annotations['cert-manager.io/cluster-issuer'];
    if (!issuer && !clusterIssuer) problems.push(`${what}: no cert-manager annotation (cert-manager.io/issuer): nothing issues its certificates`);
    if (issuer && !named(resources, 'Issuer', issuer)) problems.push(`${what}: cert-manager.io/issuer names ${issuer}, which is not in the kustomization`);
    // The body limit of the implementation: NGINX Gateway Fabric's is nginx's 1 MB unless a policy raises it.
    const apiAddress = addresses.find((a) => a.target === 'api');
    const apiRoute = routes.find((r) => apiAddress && (r.spec?.hostnames ?? []).includes(apiAddress.host));
    if (gateway.spec?.gatewayClassName === 'nginx') {
      const policies = resources.filter(
        (r) => r.kind === 'ClientSettingsPolicy' && ((r.spec?.targetRef?.kind === 'HTTPRoute' && r.spec.targetRef.name === apiRoute?.metadata?.name) || (r.spec?.targetRef?.kind === 'Gateway' && r.spec.targetRef.name === gateway.metadata?.name)),
      );
      // A route's policy wins over the Gateway's.
      const policy = policies.find((p) => p.spec?.targetRef?.kind === 'HTTPRoute') ?? policies[0];
      const size = nginxSize(policy?.spec?.body?.maxSize);
      if (!policy) problems.push(`${what} (NGINX Gateway Fabric): no ClientSettingsPolicy raises the 1 MB body limit on the API's route; the back office's pictures (up to ${uploadLimitBytes} bytes) would be refused`);
      else if (size === null || size < uploadLimitBytes) problems.push(`ClientSettingsPolicy ${policy.metadata?.name}: body.maxSize ${policy.spec?.body?.maxSize} is below the API's upload limit of ${uploadLimitBytes} bytes`);
    } else problems.push(`${what}: gatewayClassName ${gateway.spec?.gatewayClassName}, whose request-body limit this check does not know (nginx: ClientSettingsPolicy)`);
  }
  return problems;
};

// ---- Images by digest in the release overlay.

/** What the digest check reads of a kustomization's image rule (kustomize.ts reads them; this file is below it). */
export interface PinnedImage {
  name: string;
  newTag?: string;
  digest?: string;
}

export const digestProblems = (where: string, images: readonly PinnedImage[], names: readonly string[], built: { image?: string }[]): string[] => {
  const problems: string[] = [];
  for (const name of names) {
    const image = images.find((i) => i.name === `registry.example.com/inercise/${name}`);
    if (!image?.digest || !/^sha256:[0-9a-f]{64}$/.test(image.digest)) problems.push(`${where}: ${name} is not pinned by digest (digest: sha256:<64 hex>)`);
    else if (image.newTag) problems.push(`${where}: ${name} has both a tag and a digest; the digest alone says what runs`);
  }
  for (const { image } of built) if (image && !/@sha256:[0-9a-f]{64}$/.test(image)) problems.push(`${where}: ${image} runs by tag`);
  return problems;
};

// ---- PostgreSQL connections at the most every process may open at once.

/** A default PostgreSQL: max_connections 100, of which superuser_reserved_connections keeps 3. */
const POSTGRES_CONNECTIONS = 97;
/** pg-boss's own pool in every process that runs the mail queue (the API and the worker; outbox.ts). */
export const QUEUE_CONNECTIONS = 3;

export interface ConnectionUser {
  what: string;
  processes: number;
  /** Connections of one process. */
  each: number;
}

export const connectionBudgetProblems = (users: ConnectionUser[]): string[] => {
  const total = users.reduce((sum, user) => sum + user.processes * user.each, 0);
  if (total <= POSTGRES_CONNECTIONS) return [];
  const parts = users.map((user) => `${user.what} ${user.processes} × ${user.each}`).join(', ');
  return [`PostgreSQL connections: up to ${total} (${parts}) exceed the ${POSTGRES_CONNECTIONS} of a default server (max_connections 100, 3 reserved): lower DATABASE_POOL_MAX or maxReplicas, or put PgBouncer in between (deploy/README.md)`];
};

/**
 * Through PgBouncer: the API's and the mail workers' connections are PgBouncer's clients (all of them may land on one
 * replica, so each replica's max_client_conn must take them all); PostgreSQL sees each PgBouncer replica's pool and
 * reserve, and the direct users (the release Job, the backup) beside them.
 */
export const pooledBudgetProblems = (clients: ConnectionUser[], pooler: { replicas: number; clients: number; servers: number }, direct: ConnectionUser[]): string[] => {
  const problems: string[] = [];
  const wanted = clients.reduce((sum, user) => sum + user.processes * user.each, 0);
  const parts = (users: ConnectionUser[]) => users.map((user) => `${user.what} ${user.processes} × ${user.each}`).join(', ');
  if (wanted > pooler.clients) problems.push(`PgBouncer clients: up to ${wanted} (${parts(clients)}) exceed its max_client_conn ${pooler.clients}`);
  const total = pooler.replicas * pooler.servers + direct.reduce((sum, user) => sum + user.processes * user.each, 0);
  if (total > POSTGRES_CONNECTIONS) {
    problems.push(`PostgreSQL connections: up to ${total} (pgbouncer ${pooler.replicas} × ${pooler.servers}${direct.length > 0 ? `, ${parts(direct)}` : ''}) exceed the ${POSTGRES_CONNECTIONS} of a default server (max_connections 100, 3 reserved): lower default_pool_size or reserve_pool_size`);
  }
  return problems;
};
