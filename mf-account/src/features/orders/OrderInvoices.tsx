import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, saveBlob, selectAccessToken, useAppSelector, useLoad, type InvoiceSummary, type OrderStatusName } from '@inercise/shared';
import { myInvoicePdf, myOrderInvoices } from '@inercise/shared/endpoints/invoices';
import styles from './orders.module.css';

/** Statuses of an order that was never paid: it has no invoice to ask for. */
const UNPAID: readonly OrderStatusName[] = ['INCOMPLETE', 'PAYMENT_VERIFICATION', 'PLACED'];

/**
 * An order's invoice (and a refund's correction), each a button that downloads its PDF with the session's token,
 * saved under the invoice's number. Asked for only for an order that was paid; nothing while it has none.
 */
export function OrderInvoices({ orderNumber, status }: { orderNumber: string; status: OrderStatusName }) {
  const { t } = useTranslation('account');
  const token = useAppSelector(selectAccessToken);
  const paid = !UNPAID.includes(status);
  const invoices = useLoad(token && paid ? (signal) => callEndpoint(myOrderInvoices, { params: { orderNumber }, token, signal }) : null, [orderNumber, token, paid]);
  const [failed, setFailed] = useState(false);
  if (!token || invoices.status !== 'ready' || invoices.data.length === 0) return null;
  const download = async (invoice: InvoiceSummary) => {
    setFailed(false);
    try {
      saveBlob(await callEndpoint(myInvoicePdf, { params: { orderNumber, fileNumber: invoice.fileNumber }, token }), `faktura-${invoice.fileNumber}.pdf`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className={styles.invoices}>
      {invoices.data.map((invoice) => (
        <button key={invoice.number} type="button" className={styles.invoiceButton} onClick={() => void download(invoice)}>
          {t(invoice.kind === 'CORRECTION' ? 'orders.downloadCorrection' : 'orders.downloadInvoice', { number: invoice.number })}
        </button>
      ))}
      {failed ? <p role="alert">{t('orders.invoiceFailed')}</p> : null}
    </div>
  );
}
