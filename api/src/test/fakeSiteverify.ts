import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Turnstile's documented test keys and the dummy token its test site keys hand out. */
export const TURNSTILE_TEST = {
  passingSecret: '1x0000000000000000000000000000000AA',
  failingSecret: '2x0000000000000000000000000000000AA',
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
} as const;

export interface FakeSiteverify {
  url: string;
  /** Every verification asked, in order. */
  calls: { secret: string | null; response: string | null; remoteip: string | null }[];
  close(): Promise<void>;
}

/**
 * A local stand-in for Turnstile's siteverify endpoint, over real HTTP. The failing test secret fails everything; the
 * passing one passes the dummy token its widgets hand out, and (stricter than Cloudflare, which passes anything
 * with it) refuses any other, so a made-up token stands for a forged one. Other secrets are unknown to it.
 */
export const startFakeSiteverify = async (): Promise<FakeSiteverify> => {
  const calls: FakeSiteverify['calls'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const call = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') };
      calls.push(call);
      const answer = (success: boolean, errorCodes: string[] = []) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success, 'error-codes': errorCodes }));
      };
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/x-www-form-urlencoded') return answer(false, ['bad-request']);
      if (call.secret === TURNSTILE_TEST.failingSecret) return answer(false, ['invalid-input-response']);
      if (call.secret !== TURNSTILE_TEST.passingSecret) return answer(false, ['invalid-input-secret']);
      if (call.response !== TURNSTILE_TEST.dummyToken) return answer(false, ['invalid-input-response']);
      return answer(true);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
