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
  page?: (url: URL, req: IncomingMessage) => Promise<{ html: string; headers?: Record<string, string> }>;
  firstScreen?: (url: URL) => Promise<object | null>;
}

export function startStaticServer(options: StaticServerOptions): Promise<Server>;
