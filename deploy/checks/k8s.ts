// deploy/k8s against the images, the servers' rules and itself: every Deployment's environment as its pods would
// get it (a Secret's values replaced by placeholders), probes on the container's port, the runtime config where
// the shell reads it, Services, autoscalers and the Ingress pointing at what exists.
import { posix } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { connectionBudgetProblems, pooledBudgetProblems, digestProblems, QUEUE_CONNECTIONS, type ConnectionUser, disruptionProblems, networkProblems, routeProblems, type Container, type PodSpec, type Probe, type Resource, podSpecOf, type PublicAddress } from './cluster.ts';
import { backupCommandProblems, isDailySchedule } from './backups.ts';
import type { Contracts, Env } from './contracts.ts';
import { commandProblems, readImage, type Image } from './images.ts';
import { build, canonical, collectFiles, type Kustomization, type KustomizeFiles } from './kustomize.ts';
import { MAIL_WORKER, workerRunProblems } from './mailWorker.ts';
import { manifestSchemaProblems } from './schemas.ts';
import { clientLimitOf, parsePgBouncerIni, pgBouncerProblems, serverConnectionsOf } from './pgbouncer.ts';
import { deployables, isFile, readText, remotes, type Deployable } from './repo.ts';
import { addressProblems, botCheckProblems, originOfUrl, placeholder, probeProblems, publicAddressesOf, runtimeConfigOf, type RuntimeConfig } from './urls.ts';

/** The release overlay beside deploy/k8s: the shop with every image by digest. */
const RELEASE_OVERLAY = '../overlays/release';
/** The Gateway's example: a component of the shop. */
const GATEWAY = 'gateway-nginx';
/** The connection pooler's Deployment (pgbouncer.yaml). */
const PGBOUNCER = 'pgbouncer';

/** deploy/k8s files (and the overlays beside it) by their path relative to deploy/k8s. */
export type K8sFiles = KustomizeFiles;

/** The kustomizations the checks build: the shop, the release step, the worker component, the release overlays. */
const ROOTS = ['kustomization.yaml', 'release/kustomization.yaml', `${MAIL_WORKER}/kustomization.yaml`, `${RELEASE_OVERLAY}/kustomization.yaml`, `${RELEASE_OVERLAY}/migrate/kustomization.yaml`];

export const readK8sFiles = (): K8sFiles => {
  const files = collectFiles(ROOTS, (path) => {
    const file = posix.join('deploy/k8s', path);
    return isFile(file) ? readText(file) : undefined;
  });
  const example = 'deploy/k8s/secret.example.yaml';
  if (isFile(example)) files.set('secret.example.yaml', readText(example));
  return files;
};

// A tag (the shop as applied by hand) or a digest (the release overlay).
const IMAGE = /^registry\.example\.com\/inercise\/([\w-]+)(?::([\w.-]+)|@(sha256:[0-9a-f]{64}))$/;

export const k8sProblems = (files: K8sFiles, contracts: Contracts): string[] => {
  const problems: string[] = [];
  const load = (dir: string, adjust?: { add?: string[]; drop?: string[] }) => {
    const result = build(files, dir, adjust);
    problems.push(...result.problems, ...manifestSchemaProblems(result.resources, `deploy/k8s/${dir}`));
    return { kustomization: result.kustomization, resources: result.resources as unknown as Resource[] };
  };
  const rootKustomization = (parse(files.get('kustomization.yaml') ?? '') ?? {}) as Kustomization;
  for (const component of rootKustomization.components ?? []) {
    if (![MAIL_WORKER, GATEWAY].includes(posix.normalize(component))) problems.push(`deploy/k8s/kustomization.yaml: component ${component} is not one this check knows`);
  }
  const workerEnabled = (rootKustomization.components ?? []).some((component) => posix.normalize(component) === MAIL_WORKER);
  // The mail worker on its own: a component the shop may list. Checked either way, as the shop would run with it.
  const base = load('.', { drop: [MAIL_WORKER] });
  const scaled = files.has(`${MAIL_WORKER}/kustomization.yaml`) ? load('.', { add: [MAIL_WORKER] }).resources : base.resources;
  const release = load('release');
  const main = { kustomization: base.kustomization, resources: workerEnabled ? scaled : base.resources };
  const all = [...main.resources, ...release.resources];
  const named = (kind: string, name: string | undefined) => all.find((r) => r.kind === kind && r.metadata?.name === name);
  /** The Service selecting a Deployment's pods. */
  const serviceFor = (deployment: string) => {
    const labels = named('Deployment', deployment)?.spec?.template?.metadata?.labels ?? {};
    return all.find((r) => r.kind === 'Service' && Object.keys(r.spec?.selector ?? {}).length > 0 && Object.entries(r.spec?.selector ?? {}).every(([k, v]) => labels[k] === v));
  };

  const namespace = main.kustomization.namespace;
  if (!namespace || !named('Namespace', namespace)) problems.push(`deploy/k8s/kustomization.yaml: no Namespace resource for namespace ${namespace ?? '(unset)'}`);
  if (release.kustomization.namespace !== namespace) problems.push(`deploy/k8s/release/kustomization.yaml: namespace ${release.kustomization.namespace}, not ${namespace}`);

  // The Secret's keys, from its example; its values must be placeholders.
  const secretExample = files.get('secret.example.yaml');
  const secrets = new Map<string, Set<string>>();
  /** The example's values, by Secret and key (placeholders in them). */
  const secretValues = new Map<string, string>();
  if (secretExample === undefined) problems.push('deploy/k8s/secret.example.yaml is missing');
  else {
    const examples = parseAllDocuments(secretExample).map((doc) => doc.toJS() as Resource);
    problems.push(...manifestSchemaProblems(examples as Record<string, unknown>[], 'deploy/k8s/secret.example.yaml'));
    for (const secret of examples) {
      const data = { ...secret.stringData, ...secret.data };
      secrets.set(secret.metadata?.name ?? '', new Set(Object.keys(data)));
      for (const [key, value] of Object.entries(data)) secretValues.set(`${secret.metadata?.name ?? ''}/${key}`, value);
      for (const [key, value] of Object.entries(data)) if (!/<[^>]+>/.test(value)) problems.push(`deploy/k8s/secret.example.yaml: ${key} holds a value, not a <placeholder>`);
    }
  }

  // Images: one per deployable, the tag set in the kustomizations (the API's the same in both).
  const tags = new Map((main.kustomization.images ?? []).map((image) => [image.name, image.newTag]));
  for (const image of release.kustomization.images ?? []) {
    if (tags.get(image.name) !== image.newTag) problems.push(`deploy/k8s/release/kustomization.yaml: ${image.name}:${image.newTag}, the shop runs ${tags.get(image.name) ?? 'none'}`);
  }

  const imageOf = (container: Container, what: string): Image | null => {
    const match = IMAGE.exec(container.image ?? '');
    if (!match || !deployables.includes(match[1] as Deployable)) {
      problems.push(`${what}: image ${container.image} is not registry.example.com/inercise/<deployable>:<tag>`);
      return null;
    }
    if (!tags.has(`registry.example.com/inercise/${match[1]}`)) problems.push(`${what}: ${match[1]} has no tag in deploy/k8s/kustomization.yaml images`);
    return readImage(match[1] as Deployable);
  };

  /** A container's environment as the pod gets it: image ENV, envFrom, env. */
  const environment = (container: Container, image: Image | null, what: string): Env => {
    const env: Env = { ...(image?.env ?? {}) };
    for (const from of container.envFrom ?? []) {
      if (from.configMapRef) {
        const map = named('ConfigMap', from.configMapRef.name);
        if (!map) problems.push(`${what}: envFrom names ConfigMap ${from.configMapRef.name}, which is not in the kustomization`);
        Object.assign(env, map?.data ?? {});
      }
      if (from.secretRef) problems.push(`${what}: envFrom a whole Secret hides which variables it sets: use secretKeyRef`);
    }
    for (const variable of container.env ?? []) {
      const secret = variable.valueFrom?.secretKeyRef;
      const map = variable.valueFrom?.configMapKeyRef;
      if (secret) {
        if (!secrets.get(secret.name ?? '')?.has(secret.key)) problems.push(`${what}: ${variable.name} reads ${secret.name}/${secret.key}, which secret.example.yaml does not list`);
        // An optional key may be absent: the check assumes the worst.
        env[variable.name] = secret.optional ? undefined : placeholder(variable.name);
      } else if (map) env[variable.name] = named('ConfigMap', map.name)?.data?.[map.key];
      else env[variable.name] = variable.value;
    }
    return env;
  };

  const portOf = (container: Container, port: number | string | undefined): number | null => {
    if (typeof port === 'number') return port;
    const found = container.ports?.find((p) => p.name === port);
    return found ? found.containerPort : null;
  };

  const podProblems = (spec: PodSpec | undefined, what: string, serverKind: 'api' | 'web' | 'release'): { container: Container; image: Image | null; env: Env }[] => {
    const result: { container: Container; image: Image | null; env: Env }[] = [];
    if (!spec) {
      problems.push(`${what}: no pod template`);
      return result;
    }
    const podSecurity = spec.securityContext ?? {};
    const emptyDirs = new Set((spec.volumes ?? []).filter((v) => v.emptyDir || v.persistentVolumeClaim).map((v) => v.name));
    for (const volume of spec.volumes ?? []) {
      const claim = volume.persistentVolumeClaim?.claimName;
      if (volume.persistentVolumeClaim && !named('PersistentVolumeClaim', claim)) problems.push(`${what}: volume ${volume.name} claims ${claim}, which no PersistentVolumeClaim defines`);
      // Many clusters have no storage class for it: the claim would stay Pending and the pods with it.
      const modes = named('PersistentVolumeClaim', claim)?.spec?.accessModes ?? [];
      if (modes.some((mode) => mode !== 'ReadWriteOnce' && mode !== 'ReadWriteOncePod')) problems.push(`${what}: volume ${volume.name} needs ${modes.join(', ')} storage; only ReadWriteOnce is everywhere`);
    }
    for (const container of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) {
      const where = `${what} container ${container.name}`;
      const image = imageOf(container, where);
      const env = environment(container, image, where);
      result.push({ container, image, env });
      const security = { ...podSecurity, ...container.securityContext };
      if (security.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot is not set`);
      // The images' USER is a name (node): the kubelet can only check a number.
      if (!Number.isInteger(security.runAsUser) || security.runAsUser === 0) problems.push(`${where}: runAsUser should be the image user's number (1000)`);
      if (container.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem is not set`);
      const writable = new Set((container.volumeMounts ?? []).filter((m) => emptyDirs.has(m.name)).map((m) => m.mountPath));
      if (!writable.has('/tmp')) problems.push(`${where}: /tmp is not a writable volume (the root file system is read-only)`);
      if (serverKind === 'api' && env.DATA_DIR && !writable.has(env.DATA_DIR)) problems.push(`${where}: DATA_DIR ${env.DATA_DIR} is not a writable volume`);
      // Kept releases every replica reaches without a shared disk: object storage, copied into a writable folder.
      if (serverKind === 'web' && !env.RELEASES_S3_BUCKET) problems.push(`${where}: no RELEASES_S3_BUCKET (each deploy would lose the releases before it)`);
      if (serverKind === 'web' && env.RELEASES_S3_BUCKET && !writable.has(env.RELEASES_CACHE_DIR ?? '')) {
        problems.push(`${where}: RELEASES_CACHE_DIR ${env.RELEASES_CACHE_DIR ?? '(unset)'} is not a writable volume (the copy of the kept releases)`);
      }
      if (image && container.command) problems.push(...commandProblems(image, [...container.command, ...(container.args ?? [])], container.workingDir ?? image.workdir, where));
      if (serverKind === 'release') continue;

      const port = Number(env.PORT);
      const http = container.ports?.find((p) => p.containerPort === port);
      if (!http) problems.push(`${where}: no containerPort for PORT ${env.PORT}`);
      const served = contracts.routes[serverKind];
      const probes: [keyof Container, string | undefined][] = [
        ['readinessProbe', '/health/ready'],
        ['livenessProbe', '/health/live'],
        ['startupProbe', undefined],
      ];
      for (const [name, expected] of probes) {
        const probe = container[name] as Probe | undefined;
        if (!probe) {
          if (expected) problems.push(`${where}: no ${name}`);
          continue;
        }
        problems.push(...probeProblems(`${where} ${name}`, probe.httpGet?.path, served, expected));
        const probePort = portOf(container, probe.httpGet?.port);
        if (probePort !== port) problems.push(`${where} ${name}: port ${probe.httpGet?.port} is ${probePort}, the server listens on ${port}`);
      }
      const preStop = container.lifecycle?.preStop;
      const sleepCommand = preStop?.exec?.command;
      const preStopMs = 1000 * (preStop?.sleep?.seconds ?? (sleepCommand?.[0] === 'sleep' ? Number(sleepCommand[1]) : 0));
      const graceMs = 1000 * (spec.terminationGracePeriodSeconds ?? 30);
      const shutdownMs = contracts.shutdownTimeoutMs(env);
      if (graceMs <= preStopMs + shutdownMs) problems.push(`${where}: terminationGracePeriodSeconds ${graceMs / 1000} s leaves no room for preStop ${preStopMs} ms + shutdown ${shutdownMs} ms`);
    }
    return result;
  };

  /** A Deployment on the API's image (the API, the mail worker) among `resources`: its container and environment. */
  const onApiImage = (resources: Resource[], name: string) => {
    const container = resources.find((r) => r.kind === 'Deployment' && r.metadata?.name === name)?.spec?.template?.spec?.containers?.[0];
    return container ? { container, env: environment(container, readImage('api'), `Deployment ${name}`) } : null;
  };

  /** The mail worker's Deployment on the API's image and settings, and the API leaving the mails to it. */
  const mailWorkerProblems = (): string[] => {
    const found: string[] = [];
    const what = `Deployment ${MAIL_WORKER}`;
    const plainApi = onApiImage(base.resources, 'api');
    if (!workerEnabled && plainApi?.env.MAIL_WORKER === 'off') found.push(`Deployment api: MAIL_WORKER=off, but no ${MAIL_WORKER} runs (components: [${MAIL_WORKER}]): nobody sends the mails`);
    if (!files.has(`${MAIL_WORKER}/kustomization.yaml`)) return found;
    const scaledApi = onApiImage(scaled, 'api');
    if (scaledApi && scaledApi.env.MAIL_WORKER !== 'off') found.push(`deploy/k8s/${MAIL_WORKER}: the API keeps sending mails itself (MAIL_WORKER=${scaledApi.env.MAIL_WORKER ?? 'on'}); the component sets it off`);
    const deployment = scaled.find((r) => r.kind === 'Deployment' && r.metadata?.name === MAIL_WORKER);
    if (!deployment) return [...found, `deploy/k8s/${MAIL_WORKER}: no Deployment ${MAIL_WORKER}`];
    const spec = deployment.spec?.template?.spec;
    const pods = podProblems(spec, what, 'release');
    if (pods.length !== 1) found.push(`${what}: ${pods.length} containers, one worker expected`);
    for (const { container, env } of pods) {
      const where = `${what} container ${container.name}`;
      if (plainApi && container.image !== plainApi.container.image) found.push(`${where}: image ${container.image}, the API runs ${plainApi.container.image}`);
      const graceSeconds = spec?.terminationGracePeriodSeconds ?? 30;
      const argv = [...(container.command ?? []), ...(container.args ?? [])];
      found.push(...contracts.workerProblems(env).map((problem) => `${where}: ${problem}`));
      found.push(...workerRunProblems(where, argv, env, scaledApi?.env, { ms: 1000 * graceSeconds, setting: `terminationGracePeriodSeconds ${graceSeconds} s` }, contracts));
      for (const name of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
        if (container[name]?.httpGet) found.push(`${where}: ${name} asks HTTP, which the worker does not serve`);
      }
    }
    if ((deployment.spec?.replicas ?? 1) < 2) found.push(`${what}: ${deployment.spec?.replicas ?? 1} replica; two keep mails going through a node's loss`);
    return found;
  };

  // Deployments, with their Services and autoscalers.
  const deployments = new Map<string, { container: Container; image: Image | null; env: Env }>();
  for (const name of deployables) {
    const deployment = named('Deployment', name);
    if (!deployment) {
      problems.push(`deploy/k8s: no Deployment ${name}`);
      continue;
    }
    const what = `Deployment ${name}`;
    const [first] = podProblems(deployment.spec?.template?.spec, what, name === 'api' ? 'api' : 'web');
    if (!first) continue;
    deployments.set(name, first);
    const image = IMAGE.exec(first.container.image ?? '')?.[1];
    if (image !== name) problems.push(`${what}: runs the ${image} image`);

    const service = serviceFor(name);
    if (!service) problems.push(`${what}: no Service selects its pods`);
    else {
      for (const port of service.spec?.ports ?? []) {
        const target = portOf(first.container, port.targetPort ?? port.port);
        if (target !== Number(first.env.PORT)) problems.push(`Service ${service.metadata?.name}: targetPort ${port.targetPort} is ${target}, the server listens on ${first.env.PORT}`);
      }
    }
    const hpa = all.find((r) => r.kind === 'HorizontalPodAutoscaler' && r.spec?.scaleTargetRef?.kind === 'Deployment' && r.spec.scaleTargetRef.name === name);
    if (hpa) {
      if (deployment.spec?.replicas !== undefined) problems.push(`${what}: sets replicas, which every apply would reset under its HorizontalPodAutoscaler`);
    } else if (name === 'api' || (remotes as readonly string[]).includes(name)) problems.push(`${what}: no HorizontalPodAutoscaler`);
  }

  // The servers' own rules on the environments.
  for (const [name, { env }] of deployments) problems.push(...(contracts.rulesOf(name)?.(env) ?? []).map((problem) => `Deployment ${name}: ${problem}`));
  const api = deployments.get('api');

  problems.push(...mailWorkerProblems());

  /** A Job's pod (the release step, the backup): restarting only on failure, each container the API image under the release rules. */
  const apiJobProblems = (spec: PodSpec | undefined, what: string) => {
    const steps = podProblems(spec, what, 'release');
    for (const { container, env, image } of steps) {
      problems.push(...contracts.releaseProblems(env).map((problem) => `${what} container ${container.name}: ${problem}`));
      if (image?.dir !== 'api') problems.push(`${what} container ${container.name}: not the API image`);
    }
    return steps;
  };

  // The migration Job: migrate, then seed, each with what the release commands need.
  const jobs = all.filter((r) => r.kind === 'Job');
  if (jobs.length === 0) problems.push('deploy/k8s/release: no migration Job');
  for (const job of jobs) {
    const what = `Job ${job.metadata?.name}`;
    const steps = apiJobProblems(job.spec?.template?.spec, what);
    const scripts = steps.map((step) => (step.container.command ?? []).join(' '));
    const migrateAt = scripts.findIndex((command) => /npm run migrate\b/.test(command));
    const seedAt = scripts.findIndex((command) => /npm run seed\b/.test(command));
    if (migrateAt < 0 || seedAt < 0 || seedAt < migrateAt) problems.push(`${what}: should run npm run migrate, then npm run seed (as init container, then container)`);
  }

  // The nightly backup: a CronJob on the API image writing onto a volume claim, keeping 14 days.
  const cronJobs = all.filter((r) => r.kind === 'CronJob');
  const backups = cronJobs.filter((r) => (podSpecOf(r)?.containers ?? []).some((c) => /^npm run backup\b/.test((c.command ?? []).join(' '))));
  if (backups.length === 0) problems.push('deploy/k8s: no CronJob runs npm run backup');
  for (const cronJob of backups) {
    const what = `CronJob ${cronJob.metadata?.name}`;
    if (!isDailySchedule(cronJob.spec?.schedule)) problems.push(`${what}: schedule ${cronJob.spec?.schedule ?? '(none)'} is not once a night`);
    if (cronJob.spec?.concurrencyPolicy !== 'Forbid') problems.push(`${what}: concurrencyPolicy should be Forbid (two backups at once on one volume)`);
    const spec = podSpecOf(cronJob);
    const claimed = new Set((spec?.volumes ?? []).filter((v) => v.persistentVolumeClaim).map((v) => v.name));
    for (const step of apiJobProblems(spec, what)) {
      const where = `${what} container ${step.container.name}`;
      const persistent = (path: string) => (step.container.volumeMounts ?? []).some((m) => claimed.has(m.name) && m.mountPath.replace(/\/+$/, '') === path.replace(/\/+$/, ''));
      problems.push(...backupCommandProblems([...(step.container.command ?? []), ...(step.container.args ?? [])], where, persistent, false));
    }
  }

  // The shell's runtime config, mounted as a folder where RUNTIME_CONFIG points.
  let config: RuntimeConfig | null = null;
  const shell = deployments.get('shell');
  const shellDeployment = named('Deployment', 'shell');
  if (shell && shellDeployment) {
    const path = shell.env.RUNTIME_CONFIG ?? '';
    const mount = shell.container.volumeMounts?.find((m) => m.mountPath === posix.dirname(path) || m.mountPath === path);
    const volume = shellDeployment.spec?.template?.spec?.volumes?.find((v) => v.name === mount?.name);
    if (!mount || !volume?.configMap) problems.push(`Deployment shell: no ConfigMap mounted at RUNTIME_CONFIG ${path}`);
    else {
      if (mount.subPath !== undefined || mount.mountPath === path) problems.push('Deployment shell: the runtime config is mounted with subPath, which never sees the ConfigMap change');
      const key = volume.configMap.items?.find((item) => item.path === posix.basename(path))?.key ?? posix.basename(path);
      const text = named('ConfigMap', volume.configMap.name)?.data?.[key];
      if (text === undefined) problems.push(`Deployment shell: ConfigMap ${volume.configMap.name} has no ${key}`);
      else config = runtimeConfigOf(text, `ConfigMap ${volume.configMap.name}`, contracts, problems);
    }
  }
  problems.push(...addressProblems('deploy/k8s', config, api?.env, Object.fromEntries(remotes.map((r) => [r, deployments.get(r)?.env]))));
  problems.push(...botCheckProblems('deploy/k8s', config, api?.env));

  // The way in: each public host routed to its Service on the Gateway, under TLS, taking the uploads.
  const publicAddresses: PublicAddress[] = publicAddressesOf(api?.env, config).flatMap(([url, target]) => {
    const origin = originOfUrl(url);
    return origin && url ? [{ url, host: new URL(origin).hostname, target: target ?? '' }] : [];
  });
  problems.push(...routeProblems(all, publicAddresses, serviceFor, contracts.uploadLimitBytes));
  // Budgets and spread for every Deployment, the mail worker's included; the network as the pods would meet it.
  problems.push(...disruptionProblems(scaled));
  problems.push(...networkProblems([...scaled, ...release.resources]));

  // PostgreSQL's connections: every API replica the autoscaler may start, the mail workers, the release Job, the backup.
  const poolOf = (env: Env | undefined) => Number(env?.DATABASE_POOL_MAX || contracts.poolMaxDefault);
  const most = (name: string) => {
    const hpa = scaled.find((r) => r.kind === 'HorizontalPodAutoscaler' && r.spec?.scaleTargetRef?.name === name);
    return hpa?.spec?.maxReplicas ?? scaled.find((r) => r.kind === 'Deployment' && r.metadata?.name === name)?.spec?.replicas ?? 1;
  };
  const users: ConnectionUser[] = [];
  if (api) users.push({ what: 'api', processes: most('api'), each: poolOf(api.env) + QUEUE_CONNECTIONS });
  const worker = onApiImage(scaled, MAIL_WORKER);
  if (worker) users.push({ what: MAIL_WORKER, processes: most(MAIL_WORKER), each: poolOf(worker.env) + QUEUE_CONNECTIONS });
  const releaseContainer = jobs[0]?.spec?.template?.spec?.containers?.[0];
  const direct: ConnectionUser[] = [];
  if (releaseContainer) direct.push({ what: 'release', processes: 1, each: poolOf(environment(releaseContainer, readImage('api'), 'Job')) });
  if (backups.length > 0) direct.push({ what: 'backup', processes: 1, each: 1 });

  // Through PgBouncer (pgbouncer.yaml), when the API's DATABASE_URL names its Service: the API and the mail worker
  // count against its max_client_conn, PostgreSQL sees its pools; whatever holds a session goes directly.
  const pooler = named('Deployment', PGBOUNCER);
  const urlOf = (container: Container | undefined) => {
    const ref = container?.env?.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef;
    return ref ? URL.parse(secretValues.get(`${ref.name}/${ref.key}`) ?? '') : null;
  };
  const apiContainer = named('Deployment', 'api')?.spec?.template?.spec?.containers?.[0];
  const poolerService = pooler ? serviceFor(PGBOUNCER)?.metadata?.name : undefined;
  const apiUrl = urlOf(apiContainer);
  if (pooler && poolerService && apiUrl?.hostname === poolerService) {
    const container = pooler.spec?.template?.spec?.containers?.[0];
    const iniPath = container?.command?.[0] === 'pgbouncer' ? container.command.at(-1) : undefined;
    const mount = iniPath ? container?.volumeMounts?.find((m) => m.mountPath === posix.dirname(iniPath)) : undefined;
    const volume = pooler.spec?.template?.spec?.volumes?.find((v) => v.name === mount?.name);
    const text = volume?.configMap ? named('ConfigMap', volume.configMap.name)?.data?.[posix.basename(iniPath ?? '')] : undefined;
    if (text === undefined) problems.push(`Deployment ${PGBOUNCER}: runs ${container?.command?.join(' ') ?? 'the image CMD'}, not pgbouncer on a pgbouncer.ini of a ConfigMap it mounts`);
    else {
      const ini = parsePgBouncerIni(text);
      const where = `ConfigMap ${volume?.configMap?.name}`;
      problems.push(...pgBouncerProblems(ini, where, { database: apiUrl.pathname.slice(1), preparedStatements: api?.env.DATABASE_PREPARED_STATEMENTS !== 'off' }));
      if (apiUrl.port !== String(ini.settings.get('listen_port') ?? '6432')) problems.push(`Secret inercise-api: DATABASE_URL names ${PGBOUNCER} on port ${apiUrl.port || '5432'}, it listens on ${ini.settings.get('listen_port') ?? '6432'}`);
      problems.push(...pooledBudgetProblems(users, { replicas: most(PGBOUNCER), clients: clientLimitOf(ini), servers: serverConnectionsOf(ini) }, direct));
    }
    // A migration's lock and pg_dump live across statements: never through transaction pooling.
    for (const resource of [...jobs, ...backups]) {
      for (const step of [...(podSpecOf(resource)?.initContainers ?? []), ...(podSpecOf(resource)?.containers ?? [])]) {
        if (urlOf(step)?.hostname === poolerService) problems.push(`${resource.kind} ${resource.metadata?.name} container ${step.name}: DATABASE_URL goes through ${PGBOUNCER} in transaction mode; it needs a session of its own (DATABASE_DIRECT_URL)`);
      }
    }
  } else problems.push(...connectionBudgetProblems([...users, ...direct]));

  // Production: the same shop with every image by digest, the release Job on the API's.
  {
    const overlay = load(RELEASE_OVERLAY);
    const migrate = load(`${RELEASE_OVERLAY}/migrate`);
    const where = `deploy/${RELEASE_OVERLAY.replace('../', '')}`;
    const containersOf = (resources: Resource[]) => resources.map(podSpecOf).flatMap((spec) => [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])]);
    const bases = (overlay.kustomization.resources ?? []).map((entry) => canonical(RELEASE_OVERLAY, entry));
    if (bases.length !== 1 || bases[0] !== '.') problems.push(`${where}: builds on ${(overlay.kustomization.resources ?? []).join(', ') || 'nothing'}, not the shop (../../k8s) alone`);
    problems.push(...digestProblems(where, overlay.kustomization.images ?? [], deployables, containersOf(overlay.resources)));
    problems.push(...digestProblems(`${where}/migrate`, migrate.kustomization.images ?? [], ['api'], containersOf(migrate.resources)));
    const apiDigest = (images: { name: string; digest?: string }[] | undefined) => images?.find((i) => i.name === 'registry.example.com/inercise/api')?.digest;
    if (apiDigest(migrate.kustomization.images) !== apiDigest(overlay.kustomization.images)) {
      problems.push(`${where}/migrate: the API at ${apiDigest(migrate.kustomization.images) ?? 'no digest'}, the shop runs ${apiDigest(overlay.kustomization.images) ?? 'no digest'}`);
    }
  }
  return [...new Set(problems)];
};
