import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField, TextArea, TextField } from '@inercise/shared/form-field';
import type { OrderStatusName } from '@inercise/shared';
import type { AdminOrderDetail } from '@inercise/shared/admin';
import { useStatusText } from '../common/useStatusText';
import { changeOrderStatus } from './changeOrderStatus';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './orderDetail.module.css';

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
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ field: 'status' | 'reason'; text: string } | null>(null);

  if (order.nextStatuses.length === 0) {
    return (
      <section className={editor.panel} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('change.title')}</h2>
        <p className={common.muted}>{t('change.none')}</p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) return setProblem({ field: 'status', text: t('change.chooseFirst') });
    if (status === 'CANCELLED' && !reason.trim()) return setProblem({ field: 'reason', text: t('errors.reasonRequired') });
    setProblem(null);
    setSaving(true);
    try {
      const changed = await changeOrderStatus(token, order.orderNumber, {
        status,
        ...(status === 'SHIPPED' && trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
        ...(status === 'CANCELLED' ? { reason: reason.trim() } : {}),
      });
      setSaving(false);
      onChanged(changed);
    } catch (error) {
      setSaving(false);
      onRefused(error);
    }
  };

  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('change.title')}</h2>
      <form className={styles.changeForm} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t('change.status')}
          required
          value={status}
          error={problem?.field === 'status' ? problem.text : undefined}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatusName | '');
            setProblem(null);
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
            rows={3}
            value={reason}
            error={problem?.field === 'reason' ? problem.text : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        <div>
          <button type="submit" className={common.primary} disabled={saving}>
            {saving ? t('change.saving') : t('change.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
