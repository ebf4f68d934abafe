import { useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import { useSearchParams } from '@inercise/shared/router';
import { useLoad, usePageMeta } from '@inercise/shared';
import type { AdminSubscriber } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { useErrorText } from '../common/errorText';
import { EmailAddress } from '../common/EmailAddress';
import { ExportButton } from '../common/ExportButton';
import { useDateFormat } from '../common/formatDate';
import { PagedList } from '../common/PagedList';
import { exportSubscribers, fetchSubscribers, removeSubscriber, subscriberQueryFrom, subscriberQueryOf } from './subscribers';
import common from '../common/backoffice.module.css';
import styles from './newsletter.module.css';

/** /admin/newsletter: the subscribers, newest first, searched and paged through the address, with their export. */
export function NewsletterPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('newsletter.title'), t('meta.newsletter'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const { q, page } = subscriberQueryFrom(search);
  const subscribers = useLoad(token ? (signal) => fetchSubscribers(token, q, page, signal) : null, [token, q, page]);
  return (
    <AdminOnly token={token} state={subscribers} loading={t('newsletter.loading')}>
      <div className={common.heading}>
        <h1>{t('newsletter.title')}</h1>
        {token ? <ExportButton download={() => exportSubscribers(token)} /> : null}
      </div>
      <SearchForm key={q} q={q} onSearch={(next) => setSearch(subscriberQueryOf(next, 0))} />
      <PagedList
        state={subscribers}
        texts={{ loading: t('newsletter.loading'), failed: t('newsletter.failed'), empty: t('newsletter.empty') }}
        onPage={(next) => setSearch(subscriberQueryOf(q, next))}
      >
        {(rows, found) => (
          <>
            <p className={common.muted}>{t('newsletter.found', { count: found.totalElements })}</p>
            <SubscribersTable token={token ?? ''} subscribers={rows} onRemoved={subscribers.retry} />
          </>
        )}
      </PagedList>
    </AdminOnly>
  );
}

/** The search applies on submit, not at every letter. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit} aria-label={t('newsletter.searchLabel')}>
      <TextField label={t('newsletter.search')} type="search" maxLength={100} value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button type="submit" className={common.secondary}>
        {t('newsletter.searchButton')}
      </button>
    </form>
  );
}

function SubscribersTable({ token, subscribers, onRemoved }: { token: string; subscribers: AdminSubscriber[]; onRemoved: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <table className={`${common.table} ${common.cards}`}>
      <caption>{t('newsletter.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('newsletter.email')}</th>
          <th scope="col">{t('newsletter.signedUp')}</th>
          <th scope="col">{t('newsletter.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {subscribers.map((subscriber) => (
          <SubscriberRow key={subscriber.id} token={token} subscriber={subscriber} onRemoved={onRemoved} />
        ))}
      </tbody>
    </table>
  );
}

type Removal = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'busy' } | { kind: 'failed'; error: unknown };

/** Removing asks once more first: a removal cannot be undone (the subscriber would have to sign up again). */
function SubscriberRow({ token, subscriber, onRemoved }: { token: string; subscriber: AdminSubscriber; onRemoved: () => void }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const errorText = useErrorText();
  const [removal, setRemoval] = useState<Removal>({ kind: 'idle' });
  const remove = async () => {
    setRemoval({ kind: 'busy' });
    try {
      await removeSubscriber(token, subscriber.id);
      onRemoved();
    } catch (error) {
      setRemoval({ kind: 'failed', error });
    }
  };
  return (
    <tr>
      <td data-label={t('newsletter.email')} className={styles.email}>
        <EmailAddress email={subscriber.email} />
      </td>
      <td data-label={t('newsletter.signedUp')}>{dateTime(subscriber.createdAt)}</td>
      <td data-label={t('newsletter.actions')}>
        {removal.kind === 'confirming' || removal.kind === 'busy' ? (
          <div role="group" aria-label={t('newsletter.confirm', { email: subscriber.email })} className={styles.confirm}>
            <span>{t('newsletter.confirm', { email: subscriber.email })}</span>
            <button type="button" className={common.secondary} disabled={removal.kind === 'busy'} onClick={() => void remove()}>
              {t('newsletter.confirmRemove')}
            </button>
            <button type="button" className={common.secondary} disabled={removal.kind === 'busy'} onClick={() => setRemoval({ kind: 'idle' })}>
              {t('newsletter.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className={common.secondary} onClick={() => setRemoval({ kind: 'confirming' })} aria-label={t('newsletter.removeOf', { email: subscriber.email })}>
            {t('newsletter.remove')}
          </button>
        )}
        {removal.kind === 'failed' ? (
          <p role="alert" className={common.error}>
            {errorText(removal.error)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
