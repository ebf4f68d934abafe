// The web servers of the shop, for the scripts that compose them (npm start, the end-to-end stack, the bench).
export { createLogger } from '@inercise/ops/logger';
export { closeServer, listen } from '@inercise/ops/node';
export { REQUEST_ID_HEADER } from '@inercise/ops/request-id';
export { createRemoteServer } from './remoteServer.ts';
export { createShellServer, FIRST_SCREEN_TIMEOUT_MS } from './shellServer.ts';
export { contentSecurityPolicy } from './shell/contentSecurityPolicy.ts';
