import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminAuditEntrySchema, type AdminAuditEntry } from '@inercise/shared/admin';

const AuditPageSchema = pageSchema(AdminAuditEntrySchema);

/** GET /admin/audit-log: one page of the back office's changes, newest first. */
export async function fetchAuditLog(token: string, page: number, signal?: AbortSignal): Promise<Page<AdminAuditEntry>> {
  return (await apiRequest(`/admin/audit-log?page=${page}&size=20`, { token, schema: AuditPageSchema, signal })).data;
}
