import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField, useForm } from '@inercise/shared/form-field';
import { useSearchParams } from '@inercise/shared/router';
import { ApiError, callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminRemoveSubscriber, adminSubscribers } from '@inercise/shared/endpoints/adminInbox';
import type { AdminSubscriber } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { ConfirmButton } from '../common/ConfirmButton';
import { EmailAddress } from '../common/EmailAddress';
import { useErrorText } from '../common/errorText';
import { ExportButton } from '../common/ExportButton';
import { useDateFormat } from '../common/formatDate';
import { PagedList } from '../common/PagedList';
import { ListTable } from '../common/ListTable';
import { exportSubscribers, subscriberQueryFrom, subscriberQueryOf } from './subscribers';
import common from '../common/backoffice.module.css';
import styles from './newsletter.module.css';

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
      <SearchForm key={q} q={q} onSearch={(next) => setSearch(subscriberQueryOf(next, 0))} />
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

const searchFields = ['q'] as const;

/** The search applies on submit, not at every letter; it is checked by the list's own query rule. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const [draft, setDraft] = useState(q);
  const { form, errors, edited, submit } = useForm(searchFields, (code, field, error) => errorText(error ?? new ApiError(400, code, field)));
  return (
    <form
      ref={form}
      className={styles.search}
      role="search"
      noValidate
      onSubmit={(event) => void submit(event, () => adminSubscribers.query.safeParse({ q: draft }), async (query) => onSearch(query.q ?? ''))}
      aria-label={t('newsletter.searchLabel')}
    >
      <TextField
        name="q"
        label={t('newsletter.search')}
        type="search"
        maxLength={100}
        value={draft}
        error={errors.q}
        onChange={(event) => {
          setDraft(event.target.value);
          edited('q');
        }}
      />
      <button type="submit" className={common.secondary}>
        {t('newsletter.searchButton')}
      </button>
    </form>
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
