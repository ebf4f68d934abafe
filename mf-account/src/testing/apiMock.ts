/**
 * A fetch stand-in for component tests: answers by "METHOD /path" (query ignored) and records every call, so a test
 * can say what the page sent. `network` makes a call fail the way an unreachable server does.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

export const answer = (status: number, body?: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });

export function mockApi(routes: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    });
    const found = routes[`${method} ${url.pathname}`];
    if (!found) throw new Error(`unexpected call ${method} ${url.pathname}`);
    if (found === 'network') throw new TypeError('Failed to fetch');
    // jsdom has no fetch Response: a minimal one with what the shared API client reads.
    const text = found.body === undefined ? '' : JSON.stringify(found.body);
    return {
      ok: found.status >= 200 && found.status < 300,
      status: found.status,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json', ...found.headers }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}
