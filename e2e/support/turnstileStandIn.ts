import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Turnstile's documented test keys and the dummy token its test site keys hand out. */
export const TURNSTILE_TEST = {
  siteKey: '1x00000000000000000000AA',
  passingSecret: '1x0000000000000000000000000000000AA',
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
} as const;

// A stand-in for Turnstile's api.js (the browser here has no network): the same global API the shop calls,
// drawing a checkbox whose ticking hands the callback the dummy token, as a test site key's widget does.
const script = `(() => {
  let next = 0;
  const widgets = new Map();
  window.turnstile = {
    render(container, options) {
      const id = 'stand-in-' + (next += 1);
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        if (box.checked) { box.disabled = true; options.callback && options.callback(${JSON.stringify(TURNSTILE_TEST.dummyToken)}); }
      });
      label.append(box, options.language === 'pl' ? ' Potwierdź, że jesteś człowiekiem' : ' Verify you are human');
      container.append(label);
      widgets.set(id, { label, box, options });
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (widget) { widget.box.checked = false; widget.box.disabled = false; }
    },
    remove(id) {
      const widget = widgets.get(id);
      if (widget) { widget.label.remove(); widgets.delete(id); }
    },
  };
})();
`;

export interface TurnstileStandIn {
  scriptUrl: string;
  verifyUrl: string;
  /** The tokens the API asked about, in order. */
  verified: string[];
  close(): Promise<void>;
}

/**
 * The script and a siteverify endpoint on a loopback port. Its verification passes the passing test secret with the
 * dummy token only (stricter than Cloudflare, whose test secret passes anything), so any other token is a forged one.
 */
export async function startTurnstileStandIn(): Promise<TurnstileStandIn> {
  const verified: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'GET' && path === '/turnstile/v0/api.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(script);
      return;
    }
    if (request.method === 'POST' && path === '/turnstile/v0/siteverify') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        verified.push(form.get('response') ?? '');
        const success = form.get('secret') === TURNSTILE_TEST.passingSecret && form.get('response') === TURNSTILE_TEST.dummyToken;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/turnstile/v0/api.js`,
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
    verified,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
