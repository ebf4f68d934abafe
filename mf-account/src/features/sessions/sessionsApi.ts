import { apiRequest, SessionListSchema, type SessionView } from '@inercise/shared';

/** GET /users/sessions: where the customer is logged in, most recently used first. */
export async function fetchSessions(token: string, signal?: AbortSignal): Promise<SessionView[]> {
  return (await apiRequest('/users/sessions', { token, schema: SessionListSchema, signal })).data;
}

/** DELETE /users/sessions/{id}: ends one of the customer's sessions (its device is logged out at its next call). */
export async function endOneSession(token: string, id: string): Promise<void> {
  await apiRequest(`/users/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}
