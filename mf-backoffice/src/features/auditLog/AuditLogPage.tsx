import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useSearchParams } from '@inercise/shared/router';
import { useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import type { AdminAuditEntry } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { useDateFormat } from '../common/formatDate';
import { LoadFailure } from '../common/LoadFailure';
import { Pager } from '../common/Pager';
import { useActorName } from '../orderDetail/actorName';
import { changedFields, valueText } from './changedFields';
import { fetchAuditLog } from './fetchAuditLog';
import common from '../common/backoffice.module.css';
import styles from './auditLog.module.css';

/** /admin/audit-log: every back-office change, newest first, paged through the address (`?page=`). */
export function AuditLogPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('audit.title'), t('meta.auditLog'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page') ?? '0');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const log = useLoad(token ? (signal) => fetchAuditLog(token, page, signal) : null, [token, page]);
  return (
    <AdminOnly token={token} state={log} loading={t('audit.loading')}>
      <h1>{t('audit.title')}</h1>
      {log.status === 'loading' ? (
        <p role="status" className={common.muted}>
          {t('audit.loading')}
        </p>
      ) : null}
      {log.status === 'failed' ? <LoadFailure what={t('audit.failed')} error={log.error} retry={log.retry} /> : null}
      {log.status === 'ready' && log.data.content.length === 0 ? <p className={common.muted}>{t('audit.empty')}</p> : null}
      {log.status === 'ready' && log.data.content.length > 0 ? (
        <>
          <AuditTable entries={log.data.content} />
          <Pager page={log.data.number} pages={log.data.totalPages} onPage={(next) => setSearch(next > 0 ? { page: String(next) } : {})} />
        </>
      ) : null}
    </AdminOnly>
  );
}

function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const actorName = useActorName();
  return (
    <table className={`${common.table} ${styles.log}`}>
      <caption>{t('audit.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('audit.at')}</th>
          <th scope="col">{t('audit.who')}</th>
          <th scope="col">{t('audit.what')}</th>
          <th scope="col">{t('audit.entity')}</th>
          <th scope="col">{t('audit.change')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={t('audit.at')}>{dateTime(entry.at)}</td>
            <td data-label={t('audit.who')} className={styles.wrap}>
              {actorName(entry.actor)}
            </td>
            <td data-label={t('audit.what')}>
              <ActionName action={entry.action} />
            </td>
            <td data-label={t('audit.entity')}>
              <EntityName kind={entry.entityKind} id={entry.entityId} />
            </td>
            <td data-label={t('audit.change')}>
              <Changes before={entry.before} after={entry.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The actions the back office writes today by name; any other as the API names it. */
function ActionName({ action }: { action: string }) {
  const { t } = useTranslation('backoffice');
  const names: Record<string, string> = {
    'order.status': t('audit.orderStatus'),
    'user.role': t('audit.userRole'),
    'contactMessage.handled': t('audit.contactMessageHandled'),
    'newsletterSubscriber.removed': t('audit.subscriberRemoved'),
  };
  return <>{names[action] ?? action}</>;
}

/** An order links to its page; an account is named by its id. */
function EntityName({ kind, id }: { kind: string; id: string }) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalize();
  if (kind === 'order') {
    return (
      <Link className={common.link} to={localize(`/admin/orders/${encodeURIComponent(id)}`)}>
        {t('audit.order', { id })}
      </Link>
    );
  }
  if (kind === 'user') return <>{t('audit.user', { id })}</>;
  return (
    <>
      {kind} {id}
    </>
  );
}

/** The fields that changed, each "field: before → after". */
function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t } = useTranslation('backoffice');
  const fields = changedFields(before, after);
  if (fields.length === 0) return <span className={common.muted}>{t('audit.none')}</span>;
  return (
    <ul className={styles.changes}>
      {fields.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}</span>: <span>{valueText(change.before) ?? t('audit.none')}</span> →{' '}
          <strong>{valueText(change.after) ?? t('audit.none')}</strong>
        </li>
      ))}
    </ul>
  );
}
