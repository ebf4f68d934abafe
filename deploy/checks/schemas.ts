// Every manifest against its published schema: Kubernetes' own OpenAPI schemas (kubernetes-models, Kubernetes 1.36)
// and those of the CRDs the shop uses (Gateway API, cert-manager, the Prometheus Operator), and the compose files
// against the Compose specification's JSON schema. Types, enums and required fields come from there, not from here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import * as certManager from '@kubernetes-models/cert-manager';
import * as gatewayApi from '@kubernetes-models/gateway-api';
import * as prometheusOperator from '@kubernetes-models/prometheus-operator';
import * as kubernetes from 'kubernetes-models';

/** Kinds no npm package ships a schema for: NGINX Gateway Fabric's policy (its CRD is installed by its chart). */
const WITHOUT_SCHEMA = new Set(['gateway.nginx.org/v1alpha1 ClientSettingsPolicy']);

interface ErrorObject {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}
interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: unknown): { validate: () => void };
}

const models = new Map<string, ModelClass>();
const collect = (module: unknown, seen = new Set<unknown>()) => {
  if (typeof module !== 'object' && typeof module !== 'function') return;
  if (module === null || seen.has(module)) return;
  seen.add(module);
  const model = module as Partial<ModelClass>;
  if (typeof module === 'function' && typeof model.apiVersion === 'string' && typeof model.kind === 'string') {
    models.set(`${model.apiVersion} ${model.kind}`, module as ModelClass);
    return;
  }
  if (typeof module === 'object') for (const value of Object.values(module)) collect(value, seen);
};
for (const module of [kubernetes, gatewayApi, certManager, prometheusOperator]) collect(module);

const describe = (errors: ErrorObject[]): string[] =>
  errors.map((error) => {
    const { allowedValues, additionalProperty } = error.params as { allowedValues?: unknown[]; additionalProperty?: string };
    const detail = allowedValues ? `: ${allowedValues.join(', ')}` : additionalProperty ? `: ${additionalProperty}` : '';
    return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${detail}`;
  });

/** A rendered resource against its kind's schema; a kind without one is a problem unless listed above. */
const resourceSchemaProblems = (resource: Record<string, unknown>, where: string): string[] => {
  const key = `${String(resource.apiVersion)} ${String(resource.kind)}`;
  const metadata = resource.metadata as { name?: string } | undefined;
  const what = `${where}: ${String(resource.kind)} ${metadata?.name ?? '(unnamed)'}`;
  const Model = models.get(key);
  if (!Model) return WITHOUT_SCHEMA.has(key) ? [] : [`${what}: no schema for ${key} (a misspelt apiVersion or kind?)`];
  try {
    new Model(resource).validate();
    return [];
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    return errors ? describe(errors).map((line) => `${what}: ${line}`) : [`${what}: ${String(error)}`];
  }
};

export const manifestSchemaProblems = (resources: Record<string, unknown>[], where: string): string[] => [
  ...new Set(resources.flatMap((resource) => resourceSchemaProblems(resource, where))),
];

// The Compose specification's JSON schema as dclint (a compose linter) ships it, kept current with the specification.
const composeSchemaPath = join(dirname(createRequire(import.meta.url).resolve('dclint/package.json')), 'schemas/compose.schema.json');
// Its $schema names draft-07 by an https address Ajv does not know by that name: the schema itself is not re-checked.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
// Formats the specification names for docker compose's own parser (durations, ports): not JSON schema's to check.
for (const format of ['duration', 'expose', 'ports', 'subnet_ip_address']) ajv.addFormat(format, true);
const validateCompose = ajv.compile(JSON.parse(readFileSync(composeSchemaPath, 'utf8')) as object);

/** A compose file, its ${VAR}s resolved, against the Compose specification. */
export const composeSchemaProblems = (doc: unknown, where: string): string[] =>
  validateCompose(doc) ? [] : describe((validateCompose.errors ?? []) as ErrorObject[]).map((line) => `${where}: ${line}`);
