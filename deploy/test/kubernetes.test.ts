import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadContracts } from '../checks/contracts.ts';
import { parseAllDocuments } from 'yaml';
import { k8sProblems, readK8sFiles } from '../checks/k8s.ts';
import { build } from '../checks/kustomize.ts';
import { fullPath } from '../checks/repo.ts';
import { replaceOnce } from './mutate.ts';

const contracts = await loadContracts();
const files = readK8sFiles();
const changed = (file: string, from: string | RegExp, to: string) => {
  const copy = new Map(files);
  copy.set(file, replaceOnce(files.get(file) ?? '', from, to));
  return copy;
};
const broken = (file: string, from: string | RegExp, to: string) => k8sProblems(changed(file, from, to), contracts).join('\n');
/** Several edits at once, for what one edit alone cannot open (a connection both ends must allow). */
const brokenBy = (...edits: [string, string | RegExp, string][]) => {
  const copy = new Map(files);
  for (const [file, from, to] of edits) copy.set(file, replaceOnce(copy.get(file) ?? '', from, to));
  return k8sProblems(copy, contracts).join('\n');
};
const withWorker: [string, string, string] = ['kustomization.yaml', '  # - mail-worker', '  - mail-worker'];
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

describe('deploy/k8s', () => {
  it('deploys the shop: environments the servers accept, probes on their ports, the runtime config where the shell reads it', (t) => {
    t.diagnostic(`rules from: ${JSON.stringify(contracts.sources)}`);
    assert.deepEqual(k8sProblems(files, contracts), []);
  });

  it('builds with the checks\' own kustomize renderer (everywhere), and with kubectl kustomize where it is installed', () => {
    for (const dir of ['.', 'release', '../overlays/release']) {
      const ours = build(files, dir);
      assert.deepEqual(ours.problems, [], dir);
      assert.ok(ours.resources.length > 0, dir);
      assert.ok(!ours.resources.some((doc) => doc.kind === 'Secret'), `${dir}: a Secret would be applied`);
    }
    const kinds = build(files, '.').resources.map((doc) => `${String(doc.kind)}/${String(doc.metadata?.name)}`);
    for (const name of ['Deployment/shell', 'Deployment/mf-catalog', 'ConfigMap/web-release-store']) assert.ok(kinds.includes(name), name);
    assert.ok(!kinds.some((name) => name.startsWith('PersistentVolumeClaim/') && name !== 'PersistentVolumeClaim/inercise-backups'), kinds.join(' '));
    if (!hasKubectl) return;
    for (const dir of ['deploy/k8s', 'deploy/k8s/release']) {
      const result = spawnSync('kubectl', ['kustomize', fullPath(dir)], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
      assert.doesNotMatch(result.stdout, /kind: Secret\b/);
    }
  });

  it('the checks build what kustomize builds (their own renderer against kubectl kustomize)', { skip: hasKubectl ? false : 'no kubectl here' }, () => {
    // Lists in one order and empty maps dropped: kustomize and the renderer may order merged items differently.
    const canonicalize = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(canonicalize).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
      if (typeof value === 'object' && value !== null) {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonicalize(v)]));
      }
      return value;
    };
    const docs = (list: unknown[]) => new Map(list.map((doc) => {
      const { kind, metadata } = doc as { kind: string; metadata: { name: string } };
      return [`${kind}/${metadata.name}`, canonicalize(doc)];
    }));
    for (const [dir, adjust] of [['.', {}], ['.', { add: ['mail-worker'] }], ['release', {}], ['../overlays/release', {}], ['../overlays/release/migrate', {}]] as const) {
      const ours = build(files, dir, adjust);
      assert.deepEqual(ours.problems, []);
      const copy = mkdtempSync(join(tmpdir(), 'inercise-k8s-'));
      try {
        cpSync(fullPath('deploy'), join(copy, 'deploy'), { recursive: true, filter: (path) => !path.includes('node_modules') });
        const root = join(copy, 'deploy/k8s', dir);
        if ('add' in adjust) {
          const kustomization = join(copy, 'deploy/k8s/kustomization.yaml');
          writeFileSync(kustomization, replaceOnce(readFileSync(kustomization, 'utf8'), withWorker[1], withWorker[2]));
        }
        const result = spawnSync('kubectl', ['kustomize', root], { encoding: 'utf8' });
        assert.equal(result.status, 0, result.stderr);
        const theirs = docs(parseAllDocuments(result.stdout).map((doc) => doc.toJS() as unknown));
        const mine = docs(ours.resources);
        assert.deepEqual([...mine.keys()].sort(), [...theirs.keys()].sort(), dir);
        for (const [key, doc] of theirs) assert.deepEqual(mine.get(key), doc, `${dir}: ${key}`);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    }
  });

  it('with the mail-worker component: the worker on the API image and tag, the API leaving the mails to it', () => {
    // The checks' own renderer, compared with kubectl kustomize above where kubectl is installed.
    const edited = changed('kustomization.yaml', /(inercise\/api\n\s+newTag:) 1\.0\.0/, '$1 1.2.3');
    const result = build(edited, '.', { add: ['mail-worker'] });
    assert.deepEqual(result.problems, []);
    const docs = result.resources as unknown as { kind: string; metadata: { name: string; namespace?: string }; spec: { template: { spec: { containers: { image: string; env?: { name: string; value?: string }[] }[] } } } }[];
    const deployment = (name: string) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name)!;
    assert.equal(deployment('mail-worker').metadata.namespace, 'inercise');
    assert.equal(deployment('mail-worker').spec.template.spec.containers[0]!.image, 'registry.example.com/inercise/api:1.2.3');
    assert.equal(deployment('api').spec.template.spec.containers[0]!.image, 'registry.example.com/inercise/api:1.2.3');
    assert.equal(deployment('api').spec.template.spec.containers[0]!.env?.find((v) => v.name === 'MAIL_WORKER')?.value, 'off');
    assert.ok(deployment('api').spec.template.spec.containers[0]!.env?.some((v) => v.name === 'JWT_SECRET'), 'the patch keeps the other variables of the API');
  });
});

describe('the Kubernetes checks catch', () => {
  it('a manifest the Kubernetes schemas refuse: a wrong type, a value outside an enum, a kind that does not exist', () => {
    assert.match(broken('api.yaml', 'runAsUser: 1000', 'runAsUser: "1000"'), /Deployment api: \/spec\/template\/spec\/securityContext\/runAsUser must be integer/);
    assert.match(broken('api.yaml', 'whenUnsatisfiable: DoNotSchedule', 'whenUnsatisfiable: Sometimes'), /whenUnsatisfiable must be equal to one of the allowed values: DoNotSchedule, ScheduleAnyway/);
    assert.match(broken('api.yaml', /apiVersion: apps\/v1\nkind: Deployment/, 'apiVersion: apps/v1beta3\nkind: Deployment'), /Deployment api: no schema for apps\/v1beta3 Deployment/);
    // A custom resource against its CRD's schema (Gateway API).
    assert.match(broken('routes.yaml', 'kind: HTTPRoute', 'kind: HttpRoute'), /no schema for gateway\.networking\.k8s\.io\/v1 HttpRoute/);
  });

  it('a variable the production API needs, missing from the Deployment or the Job', () => {
    assert.match(broken('api.yaml', / {12}- name: JWT_SECRET\n.*\n.*\n/, ''), /Deployment api: JWT_SECRET is missing/);
    assert.match(broken('api-config.yaml', 'PAYMENT_PROVIDER: tpay', 'PAYMENT_PROVIDER: paypal'), /Deployment api: PAYMENT_PROVIDER=paypal is unknown/);
    assert.match(broken('api-config.yaml', 'TRUST_PROXY: "1"', 'TRUST_PROXY: "true"'), /Deployment api: TRUST_PROXY=true is ambiguous/);
    assert.match(broken('release/migrate-job.yaml', / {12}- name: DATABASE_URL\n.*\n.*\n/, ''), /Job inercise-migrate container migrate: DATABASE_URL is missing/);
    assert.match(broken('api-config.yaml', 'TPAY_API_URL: https://api.tpay.com', 'TPAY_API_URL: https://openapi.sandbox.tpay.com'), /Deployment api: TPAY_API_URL=https:\/\/openapi\.sandbox\.tpay\.com is not Tpay's production API/);
    assert.match(broken('api.yaml', 'key: SMTP_URL }', 'key: SMTP_URL, optional: true }'), /Deployment api: SMTP_URL is missing/);
    assert.match(broken('api.yaml', 'key: TPAY_SECURITY_CODE }', 'key: TPAY_CODE }'), /TPAY_SECURITY_CODE reads inercise-api\/TPAY_CODE, which secret\.example\.yaml does not list/);
  });

  it('probes on another route or port than the server serves and listens on', () => {
    assert.match(broken('web/base/web.yaml', 'httpGet: { path: /health/ready, port: http }', 'httpGet: { path: /ready, port: http }'), /readinessProbe: \/ready is not a health route/);
    assert.match(broken('web/base/web.yaml', 'httpGet: { path: /health/live, port: http }', 'httpGet: { path: /health/live, port: 8080 }'), /livenessProbe: port 8080 is 8080, the server listens on 3001/);
    assert.match(broken('web/shell/patch.yaml', 'containerPort: 3000', 'containerPort: 3001'), /Service shell: targetPort http is 3001, the server listens on 3000/);
    assert.match(broken('api.yaml', 'httpGet: { path: /health/ready, port: http }', 'httpGet: { path: /health/live, port: http }'), /readinessProbe: \/health\/live, \/health\/ready expected/);
  });

  it('a pod that may run as root or write to its image, or stops too soon', () => {
    assert.match(broken('web/base/web.yaml', '        runAsUser: 1000\n', ''), /runAsUser should be the image user's number/);
    assert.match(broken('web/base/web.yaml', '            readOnlyRootFilesystem: true\n', ''), /readOnlyRootFilesystem is not set/);
    assert.match(broken('api.yaml', '              mountPath: /var/lib/inercise\n', '              mountPath: /data\n'), /DATA_DIR \/var\/lib\/inercise is not a writable volume/);
    assert.match(broken('api.yaml', 'terminationGracePeriodSeconds: 30', 'terminationGracePeriodSeconds: 10'), /leaves no room for preStop 5000 ms \+ shutdown 10000 ms/);
    assert.match(broken('web/base/web.yaml', '              mountPath: /srv/releases\n', '              mountPath: /srv/kept\n'), /RELEASES_CACHE_DIR \/srv\/releases is not a writable volume/);
    assert.match(broken('backup.yaml', 'claimName: inercise-backups', 'claimName: inercise-kept'), /volume backups claims inercise-kept, which no PersistentVolumeClaim defines/);
  });

  it('releases kept where not every replica reaches them, or on storage most clusters do not have', () => {
    assert.match(broken('web-release-store.yaml', '  RELEASES_S3_BUCKET: inercise-releases\n', ''), /Deployment mf-catalog container web: no RELEASES_S3_BUCKET/);
    assert.match(broken('secret.example.yaml', '  RELEASES_S3_SECRET_ACCESS_KEY: "<its secret access key>"\n', ''), /RELEASES_S3_SECRET_ACCESS_KEY reads inercise-release-store\/RELEASES_S3_SECRET_ACCESS_KEY, which secret\.example\.yaml does not list/);
    assert.match(broken('web-release-store.yaml', 'RELEASES_S3_ENDPOINT: https://', 'RELEASES_S3_ENDPOINT: '), /RELEASES_S3_ENDPOINT must be an http\(s\) URL/);
    assert.match(broken('backup.yaml', 'accessModes: [ReadWriteOnce]', 'accessModes: [ReadWriteMany]'), /needs ReadWriteMany storage; only ReadWriteOnce is everywhere/);
    assert.match(broken('network-policies.yaml', '        - { protocol: TCP, port: 443 }\n    - to:\n        - namespaceSelector: {}', '        - { protocol: TCP, port: 8443 }\n    - to:\n        - namespaceSelector: {}'), /mf-content cannot reach the object storage of its releases/);
  });

  it('a shell without its runtime config, or with one that cannot change', () => {
    assert.match(broken('web/shell/patch.yaml', 'value: /config/runtime-config.json', 'value: /etc/inercise/runtime-config.json'), /no ConfigMap mounted at RUNTIME_CONFIG/);
    assert.match(broken('web/shell/patch.yaml', '              mountPath: /config\n', '              mountPath: /config/runtime-config.json\n              subPath: runtime-config.json\n'), /subPath/);
    assert.match(broken('runtime-config.yaml', /\s*"mf-catalog": "[^"]+",/, ''), /names no manifest for mf-catalog/);
    assert.match(broken('web/mf-cart-checkout/patch.yaml', 'value: https://cart.example.com', 'value: https://checkout.example.com'), /mf-cart-checkout's PUBLIC_URL https:\/\/checkout\.example\.com is not the origin of its manifest/);
  });

  it('a release Job out of order or on another script', () => {
    assert.match(broken('release/migrate-job.yaml', 'command: ["npm", "run", "seed"]', 'command: ["npm", "run", "seeds"]'), /api\/package\.json has no script seeds/);
    assert.match(broken('release/kustomization.yaml', 'newTag: 1.0.0', 'newTag: 1.0.1'), /registry\.example\.com\/inercise\/api:1\.0\.1, the shop runs 1\.0\.0/);
  });

  it('autoscalers fighting a fixed replica count, or missing', () => {
    assert.match(broken('web/mf-catalog/patch.yaml', 'spec:\n  template:', 'spec:\n  replicas: 3\n  template:'), /sets replicas, which every apply would reset/);
    assert.match(broken('api.yaml', 'kind: HorizontalPodAutoscaler', 'kind: HorizontalPodAutoscalerX'), /Deployment api: no HorizontalPodAutoscaler/);
  });

  it('a nightly backup that is missing, keeps another number of days, or writes where nothing is kept', () => {
    assert.match(broken('kustomization.yaml', '  - backup.yaml\n', ''), /no CronJob runs npm run backup/);
    assert.match(broken('backup.yaml', '"--keep-days", "14"', '"--keep-days", "7"'), /keeps 7 days of backups, 14 expected/);
    assert.match(broken('backup.yaml', ', "--keep-days", "14"', ''), /keeps every days of backups, 14 expected/);
    assert.match(broken('backup.yaml', 'schedule: "30 2 * * *"', 'schedule: "30 2 * * 0"'), /CronJob inercise-backup: schedule 30 2 \* \* 0 is not once a night/);
    assert.match(broken('backup.yaml', 'concurrencyPolicy: Forbid', 'concurrencyPolicy: Allow'), /concurrencyPolicy should be Forbid/);
    assert.match(broken('backup.yaml', 'persistentVolumeClaim:\n                claimName: inercise-backups', 'emptyDir: {}'), /backs up into \/var\/backups\/inercise, which is not a persistent volume/);
    assert.match(broken('backup.yaml', / {16}- name: DATABASE_URL\n.*\n.*\n/, ''), /CronJob inercise-backup container backup: DATABASE_URL is missing/);
    assert.match(broken('backup.yaml', '"run", "backup", "--"', '"run", "backups", "--"'), /no CronJob runs npm run backup/);
  });

  it('a mail worker off the API image, settings or command, and an API that keeps or drops the sending wrongly', () => {
    const worker = 'mail-worker/mail-worker.yaml';
    assert.deepEqual(k8sProblems(changed(...withWorker), contracts), []);
    assert.match(broken(worker, / {12}- name: DATABASE_URL\n.*\n.*\n/, ''), /Deployment mail-worker container mail-worker: DATABASE_URL is missing/);
    assert.match(broken(worker, / {12}- name: SMTP_URL\n.*\n.*\n/, ''), /Deployment mail-worker container mail-worker: SMTP_URL is missing/);
    // The tag is the shop's (kustomize's images), so only another image can differ.
    assert.match(broken(worker, 'image: registry.example.com/inercise/api:1.0.0', 'image: registry.example.com/inercise/shell:1.0.0'), /image registry\.example\.com\/inercise\/shell:1\.0\.0, the API runs registry\.example\.com\/inercise\/api:1\.0\.0/);
    assert.match(broken(worker, '"dist/worker.js"', '"dist/main.js"'), /runs node --enable-source-maps dist\/main\.js, not the API's worker/);
    assert.match(broken(worker, '          env:\n', '          env:\n            - name: MAIL_RETRY_LIMIT\n              value: "3"\n'), /MAIL_RETRY_LIMIT is 3, the API's is \(unset\)/);
    assert.match(broken(worker, '          resources:\n', '          livenessProbe:\n            httpGet: { path: /health/live, port: 8443 }\n          resources:\n'), /livenessProbe asks HTTP, which the worker does not serve/);
    assert.match(broken(worker, 'replicas: 2', 'replicas: 1'), /Deployment mail-worker: 1 replica/);
    assert.match(broken(worker, '        runAsUser: 1000\n', ''), /Deployment mail-worker container mail-worker: runAsUser should be/);
    assert.match(broken(worker, 'terminationGracePeriodSeconds: 30', 'terminationGracePeriodSeconds: 15'), /would cut a mail being sent/);
    assert.match(broken('mail-worker/api-mail-worker-off.yaml', 'value: "off"', 'value: "on"'), /the API keeps sending mails itself \(MAIL_WORKER=on\)/);
    const apiOff = ['api.yaml', '          env:\n            - name: PORT', '          env:\n            - name: MAIL_WORKER\n              value: "off"\n            - name: PORT'] as const;
    assert.match(broken(...apiOff), /Deployment api: MAIL_WORKER=off, but no mail-worker runs .*nobody sends the mails/);
  });

  it('/metrics forwarded by the Gateway, a web server or the API without its token, secrets shared or missing, a bot check on one end only', () => {
    assert.match(broken('routes.yaml', /(name: api\n[\s\S]*?) {4}- matches:\n {8}- path: \{ type: PathPrefix, value: \/metrics \}\n/, '$1'), /HTTPRoute api: api\.example\.com forwards \/metrics/);
    assert.match(
      broken('routes.yaml', /(name: mf-catalog\n[\s\S]*? {8}- path: \{ type: PathPrefix, value: \/metrics \}\n)/, '$1      backendRefs:\n        - name: mf-catalog\n          port: 80\n'),
      /HTTPRoute mf-catalog: catalog\.example\.com forwards \/metrics/,
    );
    assert.match(broken('web/base/web.yaml', / {12}# Prometheus' bearer token[^\n]*\n {12}- name: METRICS_TOKEN\n {14}valueFrom:\n {16}secretKeyRef: \{ name: inercise-api, key: METRICS_TOKEN \}\n/, ''), /shell: METRICS_TOKEN is required in production/);
    assert.match(broken('api.yaml', 'secretKeyRef: { name: inercise-api, key: METRICS_TOKEN }', 'secretKeyRef: { name: inercise-api, key: METRICS_TOKEN, optional: true }'), /METRICS_TOKEN is missing/);
    assert.match(broken('api.yaml', / {12}- name: LINK_SECRET\n {14}valueFrom:\n {16}secretKeyRef: \{ name: inercise-api, key: LINK_SECRET \}\n/, ''), /LINK_SECRET is missing/);
    assert.match(broken('runtime-config.yaml', /,\n {6}"turnstile": \{ "siteKey": "<Cloudflare Turnstile site key>" \}/, ''), /checks bots \(CAPTCHA_SECRET\) but the shell's runtime config has no turnstile\.siteKey/);
    assert.match(broken('api.yaml', / {12}- name: CAPTCHA_SECRET\n {14}valueFrom:\n {16}secretKeyRef: \{ name: inercise-api, key: CAPTCHA_SECRET \}\n/, ''), /CAPTCHA_SECRET is missing/);
  });

  it('an HTTPRoute that misses a host or serves it without TLS, a Gateway without certificates, and an applied Secret', () => {
    assert.match(broken('routes.yaml', '        - name: mf-content\n          port: 80', '        - name: mf-catalog\n          port: 80'), /content\.example\.com .* does not route \/ to mf-content's Service/);
    assert.match(broken('routes.yaml', 'hostnames: [api.example.com]', 'hostnames: [api.example.org]'), /api\.example\.com \(https:\/\/api\.example\.com\) is routed by none/);
    assert.match(broken('routes.yaml', '        - name: shell\n          port: 80', '        - name: shell\n          port: 8080'), /shop\.example\.com routes to port 8080, which Service shell does not have/);
    assert.match(broken('routes.yaml', 'sectionName: catalog', 'sectionName: http'), /HTTPRoute mf-catalog: attached to the HTTP listener http .* catalog\.example\.com would be served without TLS/);
    assert.match(broken('gateway-nginx/gateway.yaml', '      hostname: account.example.com\n', '      hostname: konto.example.com\n'), /HTTPRoute mf-account: account\.example\.com is not under TLS/);
    assert.match(broken('gateway-nginx/gateway.yaml', '    cert-manager.io/issuer: letsencrypt\n', ''), /Gateway inercise: no cert-manager annotation/);
    assert.match(broken('gateway-nginx/gateway.yaml', 'cert-manager.io/issuer: letsencrypt', 'cert-manager.io/issuer: letsencrypt-prod'), /names letsencrypt-prod, which is not in the kustomization/);
    assert.match(broken('kustomization.yaml', '  - gateway-nginx\n', ''), /no Gateway/);
    assert.match(broken('kustomization.yaml', '  - routes.yaml\n', '  - routes.yaml\n  - secret.example.yaml\n'), /applies secret\.example\.yaml/);
    const ingress = 'apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: inercise\nspec: {}\n---\napiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n  name: shell';
    assert.match(broken('routes.yaml', 'apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n  name: shell', ingress), /Ingress inercise: the ingress-nginx project is retired/);
  });

  it("a gateway that refuses the back office's pictures", () => {
    assert.match(broken('gateway-nginx/client-settings.yaml', 'maxSize: 9m', 'maxSize: 1m'), /ClientSettingsPolicy api-uploads: body\.maxSize 1m is below the API's upload limit of 8388608 bytes/);
    assert.match(broken('gateway-nginx/client-settings.yaml', 'maxSize: 9m', 'maxSize: 8000k'), /body\.maxSize 8000k is below/);
    assert.match(broken('gateway-nginx/client-settings.yaml', '    name: api\n', '    name: shell\n'), /no ClientSettingsPolicy raises the 1 MB body limit on the API's route/);
    assert.match(broken('gateway-nginx/kustomization.yaml', '  - client-settings.yaml\n', ''), /no ClientSettingsPolicy raises the 1 MB body limit/);
    assert.match(broken('gateway-nginx/gateway.yaml', 'gatewayClassName: nginx', 'gatewayClassName: eg'), /gatewayClassName eg, whose request-body limit this check does not know/);
  });

  it('a Deployment a node drain or a node loss takes down, or that cannot schedule on a small cluster', () => {
    assert.match(broken('api.yaml', 'kind: PodDisruptionBudget', 'kind: PodDisruptionBudgetX'), /Deployment api: no PodDisruptionBudget selects its pods/);
    assert.match(broken('web/base/web.yaml', '  maxUnavailable: 1\n  selector:', '  maxUnavailable: 0\n  selector:'), /PodDisruptionBudget mf-catalog: lets none of mf-catalog's 2 pods go/);
    assert.match(broken('api.yaml', '  maxUnavailable: 1\n  selector:', '  minAvailable: 2\n  selector:'), /PodDisruptionBudget api: lets none of api's 2 pods go/);
    assert.match(broken('web/base/web.yaml', '          topologyKey: kubernetes.io/hostname', '          topologyKey: kubernetes.io/os'), /Deployment shell: no topology spread over nodes/);
    assert.match(broken('api.yaml', '          nodeTaintsPolicy: Honor\n', ''), /Deployment api: the spread over nodes counts cordoned nodes/);
    assert.match(broken('web/base/web.yaml', '          whenUnsatisfiable: ScheduleAnyway', '          whenUnsatisfiable: DoNotSchedule'), /Deployment mf-content: the spread over zones is DoNotSchedule: on nodes without a zone label/);
    assert.match(broken('mail-worker/mail-worker.yaml', '          topologyKey: topology.kubernetes.io/zone', '          topologyKey: topology.kubernetes.io/region'), /Deployment mail-worker: no topology spread over zones/);
    assert.match(broken('api.yaml', '              app.kubernetes.io/name: api\n          matchLabelKeys', '              app.kubernetes.io/name: shell\n          matchLabelKeys'), /Deployment api: the spread over kubernetes\.io\/hostname counts other pods than its own/);
  });

  it('NetworkPolicies that let too much through, or too little', () => {
    assert.match(broken('network-policies.yaml', '  podSelector: {}\n  policyTypes: [Ingress, Egress]\n', '  podSelector: {}\n  policyTypes: [Ingress]\n'), /no default deny/);
    assert.match(broken('network-policies.yaml', '    - to:\n        - podSelector:\n            matchLabels:\n              app.kubernetes.io/name: api\n', '    - to:\n        - podSelector:\n            matchLabels:\n              app.kubernetes.io/name: payments\n'), /NetworkPolicy: mf-catalog cannot reach the API/);
    assert.match(broken('network-policies.yaml', /(name: payments\n[\s\S]*?) {12}except: \[10\.0\.0\.0\/8, 172\.16\.0\.0\/12, 192\.168\.0\.0\/16\]\n/, '$1'), /the API may reach 10\.20\.30\.41:443, beyond PostgreSQL, SMTP and Tpay/);
    assert.match(broken('network-policies.yaml', /(name: web-to-release-store\n[\s\S]*?) {12}except: \[10\.0\.0\.0\/8, 172\.16\.0\.0\/12, 192\.168\.0\.0\/16\]\n/, '$1'), /mf-catalog may reach 10\.20\.30\.41:443; a web server reaches only the API and its releases' object storage/);
    assert.match(broken('network-policies.yaml', '        - { protocol: TCP, port: 587 }\n', ''), /the API cannot reach the mail server/);
    assert.match(broken('network-policies.yaml', '        - { protocol: TCP, port: 5432 }\n', ''), /inercise-migrate cannot reach PostgreSQL/);
    assert.match(broken('network-policies.yaml', 'values: [api, mail-worker, inercise-migrate, inercise-backup, pgbouncer]', 'values: [api, mail-worker, inercise-migrate, pgbouncer]'), /inercise-backup cannot reach PostgreSQL/);
    assert.match(broken('network-policies.yaml', 'values: [api, mail-worker, inercise-migrate, inercise-backup, pgbouncer]', 'values: [api, mail-worker, inercise-migrate, inercise-backup, pgbouncer, mf-account]'), /mf-account may reach 10\.20\.30\.40:5432; a web server reaches only the API/);
    assert.match(broken('network-policies.yaml', 'values: [api, mail-worker, inercise-migrate, inercise-backup, pgbouncer]', 'values: [api, mail-worker, inercise-migrate, inercise-backup]'), /pgbouncer cannot reach PostgreSQL/);
    assert.match(broken('network-policies.yaml', /(name: to-pgbouncer\n[\s\S]*?)values: \[api, mail-worker\]/, '$1values: [mail-worker]'), /NetworkPolicy: api cannot reach pgbouncer/);
    assert.match(broken('network-policies.yaml', /(name: pgbouncer\n[\s\S]*?)values: \[api, mail-worker\]/, '$1values: [api]'), /NetworkPolicy: mail-worker cannot reach pgbouncer/);
    const everyWeb = ['    matchLabels:\n      app.kubernetes.io/name: shell\n', '    matchLabels:\n      app.kubernetes.io/component: web\n'] as const;
    // The shell's egress to the remotes given to every web server: still refused by the remotes' ingress.
    assert.doesNotMatch(broken('network-policies.yaml', ...everyWeb), /may reach shell/);
    const openIngress = ['            matchLabels:\n              app.kubernetes.io/name: shell\n      ports:', '            matchLabels:\n              app.kubernetes.io/component: web\n      ports:'] as const;
    assert.match(brokenBy(['network-policies.yaml', ...everyWeb], ['network-policies.yaml', ...openIngress]), /mf-catalog may reach shell/);
    assert.match(broken('network-policies.yaml', '  name: shell-to-remotes', '  name: shell-to-remotes-off\nspec: {}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: was-shell-to-remotes'), /shell cannot reach mf-catalog \(the first screens\)/);
    assert.match(broken('network-policies.yaml', '      app.kubernetes.io/name: prometheus', '      app.kubernetes.io/name: grafana'), /Prometheus \(namespace monitoring\) cannot scrape the API/);
    assert.match(broken('gateway-nginx/network-policy.yaml', '        - podSelector:\n            matchLabels:\n              gateway.networking.k8s.io/gateway-name: inercise\n      ports:\n        - { protocol: TCP, port: http }', '        - ipBlock: { cidr: 0.0.0.0/0 }\n      ports:\n        - { protocol: TCP, port: http }'), /the API takes connections from anywhere, not only through the gateway/);
    assert.match(broken('gateway-nginx/network-policy.yaml', '              app.kubernetes.io/name: api\n      ports:', '              app.kubernetes.io/name: apis\n      ports:'), /the gateway cannot reach api/);
    assert.match(broken('gateway-nginx/network-policy.yaml', '        - { protocol: TCP, port: 443 }\n  egress:', '  egress:'), /the gateway's proxy takes no connections on 443 \(listener shop\)/);
  });

  it('more PostgreSQL connections than a default server has, and pool settings the API refuses', () => {
    // Without the pooler (the API's DATABASE_URL on PostgreSQL itself) every API process's pool counts.
    const direct: [string, string, string] = ['secret.example.yaml', '@pgbouncer:6432/inercise"', '@<managed-postgresql-host>:5432/inercise?sslmode=require"'];
    assert.match(brokenBy(direct, ['api-config.yaml', 'DATABASE_POOL_MAX: "4"', 'DATABASE_POOL_MAX: "10"']), /PostgreSQL connections: up to 167 \(api 10 × 13, mail-worker 2 × 13, release 1 × 10, backup 1 × 1\) exceed the 97/);
    assert.match(brokenBy(direct, ['api.yaml', '  maxReplicas: 10', '  maxReplicas: 12']), /PostgreSQL connections: up to 109 \(api 12 × 7/);
    // Through it, the same pools are its clients; PostgreSQL sees its pools and the direct users.
    assert.doesNotMatch(broken('api-config.yaml', 'DATABASE_POOL_MAX: "4"', 'DATABASE_POOL_MAX: "10"'), /PostgreSQL connections/);
    assert.match(broken('pgbouncer.yaml', 'default_pool_size = 30', 'default_pool_size = 50'), /PostgreSQL connections: up to 121 \(pgbouncer 2 × 55, release 1 × 10, backup 1 × 1\) exceed the 97/);
    assert.match(broken('pgbouncer.yaml', 'max_client_conn = 500', 'max_client_conn = 50'), /PgBouncer clients: up to 84 \(api 10 × 7, mail-worker 2 × 7\) exceed its max_client_conn 50/);
    assert.match(broken('api-config.yaml', 'DATABASE_POOL_MAX: "4"', 'DATABASE_POOL_MAX: "four"'), /Deployment api: DATABASE_POOL_MAX=four is not a whole number from 1 to 100/);
    assert.match(broken('api-config.yaml', 'DATABASE_STATEMENT_TIMEOUT_MS: "15000"', 'DATABASE_STATEMENT_TIMEOUT_MS: "15s"'), /Deployment api: DATABASE_STATEMENT_TIMEOUT_MS=15s is not a whole number/);
  });

  it('a pooler that would break the API, or the release step and backup through it', () => {
    assert.match(broken('pgbouncer.yaml', 'pool_mode = transaction', 'pool_mode = session'), /ConfigMap inercise-pgbouncer: pool_mode is session, not transaction/);
    assert.match(broken('pgbouncer.yaml', 'max_prepared_statements = 500', 'max_prepared_statements = 0'), /max_prepared_statements is 0: the API names its statements/);
    assert.match(broken('pgbouncer.yaml', 'ignore_startup_parameters = statement_timeout', 'ignore_startup_parameters ='), /ignore_startup_parameters lacks statement_timeout/);
    assert.match(broken('pgbouncer.yaml', " connect_query='SET statement_timeout = 15000'", ''), /inercise sets no statement_timeout on its server connections/);
    assert.match(broken('pgbouncer.yaml', '    inercise = host=', '    shop = host='), /no \[databases\] entry inercise/);
    assert.match(broken('pgbouncer.yaml', 'command: ["pgbouncer", "/etc/pgbouncer/config/pgbouncer.ini"]', 'command: ["pgbouncer", "/etc/pgbouncer.ini"]'), /Deployment pgbouncer: runs pgbouncer \/etc\/pgbouncer\.ini, not pgbouncer on a pgbouncer\.ini of a ConfigMap/);
    assert.match(broken('secret.example.yaml', '@pgbouncer:6432/inercise"', '@pgbouncer:5432/inercise"'), /DATABASE_URL names pgbouncer on port 5432, it listens on 6432/);
    assert.match(broken('release/migrate-job.yaml', 'key: DATABASE_DIRECT_URL', 'key: DATABASE_URL'), /Job inercise-migrate container migrate: DATABASE_URL goes through pgbouncer in transaction mode; it needs a session of its own/);
    assert.match(broken('backup.yaml', 'key: DATABASE_DIRECT_URL', 'key: DATABASE_URL'), /CronJob inercise-backup container backup: DATABASE_URL goes through pgbouncer/);
    assert.match(broken('pgbouncer.yaml', '  replicas: 2\n', '  replicas: 1\n'), /Deployment pgbouncer: at least 1 replica/);
    assert.match(broken('../overlays/release/kustomization.yaml', '  - name: ghcr.io/cloudnative-pg/pgbouncer\n    digest: sha256:0000000000000000000000000000000000000000000000000000000000000000\n', ''), /ghcr\.io\/cloudnative-pg\/pgbouncer:1\.24\.1 runs by tag/);
  });

  it('a release overlay that runs images by tag, or builds on something else', () => {
    const overlay = '../overlays/release/kustomization.yaml';
    assert.match(broken(overlay, /(inercise\/mf-content\n\s+)digest: sha256:0{64}/, '$1newTag: 1.0.0'), /deploy\/overlays\/release: mf-content is not pinned by digest/);
    assert.match(broken(overlay, /(inercise\/shell\n\s+digest: sha256:)0{64}/, '$1abc'), /shell is not pinned by digest/);
    assert.match(broken(overlay, /(inercise\/api\n\s+digest: sha256:)0{64}/, `$1${'1'.repeat(64)}`), /release\/migrate: the API at sha256:0{64}, the shop runs sha256:1{64}/);
    assert.match(broken(overlay, '  - ../../k8s\n', '  - ../../k8s/release\n'), /builds on \.\.\/\.\.\/k8s\/release, not the shop/);
    assert.match(broken(overlay, / {2}- name: registry\.example\.com\/inercise\/mf-backoffice\n.*\n/, ''), /mf-backoffice is not pinned by digest[\s\S]*registry\.example\.com\/inercise\/mf-backoffice:1\.0\.0 runs by tag/);
  });

  it('a web bundle whose patch or rename goes astray', () => {
    assert.match(broken('web/mf-account/kustomization.yaml', '"value": "mf-account" }', '"value": "mf-accounts" }'), /no Deployment mf-account/);
    assert.match(broken('web/mf-account/kustomization.yaml', 'newName: registry.example.com/inercise/mf-account', 'newName: registry.example.com/inercise/mf-content'), /Deployment mf-account: runs the mf-content image/);
    assert.match(broken('web/mf-account/kustomization.yaml', 'op": "replace"', 'op": "move"'), /JSON patch move \/metadata\/name is not one this check can apply/);
    assert.match(broken('kustomization.yaml', '  - web/mf-content\n', ''), /no Deployment mf-content/);
  });
});
