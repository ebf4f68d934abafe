// The web servers of the shop, for the scripts that compose them (npm start, the end-to-end stack, the bench).
export { createLogger } from './logger.mjs';
export { createRemoteServer } from './remoteServer.mjs';
export { createShellServer, contentSecurityPolicy, FIRST_SCREEN_TIMEOUT_MS } from './shellServer.mjs';
export { closeGracefully, listen } from './listen.mjs';
export { REQUEST_ID_HEADER } from './requestContext.mjs';
