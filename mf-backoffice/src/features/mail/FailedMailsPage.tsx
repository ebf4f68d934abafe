import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminFailedMails, adminResendMail } from '@inercise/shared/endpoints/adminMail';
import type { AdminFailedMail } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { EmailAddress } from '../common/EmailAddress';
import { ErrorMessage } from '../common/ErrorMessage';
import { useDateFormat } from '../common/formatDate';
import { ListTable } from '../common/ListTable';
import { LoadFailure } from '../common/LoadFailure';
import common from '../common/backoffice.module.css';

/** /admin/mail: the mails the shop could not deliver after every retry, with the reason and a resend. */
export function FailedMailsPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('mail.title'), t('meta.mail'));
  const token = useAdminToken();
  const mails = useLoad(token ? async (signal) => (await callEndpoint(adminFailedMails, { token, signal })).items : null, [token]);
  return (
    <AdminOnly token={token} state={mails} loading={t('mail.loading')}>
      <h1>{t('mail.title')}</h1>
      <p className={common.muted}>{t('mail.intro')}</p>
      {mails.status === 'failed' ? <LoadFailure what={t('mail.failed')} error={mails.error} retry={mails.retry} /> : null}
      {mails.status === 'ready' && mails.data.length === 0 ? <p role="status">{t('mail.empty')}</p> : null}
      {mails.status === 'ready' && mails.data.length > 0 ? (
        <ListTable
          caption={t('mail.caption')}
          columns={[{ label: t('mail.failedAt') }, { label: t('mail.to') }, { label: t('mail.subject') }, { label: t('mail.reason') }, { label: t('mail.actions') }]}
        >
          {mails.data.map((mail) => (
            <FailedMailRow key={mail.id} token={token ?? ''} mail={mail} onResent={mails.retry} />
          ))}
        </ListTable>
      ) : null}
    </AdminOnly>
  );
}

function FailedMailRow({ token, mail, onResent }: { token: string; mail: AdminFailedMail; onResent: () => void }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const resend = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await callEndpoint(adminResendMail, { token, params: { id: mail.id } });
      onResent();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };
  return (
    <tr>
      <td data-label={t('mail.failedAt')}>{dateTime(mail.failedAt)}</td>
      <td data-label={t('mail.to')} className={common.wrap}>
        <EmailAddress email={mail.to} />
      </td>
      <td data-label={t('mail.subject')} className={common.wrap}>
        {mail.subject}
      </td>
      <td data-label={t('mail.reason')} className={common.wrap}>
        {mail.reason}
        <br />
        <span className={common.muted}>{t('mail.attempts', { count: mail.attempts })}</span>
      </td>
      <td data-label={t('mail.actions')}>
        <button type="button" className={common.secondary} disabled={busy} onClick={() => void resend()} aria-label={t('mail.resendTo', { to: mail.to, subject: mail.subject })}>
          {t('mail.resend')}
        </button>
        <ErrorMessage error={failure} />
      </td>
    </tr>
  );
}
