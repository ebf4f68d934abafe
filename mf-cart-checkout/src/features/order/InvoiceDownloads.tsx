import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, saveBlob, useLoad, type InvoiceSummary } from '@inercise/shared';
import { myInvoicePdf, myOrderInvoices } from '@inercise/shared/endpoints/invoices';
import controls from '../../components/controls.module.css';
import styles from './OrderPage.module.css';

/** Statuses of an order that was never paid: it has no invoice to ask for. */
const UNPAID = ['INCOMPLETE', 'PAYMENT_VERIFICATION', 'PLACED'];

/**
 * A paid order's invoices (and a refund's correction), each a button that downloads its PDF: fetched with the
 * session's token, saved under the invoice's number. Asked for once the order's status is read and says it was paid
 * (the invoice is issued with the payment); nothing while the order has none.
 */
export function InvoiceDownloads({ orderNumber, token, status }: { orderNumber: string; token: string; status: string | null }) {
  const { t } = useTranslation('cart');
  const paid = status !== null && !UNPAID.includes(status);
  const invoices = useLoad(paid ? (signal) => callEndpoint(myOrderInvoices, { params: { orderNumber }, token, signal }) : null, [orderNumber, token, paid]);
  const [failed, setFailed] = useState(false);
  if (invoices.status !== 'ready' || invoices.data.length === 0) return null;
  const download = async (invoice: InvoiceSummary) => {
    setFailed(false);
    try {
      const file = await callEndpoint(myInvoicePdf, { params: { orderNumber, fileNumber: invoice.fileNumber }, token });
      saveBlob(file, `faktura-${invoice.fileNumber}.pdf`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className={styles.invoices}>
      <ul>
        {invoices.data.map((invoice) => (
          <li key={invoice.number}>
            <button type="button" className={controls.secondary} onClick={() => void download(invoice)}>
              {t(invoice.kind === 'CORRECTION' ? 'order.downloadCorrection' : 'order.downloadInvoice', { number: invoice.number })}
            </button>
          </li>
        ))}
      </ul>
      {failed ? <p role="alert">{t('order.invoiceFailed')}</p> : null}
    </div>
  );
}
