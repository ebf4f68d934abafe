import type { Server } from 'node:http';
import type { ChildProcess } from 'node:child_process';

export interface StackOptions {
  basePort?: number;
  apiPort?: number;
  dataDir?: string;
  apiEnv?: Record<string, string>;
  controlPort?: number;
  releasesRoot?: string;
  /** Object storage's settings (RELEASES_S3_*) instead of releasesRoot. */
  releaseStore?: Record<string, string>;
  /** How long the API may take to answer before the start fails (120 s). */
  apiStartTimeoutMs?: number;
}

export interface Stack {
  ports: Record<string, number>;
  origin(name: string): string;
  apiUrl: string;
  runtimeConfig: { apiUrl: string; remotes: Record<string, string> };
  runtimeConfigPath: string;
  servers: Server[];
  api: ChildProcess | null;
  stop(): Promise<void>;
}

/** Resolves once the API answers and every remote has drawn its first screen once. */
export function startStack(options?: StackOptions): Promise<Stack>;
export function waitForApi(apiUrl: string, timeoutMs?: number): Promise<void>;
export function startRemoteServer(options: { name: string; port: number; apiUrl: string }): Promise<Server>;

/** Adds releases built in a folder (`<dir>/<version>/`) to a bundle's store named by RELEASES_S3_* settings. */
export function copyReleasesToStore(storeEnv: Record<string, string>, bundle: string, dir: string, versions: string[]): Promise<void>;
