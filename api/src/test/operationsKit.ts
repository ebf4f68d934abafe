// What the process tests of the API's operations share: running an entry point to its end, and reading its output.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { after } from 'node:test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationProvider } from '../db/migrations.ts';
import type { ApiProcess } from './process.ts';

export const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the API's entry points (`src/main.ts`, a release command, or its compiled `.js`) to its end. */
export const runScript = (script: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  new Promise<Finished>((resolve) => {
    const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawn(process.execPath, [...loader, script, ...args], { cwd: apiRoot, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });

export const exitCodeOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

export const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** Every migration this code has, in the order they apply. */
export const migrationNames = async () => Object.keys(await migrationProvider.getMigrations()).sort();

/**
 * Fresh data directories and a list of started API processes, all removed after the suite (call it at the top of
 * the file or inside a describe).
 */
export const scratch = () => {
  const dirs: string[] = [];
  const running: ApiProcess[] = [];
  after(async () => {
    for (const api of running) await api.kill();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'inercise-ops-'));
    dirs.push(dir);
    return dir;
  };
  return { dataDir, running };
};
