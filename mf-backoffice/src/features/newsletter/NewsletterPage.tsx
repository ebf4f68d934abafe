import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminRemoveSubscriber, adminSubscribers } from '@inercise/shared/endpoints/adminInbox';
import type { AdminSubscriber } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { ConfirmButton } from '../common/ConfirmButton';
import { EmailAddress } from '../common/EmailAddress';
import { ExportButton } from '../common/ExportButton';
import { useDateFormat } from '../common/formatDate';
import { PagedList } from '../common/PagedList';
import { ListSearch } from '../common/ListSearch';
import { ListTable } from '../common/ListTable';
import { exportSubscribers, subscriberQueryFrom, subscriberQueryOf } from './subscribers';
import common from '../common/backoffice.module.css';

/** /admin/newsletter: the subscribers, newest first, searched and paged through the address, with their export. */
export function NewsletterPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('newsletter.title'), t('meta.newsletter'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const { q, page } = subscriberQueryFrom(search);
  const subscribers = useLoad(token ? (signal) => callEndpoint(adminSubscribers, { token, query: { q, page, size: 20 }, signal }) : null, [token, q, page]);
  return (
    <AdminOnly token={token} state={subscribers} loading={t('newsletter.loading')}>
      <div className={common.heading}>
        <h1>{t('newsletter.title')}</h1>
        {token ? <ExportButton download={() => exportSubscribers(token)} /> : null}
      </div>
      <ListSearch
        key={q}
        name="q"
        value={q}
        maxLength={100}
        texts={{ region: t('newsletter.searchLabel'), label: t('newsletter.search'), button: t('newsletter.searchButton') }}
        check={(text) => {
          const checked = adminSubscribers.query.safeParse({ q: text });
          return checked.success ? { success: true, data: checked.data.q ?? '' } : checked;
        }}
        onSearch={(next) => setSearch(subscriberQueryOf(next, 0))}
      />
      <PagedList
        state={subscribers}
        texts={{ loading: t('newsletter.loading'), failed: t('newsletter.failed'), empty: t('newsletter.empty'), found: (count) => t('newsletter.found', { count }) }}
        onPage={(next) => setSearch(subscriberQueryOf(q, next))}
      >
        {(rows) => <SubscribersTable token={token ?? ''} subscribers={rows} onRemoved={subscribers.retry} />}
      </PagedList>
    </AdminOnly>
  );
}

function SubscribersTable({ token, subscribers, onRemoved }: { token: string; subscribers: AdminSubscriber[]; onRemoved: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <ListTable
      caption={t('newsletter.caption')}
      columns={[
        { label: t('newsletter.email') },
        { label: t('newsletter.signedUp') },
        { label: t('newsletter.actions') },
      ]}
    >
      {subscribers.map((subscriber) => (
        <SubscriberRow key={subscriber.id} token={token} subscriber={subscriber} onRemoved={onRemoved} />
      ))}
    </ListTable>
  );
}

/** Removing asks once more first: a removal cannot be undone (the subscriber would have to sign up again). */
function SubscriberRow({ token, subscriber, onRemoved }: { token: string; subscriber: AdminSubscriber; onRemoved: () => void }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  return (
    <tr>
      <td data-label={t('newsletter.email')} className={common.wrap}>
        <EmailAddress email={subscriber.email} />
      </td>
      <td data-label={t('newsletter.signedUp')}>{dateTime(subscriber.createdAt)}</td>
      <td data-label={t('newsletter.actions')}>
        <ConfirmButton
          texts={{
            button: t('newsletter.remove'),
            buttonLabel: t('newsletter.removeOf', { email: subscriber.email }),
            question: t('newsletter.confirm', { email: subscriber.email }),
            confirm: t('newsletter.confirmRemove'),
            cancel: t('newsletter.cancel'),
          }}
          onConfirm={async () => {
            await callEndpoint(adminRemoveSubscriber, { token, params: { id: subscriber.id } });
            onRemoved();
          }}
        />
      </td>
    </tr>
  );
}
