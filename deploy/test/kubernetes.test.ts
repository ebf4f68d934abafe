import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadContracts } from '../checks/contracts.ts';
import { parseAllDocuments } from 'yaml';
import { k8sProblems, readK8sFiles } from '../checks/k8s.ts';
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
const withWorker: [string, string, string] = ['kustomization.yaml', '# components:\n#   - mail-worker', 'components:\n  - mail-worker'];
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

describe('deploy/k8s', () => {
  it('deploys the shop: environments the servers accept, probes on their ports, the runtime config where the shell reads it', (t) => {
    t.diagnostic(`rules from: ${JSON.stringify(contracts.sources)}`);
    assert.deepEqual(k8sProblems(files, contracts), []);
  });

  it('builds with kustomize (kubectl kustomize, no cluster needed)', { skip: hasKubectl ? false : 'no kubectl here' }, () => {
    for (const dir of ['deploy/k8s', 'deploy/k8s/release']) {
      const result = spawnSync('kubectl', ['kustomize', fullPath(dir)], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
      assert.doesNotMatch(result.stdout, /kind: Secret\b/);
    }
  });

  it('with the mail-worker component: the worker on the API image and tag, the API leaving the mails to it', { skip: hasKubectl ? false : 'no kubectl here' }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'inercise-k8s-'));
    try {
      cpSync(fullPath('deploy/k8s'), dir, { recursive: true });
      const kustomization = join(dir, 'kustomization.yaml');
      const text = replaceOnce(readFileSync(kustomization, 'utf8'), withWorker[1], withWorker[2]);
      writeFileSync(kustomization, replaceOnce(text, /(inercise\/api\n\s+newTag:) 1\.0\.0/, '$1 1.2.3'));
      const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
      const docs = parseAllDocuments(result.stdout).map((doc) => doc.toJS() as { kind: string; metadata: { name: string; namespace?: string }; spec: { template: { spec: { containers: { image: string; env?: { name: string; value?: string }[] }[] } } } });
      const deployment = (name: string) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name)!;
      assert.equal(deployment('mail-worker').metadata.namespace, 'inercise');
      assert.equal(deployment('mail-worker').spec.template.spec.containers[0]!.image, 'registry.example.com/inercise/api:1.2.3');
      assert.equal(deployment('api').spec.template.spec.containers[0]!.image, 'registry.example.com/inercise/api:1.2.3');
      assert.equal(deployment('api').spec.template.spec.containers[0]!.env?.find((v) => v.name === 'MAIL_WORKER')?.value, 'off');
      assert.ok(deployment('api').spec.template.spec.containers[0]!.env?.some((v) => v.name === 'JWT_SECRET'), 'the patch keeps the other variables of the API');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the Kubernetes checks catch', () => {
  it('a variable the production API needs, missing from the Deployment or the Job', () => {
    assert.match(broken('api.yaml', / {12}- name: JWT_SECRET\n.*\n.*\n/, ''), /Deployment api: JWT_SECRET is missing/);
    assert.match(broken('api-config.yaml', 'PAYMENT_PROVIDER: tpay', 'PAYMENT_PROVIDER: paypal'), /Deployment api: PAYMENT_PROVIDER=paypal is unknown/);
    assert.match(broken('release/migrate-job.yaml', / {12}- name: DATABASE_URL\n.*\n.*\n/, ''), /Job inercise-migrate container migrate: DATABASE_URL is missing/);
    assert.match(broken('api-config.yaml', 'TPAY_API_URL: https://api.tpay.com', 'TPAY_API_URL: https://openapi.sandbox.tpay.com'), /Deployment api: TPAY_API_URL=https:\/\/openapi\.sandbox\.tpay\.com is not Tpay's production API/);
    assert.match(broken('api.yaml', 'key: SMTP_URL }', 'key: SMTP_URL, optional: true }'), /Deployment api: SMTP_URL is missing/);
    assert.match(broken('api.yaml', 'key: TPAY_SECURITY_CODE }', 'key: TPAY_CODE }'), /TPAY_SECURITY_CODE reads inercise-api\/TPAY_CODE, which secret\.example\.yaml does not list/);
  });

  it('probes on another route or port than the server serves and listens on', () => {
    assert.match(broken('mf-catalog.yaml', 'httpGet: { path: /health/ready, port: http }', 'httpGet: { path: /ready, port: http }'), /readinessProbe: \/ready is not a health route/);
    assert.match(broken('mf-catalog.yaml', 'httpGet: { path: /health/live, port: http }', 'httpGet: { path: /health/live, port: 8080 }'), /livenessProbe: port 8080 is 8080, the server listens on 3001/);
    assert.match(broken('shell.yaml', 'containerPort: 3000', 'containerPort: 3001'), /Service shell: targetPort http is 3001, the server listens on 3000/);
    assert.match(broken('api.yaml', 'httpGet: { path: /health/ready, port: http }', 'httpGet: { path: /health/live, port: http }'), /readinessProbe: \/health\/live, \/health\/ready expected/);
  });

  it('a pod that may run as root or write to its image, or stops too soon', () => {
    assert.match(broken('mf-account.yaml', '        runAsUser: 1000\n', ''), /runAsUser should be the image user's number/);
    assert.match(broken('mf-account.yaml', '            readOnlyRootFilesystem: true\n', ''), /readOnlyRootFilesystem is not set/);
    assert.match(broken('api.yaml', '              mountPath: /var/lib/inercise\n', '              mountPath: /data\n'), /DATA_DIR \/var\/lib\/inercise is not a writable volume/);
    assert.match(broken('api.yaml', 'terminationGracePeriodSeconds: 30', 'terminationGracePeriodSeconds: 10'), /leaves no room for preStop 5000 ms \+ shutdown 10000 ms/);
    assert.match(broken('mf-content.yaml', 'limits: { cpu: "1", memory: 384Mi }', 'limits: { cpu: "1" }'), /no memory limits/);
    assert.match(broken('mf-catalog.yaml', '              mountPath: /srv/releases\n', '              mountPath: /srv/kept\n'), /RELEASES_DIR \/srv\/releases is not a writable volume/);
    assert.match(broken('shell.yaml', 'claimName: shell-releases', 'claimName: shell-kept'), /volume releases claims shell-kept, which no PersistentVolumeClaim defines/);
  });

  it('a shell without its runtime config, or with one that cannot change', () => {
    assert.match(broken('shell.yaml', 'value: /config/runtime-config.json', 'value: /etc/inercise/runtime-config.json'), /no ConfigMap mounted at RUNTIME_CONFIG/);
    assert.match(broken('shell.yaml', '              mountPath: /config\n', '              mountPath: /config/runtime-config.json\n              subPath: runtime-config.json\n'), /subPath/);
    assert.match(broken('runtime-config.yaml', /\s*"mf-catalog": "[^"]+",/, ''), /names no manifest for mf-catalog/);
    assert.match(broken('mf-cart-checkout.yaml', 'value: https://cart.example.com', 'value: https://checkout.example.com'), /mf-cart-checkout's PUBLIC_URL https:\/\/checkout\.example\.com is not the origin of its manifest/);
  });

  it('a release Job out of order or on another script', () => {
    assert.match(broken('release/migrate-job.yaml', 'command: ["npm", "run", "seed"]', 'command: ["npm", "run", "seeds"]'), /api\/package\.json has no script seeds/);
    assert.match(broken('release/kustomization.yaml', 'newTag: 1.0.0', 'newTag: 1.0.1'), /registry\.example\.com\/inercise\/api:1\.0\.1, the shop runs 1\.0\.0/);
  });

  it('autoscalers fighting a fixed replica count, or missing', () => {
    assert.match(broken('mf-catalog.yaml', '  revisionHistoryLimit: 5', '  replicas: 3\n  revisionHistoryLimit: 5'), /sets replicas, which every apply would reset/);
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
    assert.match(broken(worker, 'image: registry.example.com/inercise/api:1.0.0', 'image: registry.example.com/inercise/api:0.9.0'), /image registry\.example\.com\/inercise\/api:0\.9\.0, the API runs registry\.example\.com\/inercise\/api:1\.0\.0/);
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

  it('an Ingress that misses a host, and an applied Secret', () => {
    assert.match(broken('ingress.yaml', 'service: { name: mf-content, port: { number: 80 } }', 'service: { name: mf-catalog, port: { number: 80 } }'), /content\.example\.com .* does not route \/ to mf-content's Service/);
    assert.match(broken('ingress.yaml', '        - api.example.com\n', ''), /api\.example\.com is not under TLS/);
    assert.match(broken('kustomization.yaml', '  - ingress.yaml\n', '  - ingress.yaml\n  - secret.example.yaml\n'), /applies secret\.example\.yaml/);
  });
});
