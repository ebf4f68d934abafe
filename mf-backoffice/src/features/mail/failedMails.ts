import { apiRequest } from '@inercise/shared';
import { AdminFailedMailListSchema, type AdminFailedMail } from '@inercise/shared/admin';

/** GET /admin/failed-mails: newest first. */
export async function fetchFailedMails(token: string, signal?: AbortSignal): Promise<AdminFailedMail[]> {
  return (await apiRequest('/admin/failed-mails', { token, schema: AdminFailedMailListSchema, signal })).data.items;
}

/** POST /admin/failed-mails/{id}/resend: one more attempt now (the API logs who asked). */
export async function resendMail(token: string, id: string): Promise<void> {
  await apiRequest(`/admin/failed-mails/${encodeURIComponent(id)}/resend`, { method: 'POST', token });
}
