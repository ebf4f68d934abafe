import type { IncomingMessage, Server } from 'node:http';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  runtimeConfig?: object | (() => object);
  headers?: (req: IncomingMessage) => Record<string, string>;
  delayMs?: (pathname: string) => number;
  isDown?: () => boolean;
}

export function startStaticServer(options: StaticServerOptions): Promise<Server>;
