// A small kustomize, for the checks to see the resources a kustomization builds without a kustomize binary: the
// fields deploy/k8s uses (resources, components, labels, images, namespace, patches) and nothing more. What it
// cannot read is a problem, never a silent difference; the test compares its output with `kubectl kustomize`'s
// where kubectl is present.
import { posix } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { podSpecOf, type Resource } from './cluster.ts';

/** Kustomization files and the files they name, by their path relative to deploy/k8s. */
export type KustomizeFiles = Map<string, string>;

export interface Kustomization {
  kind?: string;
  namespace?: string;
  resources?: string[];
  components?: string[];
  patches?: { path?: string; patch?: string; target?: { kind?: string; name?: string } }[];
  labels?: { pairs?: Record<string, string>; includeSelectors?: boolean }[];
  images?: KustomizeImage[];
}

interface KustomizeImage {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

/** A resource as YAML gives it: the checks read the fields they know, with their own types. */
type Doc = Record<string, unknown> & { kind?: string; metadata?: { name?: string; namespace?: string; labels?: Record<string, string> } };

export interface Build {
  kustomization: Kustomization;
  resources: Doc[];
  problems: string[];
}

/** A path relative to deploy/k8s in one spelling: "../k8s/api.yaml" is "api.yaml". */
export const canonical = (...parts: string[]): string => posix.relative('deploy/k8s', posix.join('deploy/k8s', ...parts)) || '.';

const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'ClusterIssuer', 'GatewayClass', 'CustomResourceDefinition', 'PersistentVolume', 'StorageClass']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list fields a strategic-merge patch merges item by item, by this key (as Kubernetes' own types say). */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
};

/** A strategic-merge patch's value onto a resource's: maps merged, keyed lists merged by key, the rest replaced. */
const merge = (target: unknown, patch: unknown, field = ''): unknown => {
  if (isRecord(target) && isRecord(patch)) {
    const result: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(patch)) result[key] = value === null ? undefined : key in target ? merge(target[key], value, key) : value;
    return result;
  }
  const key = MERGE_KEYS[field];
  if (key && Array.isArray(target) && Array.isArray(patch)) {
    const result = [...(target as Record<string, unknown>[])];
    // Kustomize puts the patch's new items first, as Kubernetes' own merge does.
    const added: unknown[] = [];
    for (const item of patch as Record<string, unknown>[]) {
      const at = result.findIndex((existing) => existing[key] === item[key]);
      if (at >= 0) result[at] = merge(result[at], item) as Record<string, unknown>;
      else added.push(item);
    }
    return [...added, ...result];
  }
  return structuredClone(patch);
};

type Labels = Record<string, string>;

/** The label maps a label with includeSelectors extends (made where kustomize makes them): selector, pod template, spread. */
const labelSelectors = (resource: Doc): Labels[] => {
  const spec = resource.spec as
    | { selector?: Labels & { matchLabels?: Labels }; template?: { metadata?: { labels?: Labels }; spec?: { topologySpreadConstraints?: { labelSelector?: { matchLabels?: Labels } }[] } } }
    | undefined;
  if (!spec) return [];
  const found: (Labels | undefined)[] = [];
  if (resource.kind === 'Service') found.push((spec.selector ??= {}));
  else if (['Deployment', 'PodDisruptionBudget', 'StatefulSet', 'DaemonSet'].includes(resource.kind ?? '')) found.push(((spec.selector ??= {}).matchLabels ??= {}));
  else found.push(spec.selector?.matchLabels);
  if (spec.template) found.push(((spec.template.metadata ??= {}).labels ??= {}));
  for (const constraint of spec.template?.spec?.topologySpreadConstraints ?? []) found.push(constraint.labelSelector?.matchLabels);
  return found.filter((labels): labels is Labels => labels !== undefined);
};

const imageTransform = (image: string, rules: KustomizeImage[]): string => {
  const match = /^([^@:]+(?::\d+)?(?:\/[^@:]+)*)(?::([^@]+))?(?:@(.+))?$/.exec(image);
  if (!match) return image;
  const [, name, tag, digest] = match;
  const rule = rules.find((r) => r.name === name);
  if (!rule) return image;
  const newName = rule.newName ?? name;
  if (rule.digest) return `${newName}@${rule.digest}`;
  if (rule.newTag) return `${newName}:${rule.newTag}`;
  return `${newName}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
};

const forEachContainer = (resource: Doc, visit: (container: { image?: string }) => void) => {
  const pod = podSpecOf(resource as Resource);
  for (const container of [...(pod?.initContainers ?? []), ...(pod?.containers ?? [])]) visit(container);
};

/** A resource renamed: the fields of the others that named it by its old name follow (what deploy/k8s uses). */
const rename = (resources: Doc[], resource: Doc, name: string) => {
  const old = resource.metadata?.name;
  (resource.metadata ??= {}).name = name;
  for (const other of resources) {
    const spec = other.spec as Record<string, unknown> | undefined;
    const target = spec?.scaleTargetRef as { kind?: string; name?: string } | undefined;
    if (target && target.kind === resource.kind && target.name === old) target.name = name;
  }
};

const matchesTarget = (resource: Doc, target: { kind?: string; name?: string }) =>
  (target.kind === undefined || target.kind === resource.kind) && (target.name === undefined || new RegExp(`^(?:${target.name})$`).test(resource.metadata?.name ?? ''));

/** Builds the kustomization at `dir` (relative to deploy/k8s), with components added to or dropped from its list. */
export const build = (files: KustomizeFiles, dir: string, adjust: { add?: readonly string[]; drop?: readonly string[] } = {}): Build => {
  const problems: string[] = [];
  const at = (path: string) => `deploy/k8s/${path}`;
  const visit = (directory: string, seen: string[]): { kustomization: Kustomization; resources: Doc[] } => {
    const path = canonical(directory, 'kustomization.yaml');
    const text = files.get(path);
    if (text === undefined) {
      problems.push(`${at(path)} is missing`);
      return { kustomization: {}, resources: [] };
    }
    if (seen.includes(path)) {
      problems.push(`${at(path)}: includes itself`);
      return { kustomization: {}, resources: [] };
    }
    const kustomization = (parse(text) ?? {}) as Kustomization;
    const resources: Doc[] = [];
    for (const entry of kustomization.resources ?? []) {
      const target = canonical(directory, entry);
      if (/secret\.example/.test(target)) problems.push(`${at(path)} applies ${entry}: the Secret is the operator's, only an example is kept`);
      const source = files.get(target);
      if (source !== undefined) {
        for (const doc of parseAllDocuments(source)) {
          if (doc.errors.length > 0) problems.push(`${at(target)}: ${doc.errors[0]!.message}`);
          const value = doc.toJS() as Doc | null;
          if (value) resources.push(value);
        }
      } else if (files.has(canonical(target, 'kustomization.yaml'))) {
        resources.push(...visit(target, [...seen, path]).resources);
      } else problems.push(`${at(path)} lists ${entry}, which does not exist`);
    }
    // Components: their resources join, their patches apply to everything so far.
    const root = directory === canonical(dir);
    const listed = [...(kustomization.components ?? []), ...(root ? (adjust.add ?? []) : [])].map((c) => canonical(directory, c));
    const dropped = new Set(root ? (adjust.drop ?? []).map((c) => canonical(directory, c)) : []);
    for (const component of [...new Set(listed)].filter((c) => !dropped.has(c))) {
      const componentDir = component;
      const built = visit(componentDir, [...seen, path]);
      if (built.kustomization.kind !== 'Component') problems.push(`${at(componentDir)}/kustomization.yaml is not a kustomize Component`);
      resources.push(...built.resources);
      transform(built.kustomization, componentDir, resources);
    }
    // The component's own transformations were applied above; here, the kustomization's own (not its components').
    if (kustomization.kind !== 'Component') transform(kustomization, directory, resources);
    return { kustomization, resources };
  };

  /** A kustomization's fields in kustomize's order: namespace, labels, patches, images. */
  const transform = (kustomization: Kustomization, directory: string, resources: Doc[]) => {
    const path = at(canonical(directory, 'kustomization.yaml'));
    if (kustomization.namespace) {
      for (const resource of resources) if (!CLUSTER_SCOPED.has(resource.kind ?? '')) (resource.metadata ??= {}).namespace = kustomization.namespace;
    }
    for (const label of kustomization.labels ?? []) {
      for (const resource of resources) {
        Object.assign(((resource.metadata ??= {}).labels ??= {}), label.pairs);
        if (!label.includeSelectors) continue;
        for (const selector of labelSelectors(resource)) Object.assign(selector, label.pairs);
      }
    }
    for (const patch of kustomization.patches ?? []) {
      const source = patch.path === undefined ? patch.patch : files.get(canonical(directory, patch.path));
      if (source === undefined) {
        problems.push(`${path}: patch ${patch.path ?? '(inline)'} is not a file this check can read`);
        continue;
      }
      const docs = parseAllDocuments(source).map((doc) => doc.toJS() as unknown);
      if (docs.length === 1 && Array.isArray(docs[0])) {
        // A JSON patch: this check knows the renames deploy/k8s uses.
        const operations = docs[0] as { op?: string; path?: string; value?: unknown }[];
        const targets = resources.filter((resource) => matchesTarget(resource, patch.target ?? {}));
        if (targets.length === 0) problems.push(`${path}: a patch's target ${JSON.stringify(patch.target)} matches nothing`);
        for (const operation of operations) {
          if (operation.op !== 'replace' || operation.path !== '/metadata/name' || typeof operation.value !== 'string') {
            problems.push(`${path}: JSON patch ${operation.op} ${operation.path} is not one this check can apply`);
            continue;
          }
          for (const resource of targets) rename(resources, resource, operation.value);
        }
        continue;
      }
      for (const value of docs) {
        if (!isRecord(value)) continue;
        const change = value as Doc;
        const index = resources.findIndex((resource) => resource.kind === change.kind && resource.metadata?.name === change.metadata?.name);
        if (index < 0) problems.push(`${path}: patch for ${change.kind} ${change.metadata?.name}, which is not among its resources`);
        else {
          const { metadata: _metadata, ...rest } = change;
          resources[index] = merge(resources[index], rest) as Doc;
        }
      }
    }
    if (kustomization.images) for (const resource of resources) forEachContainer(resource, (container) => { if (container.image) container.image = imageTransform(container.image, kustomization.images ?? []); });
  };

  const { kustomization, resources } = visit(canonical(dir), []);
  return { kustomization, resources, problems };
};

/** The files a kustomization reads, from `read` (a path relative to deploy/k8s, undefined where none). */
export const collectFiles = (roots: string[], read: (path: string) => string | undefined): KustomizeFiles => {
  const files: KustomizeFiles = new Map();
  const add = (path: string) => {
    const normal = canonical(path);
    if (files.has(normal)) return true;
    const text = read(normal);
    if (text === undefined) return false;
    files.set(normal, text);
    return true;
  };
  const follow = (kustomizationPath: string) => {
    if (files.has(kustomizationPath) || !add(kustomizationPath)) return;
    const dir = posix.dirname(kustomizationPath);
    const value = parse(files.get(kustomizationPath) ?? '') as Kustomization | null;
    for (const entry of [...(value?.resources ?? []), ...(value?.components ?? [])]) {
      const target = canonical(dir, entry);
      if (!add(target)) follow(canonical(target, 'kustomization.yaml'));
    }
    for (const patch of value?.patches ?? []) if (patch.path) add(canonical(dir, patch.path));
  };
  roots.forEach((root) => follow(canonical(root)));
  return files;
};
