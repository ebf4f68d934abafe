// What the process tests of the API's operations share: running an entry point to its end, and reading its output.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrationProvider } from '../db/migrations.ts';

export const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the API's entry points (`src/main.ts`, a release command) to its end. */
export const runScript = (script: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  new Promise<Finished>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: apiRoot, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
