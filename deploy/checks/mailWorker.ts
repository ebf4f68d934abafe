// The mail worker on its own (the API's `npm run worker`), as the compose service and the Kubernetes Deployment
// give it: the API's worker command, and the API's own database and mail settings.
import type { Contracts, Env } from './contracts.ts';
import { npmRun } from './images.ts';
import { readPackage } from './repo.ts';

/** The compose service and the Deployment of the mail worker. */
export const MAIL_WORKER = 'mail-worker';

/** Whether the words run the API's worker: `npm run worker`, or the script's own command. */
const isWorkerCommand = (argv: string[]): boolean => {
  if (npmRun(argv)?.script === 'worker') return true;
  const script = readPackage('api').scripts?.worker;
  return script !== undefined && argv.join(' ') === script.trim();
};

/** The variables the worker must share with the API: one database, one SMTP server and sender, one retry schedule. */
const sharedSettingsProblems = (worker: Env, api: Env, what: string): string[] => {
  const names = new Set(['DATABASE_URL', 'SMTP_URL', 'SHOP_EMAIL', ...[...Object.keys(worker), ...Object.keys(api)].filter((name) => name.startsWith('MAIL_'))]);
  // MAIL_WORKER tells the API whether to send; the worker always does.
  names.delete('MAIL_WORKER');
  return [...names].filter((name) => worker[name] !== api[name]).map((name) => `${what}: ${name} is ${worker[name] ?? '(unset)'}, the API's is ${api[name] ?? '(unset)'}`);
};

/** The worker as compose and the cluster run it: the API's worker command, the API's settings, time to finish a mail. */
export const workerRunProblems = (what: string, argv: string[], env: Env, api: Env | undefined, grace: { ms: number; setting: string }, contracts: Contracts): string[] => [
  ...(isWorkerCommand(argv) ? [] : [`${what}: runs ${argv.join(' ') || 'the image CMD'}, not the API's worker (npm run worker)`]),
  ...(api ? sharedSettingsProblems(env, api, what) : []),
  ...(grace.ms <= contracts.mailSendTimeoutMs(env) ? [`${what}: ${grace.setting} would cut a mail being sent (MAIL_SEND_TIMEOUT_MS ${contracts.mailSendTimeoutMs(env)})`] : []),
];
