import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, useForm, type Checked } from '@inercise/shared/form-field';
import { callEndpoint } from '@inercise/shared';
import type { AdminOrderDetail, AdminPaymentDeadlinePayload } from '@inercise/shared/admin';
import { adminExtendPaymentDeadline } from '@inercise/shared/endpoints/adminOrders';
import { useDateFormat } from '../common/formatDate';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './orderDetail.module.css';

const FIELDS = ['until'] as const;

/**
 * An order waiting for its payment is cancelled at its deadline; the owner may give the buyer longer (a bank
 * transfer on its way, a buyer who asked). Shown only while the order waits for a payment.
 */
export function PaymentDeadlineForm({
  token,
  order,
  onChanged,
  onRefused,
}: {
  token: string;
  order: AdminOrderDetail & { paymentDueAt: string };
  onChanged: (order: AdminOrderDetail) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const headingId = useId();
  const [until, setUntil] = useState('');
  const { form, errors, busy, edited, submit } = useForm(FIELDS, () => t('deadline.chooseFirst'));

  const check = (): Checked<AdminPaymentDeadlinePayload> =>
    until ? { success: true, data: { until } } : { success: false, error: { issues: [{ path: ['until'], message: 'chooseFirst' }] } };
  const send = async (payload: AdminPaymentDeadlinePayload) => {
    let changed: AdminOrderDetail;
    try {
      changed = await callEndpoint(adminExtendPaymentDeadline, { token, params: { orderNumber: order.orderNumber }, body: payload });
    } catch (error) {
      return onRefused(error);
    }
    onChanged(changed);
  };

  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('deadline.title')}</h2>
      <p>
        {t('deadline.dueAt')}: <strong>{dateTime(order.paymentDueAt)}</strong>
      </p>
      <form ref={form} className={styles.changeForm} onSubmit={(event: FormEvent) => void submit(event, check, send)} noValidate>
        <FormField label={t('deadline.until')} hint={t('deadline.hint')} required error={errors.until}>
          {(control) => (
            <input
              {...control}
              name="until"
              type="date"
              value={until}
              onChange={(event) => {
                setUntil(event.target.value);
                edited('until');
              }}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className={common.primary} disabled={busy}>
            {busy ? t('deadline.saving') : t('deadline.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
