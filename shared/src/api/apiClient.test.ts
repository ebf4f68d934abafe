import { z } from 'zod/mini';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { apiRequest, assetUrl } from './apiClient';
import { ApiError } from './apiError';

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return { ok: status >= 200 && status < 300, status, statusText: 'X', headers: new Headers(headers), text: async () => body, json: async () => JSON.parse(body) } as unknown as Response;
}

describe('API client', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test:8443/', remotes: {} });
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('joins the base URL, sends the bearer token and JSON body, validates the answer', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"id":3}'));
    const result = await apiRequest('/cart/merge', { method: 'PATCH', body: { cartItems: [] }, token: 'tok', schema: z.object({ id: z.number() }) });
    expect(result.data).toEqual({ id: 3 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test:8443/cart/merge');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"cartItems":[]}');
  });

  it('sends no Authorization header on public calls', async () => {
    fetchMock.mockResolvedValue(answer(200, '[]'));
    await apiRequest('/products');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws an ApiError with the status and the server message', async () => {
    fetchMock.mockResolvedValue(answer(409, '{"message":"inactive","field":null}'));
    await expect(apiRequest('/users/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 409, message: 'inactive' });
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/products').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('builds image URLs', () => {
    expect(assetUrl('thumbnail', 'disc 5.webp')).toBe('http://api.test:8443/thumbnail/disc%205.webp');
  });
});
