// runtime-config.json: where the API and each remote live. Looked at again for every request, so an edited file (a
// remote moved, a ConfigMap updated) takes effect at the next page load without a restart.
import { readFileSync, statSync } from 'node:fs';
import { isHttpUrl, remoteEntryProblems } from './discovery.ts';
import type { RemoteEntry } from './discovery.ts';
import type { Logger } from 'pino';

/**
 * The discovery document: the API, and each remote's address and releases (discovery.ts).
 * `turnstile`: the bot check's site key and, for a stand-in, its script's address (the CSP allows that origin).
 */
export type RuntimeConfig = {
  apiUrl: string;
  remotes: Record<string, RemoteEntry>;
  analyticsTag?: string;
  fieldDataSampleRate?: number;
  turnstile?: { siteKey: string; scriptUrl?: string };
};

/**
 * The problems of a parsed runtime config, empty when it is usable.
 */
export function runtimeConfigProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['runtime config: not a JSON object'];
  const config = value as Record<string, unknown>;
  const problems = [];
  if (!isHttpUrl(config.apiUrl)) problems.push('runtime config: apiUrl is not an http(s) URL');
  if (
    config.fieldDataSampleRate !== undefined &&
    !(typeof config.fieldDataSampleRate === 'number' && config.fieldDataSampleRate >= 0 && config.fieldDataSampleRate <= 1)
  ) {
    problems.push('runtime config: fieldDataSampleRate is not a number from 0 to 1');
  }
  if (config.analyticsTag !== undefined && !isHttpUrl(config.analyticsTag)) problems.push('runtime config: analyticsTag is not an http(s) URL');
  if (config.turnstile !== undefined) {
    const turnstile = (typeof config.turnstile === 'object' ? config.turnstile : null) as Record<string, unknown> | null;
    if (!turnstile || typeof turnstile.siteKey !== 'string' || turnstile.siteKey === '')
      problems.push('runtime config: turnstile.siteKey is not a non-empty string');
    else if (turnstile.scriptUrl !== undefined && !isHttpUrl(turnstile.scriptUrl)) problems.push('runtime config: turnstile.scriptUrl is not an http(s) URL');
  }
  if (typeof config.remotes !== 'object' || config.remotes === null) problems.push('runtime config: remotes is not an object');
  else {
    for (const [name, entry] of Object.entries(config.remotes)) problems.push(...remoteEntryProblems(name, entry));
  }
  return problems;
}

/**
 * A config file read on demand: the last good version stays in use while the file is missing or broken (a half
 * written edit), and the problem is reported once per change.
 */
export function runtimeConfigFile(path: string, logger: Logger) {
  let good: { text: string; config: RuntimeConfig } | null = null;
  let lastProblem = '';
  // Every request asks (its CSP, its page, each first screen): the file is read again only when its identity
  // changed. An edit, a write-and-rename or a ConfigMap's symlink swap each give a new inode, time or size.
  let seen = '';
  const read = (): RuntimeConfig | null => {
    let identity;
    try {
      const stats = statSync(path);
      identity = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      identity = 'missing';
    }
    if (identity === seen && identity !== 'missing') return good?.config ?? null;
    seen = identity;
    let text;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      report(`runtime config ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      return good?.config ?? null;
    }
    if (good && good.text === text) return good.config;
    try {
      const parsed = JSON.parse(text);
      const problems = runtimeConfigProblems(parsed);
      if (problems.length > 0) throw new Error(problems.join('; '));
      good = { text, config: parsed };
      lastProblem = '';
      return good.config;
    } catch (error) {
      report(`runtime config ${path} is not usable: ${error instanceof Error ? error.message : String(error)}`);
      return good?.config ?? null;
    }
  };
  const report = (problem: string) => {
    if (problem !== lastProblem) logger.warn(problem);
    lastProblem = problem;
  };
  return { read, problem: () => lastProblem };
}
