import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField } from '@inercise/shared/form-field';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminContactMessages, adminMarkContactMessage } from '@inercise/shared/endpoints/adminInbox';
import type { AdminContactMessage } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { EmailAddress } from '../common/EmailAddress';
import { ErrorMessage } from '../common/ErrorMessage';
import { useDateFormat } from '../common/formatDate';
import { PagedList } from '../common/PagedList';
import { ListTable } from '../common/ListTable';
import { messageListQuery, messageQueryFrom, messageQueryOf, type MessageFilter } from './contactMessages';
import common from '../common/backoffice.module.css';
import styles from './messages.module.css';

const filters: readonly MessageFilter[] = ['waiting', 'handled', 'all'];

/** /admin/messages: the contact form's messages, newest first; the filter (waiting by default) and page in the address. */
export function MessagesPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('messages.title'), t('meta.messages'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const { show, page } = messageQueryFrom(search);
  const messages = useLoad(token ? (signal) => callEndpoint(adminContactMessages, { token, query: messageListQuery(show, page), signal }) : null, [token, show, page]);
  return (
    <AdminOnly token={token} state={messages} loading={t('messages.loading')}>
      <h1>{t('messages.title')}</h1>
      <SelectField
        className={styles.filter}
        label={t('messages.show')}
        value={show}
        onChange={(event) => setSearch(messageQueryOf(event.target.value as MessageFilter, 0))}
      >
        {filters.map((filter) => (
          <option key={filter} value={filter}>
            {t(`messages.filter.${filter}`)}
          </option>
        ))}
      </SelectField>
      <PagedList
        state={messages}
        texts={{ loading: t('messages.loading'), failed: t('messages.failed'), empty: t('messages.empty') }}
        onPage={(next) => setSearch(messageQueryOf(show, next))}
      >
        {(rows) => <MessagesTable token={token ?? ''} messages={rows} onChanged={messages.retry} />}
      </PagedList>
    </AdminOnly>
  );
}

function MessagesTable({ token, messages, onChanged }: { token: string; messages: AdminContactMessage[]; onChanged: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <ListTable
      caption={t('messages.caption')}
      columns={[
        { label: t('messages.received') },
        { label: t('messages.from') },
        { label: t('messages.message') },
        { label: t('messages.state') },
        { label: t('messages.actions') },
      ]}
    >
      {messages.map((message) => (
        <MessageRow key={message.id} token={token} message={message} onChanged={onChanged} />
      ))}
    </ListTable>
  );
}

function MessageRow({ token, message, onChanged }: { token: string; message: AdminContactMessage; onChanged: () => void }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const handled = message.handledAt !== null;
  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await callEndpoint(adminMarkContactMessage, { token, params: { id: message.id }, body: { handled: !handled } });
      onChanged();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  // The visitor's own mail program answers, from the shop's mailbox, with the shop's subject line.
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(t('messages.replySubject'))}`;
  return (
    <tr>
      <td data-label={t('messages.received')}>{dateTime(message.createdAt)}</td>
      <td data-label={t('messages.from')} className={common.wrap}>
        {message.name}
        <br />
        <span className={common.muted}>
          <EmailAddress email={message.email} />
        </span>
      </td>
      {/* What a visitor typed is only ever text. */}
      <td data-label={t('messages.message')} className={styles.text}>
        {message.message}
      </td>
      <td data-label={t('messages.state')}>
        {handled && message.handledAt ? t('messages.handledAt', { at: dateTime(message.handledAt), by: message.handledBy ?? '' }) : t('messages.waiting')}
      </td>
      <td data-label={t('messages.actions')}>
        <div className={common.row}>
          <button type="button" className={common.secondary} disabled={busy} onClick={() => void toggle()} aria-label={t(handled ? 'messages.markWaitingOf' : 'messages.markHandledOf', { name: message.name })}>
            {handled ? t('messages.markWaiting') : t('messages.markHandled')}
          </button>
          <a className={common.link} href={reply} aria-label={t('messages.replyTo', { name: message.name })}>
            {t('messages.reply')}
          </a>
        </div>
        <ErrorMessage error={failure} />
      </td>
    </tr>
  );
}
