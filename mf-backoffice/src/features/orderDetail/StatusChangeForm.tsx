import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField, TextArea, TextField, useForm, type Checked } from '@inercise/shared/form-field';
import { callEndpoint, type OrderStatusName } from '@inercise/shared';
import type { AdminOrderDetail, AdminOrderStatusChangePayload } from '@inercise/shared/admin';
import { adminChangeOrderStatus } from '@inercise/shared/endpoints/adminOrders';
import { useStatusText } from '../common/useStatusText';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './orderDetail.module.css';

const FIELDS = ['status', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/** The form's own refusal of what it would not send, as a schema words it. */
const problem = (field: Field, code: string): Checked<never> => ({ success: false, error: { issues: [{ path: [field], message: code }] } });

/**
 * Moves the order on, offering only where the API says it may go now. Shipping may carry a tracking number (mailed
 * to the customer); cancelling needs a reason (kept for the shop). The page shows what came of it: the order as the
 * API answers it, or the refusal.
 */
export function StatusChangeForm({
  token,
  order,
  onChanged,
  onRefused,
}: {
  token: string;
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation('backoffice');
  const statusText = useStatusText();
  const headingId = useId();
  const [status, setStatus] = useState<OrderStatusName | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [reason, setReason] = useState('');
  const { form, errors, busy, edited, submit, reset } = useForm(FIELDS, (code) => (code === 'reasonRequired' ? t('errors.reasonRequired') : t('change.chooseFirst')));

  if (order.nextStatuses.length === 0) {
    return (
      <section className={editor.panel} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('change.title')}</h2>
        <p className={common.muted}>{t('change.none')}</p>
      </section>
    );
  }

  /** A status chosen, and a reason for a cancellation: what the API would refuse otherwise. */
  const check = (): Checked<AdminOrderStatusChangePayload> => {
    if (!status) return problem('status', 'chooseFirst');
    if (status === 'CANCELLED' && !reason.trim()) return problem('reason', 'reasonRequired');
    return {
      success: true,
      data: {
        status,
        ...(status === 'SHIPPED' && trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
        ...(status === 'CANCELLED' ? { reason: reason.trim() } : {}),
      },
    };
  };
  // The page says what came of a move, the refusals included: they never stay in the form.
  const send = async (change: AdminOrderStatusChangePayload) => {
    let changed: AdminOrderDetail;
    try {
      changed = await callEndpoint(adminChangeOrderStatus, { token, params: { orderNumber: order.orderNumber }, body: change });
    } catch (error) {
      return onRefused(error);
    }
    onChanged(changed);
  };

  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('change.title')}</h2>
      <form ref={form} className={styles.changeForm} onSubmit={(event: FormEvent) => void submit(event, check, send)} noValidate>
        <SelectField
          label={t('change.status')}
          name="status"
          required
          value={status}
          error={errors.status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatusName | '');
            reset();
          }}
        >
          <option value="">{t('change.choose')}</option>
          {order.nextStatuses.map((next) => (
            <option key={next} value={next}>
              {statusText(next)}
            </option>
          ))}
        </SelectField>
        {status === 'SHIPPED' ? (
          <TextField label={t('change.trackingNumber')} hint={t('change.trackingHint')} maxLength={100} value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} />
        ) : null}
        {status === 'CANCELLED' ? (
          <TextArea
            label={t('change.reason')}
            hint={t('change.reasonHint')}
            required
            maxLength={500}
            name="reason"
            rows={3}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.target.value);
              edited('reason');
            }}
          />
        ) : null}
        <div>
          <button type="submit" className={common.primary} disabled={busy}>
            {busy ? t('change.saving') : t('change.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
