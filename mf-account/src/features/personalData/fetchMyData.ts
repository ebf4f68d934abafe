import { apiRequest } from '@inercise/shared';

/** GET /users/me/export (bearer): everything the shop holds about the customer, as the JSON text of a file. */
export async function fetchMyData(token: string): Promise<string> {
  const answer = await apiRequest<string>('/users/me/export', { token, text: true });
  return answer.data;
}
