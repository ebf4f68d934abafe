import { apiRequest } from '@inercise/shared';

/** A mail whose every attempt failed (GET /admin/failed-mails). */
export interface FailedMail {
  id: string;
  key: string;
  to: string;
  subject: string;
  /** The mail server's last answer, or why it could not be reached. */
  reason: string;
  attempts: number;
  createdAt: string;
  failedAt: string;
}

/** GET /admin/failed-mails: newest first. */
export async function fetchFailedMails(token: string, signal?: AbortSignal): Promise<FailedMail[]> {
  return (await apiRequest<{ items: FailedMail[] }>('/admin/failed-mails', { token, signal })).data.items;
}

/** POST /admin/failed-mails/{id}/resend: one more attempt now (the API logs who asked). */
export async function resendMail(token: string, id: string): Promise<void> {
  await apiRequest(`/admin/failed-mails/${encodeURIComponent(id)}/resend`, { method: 'POST', token });
}
