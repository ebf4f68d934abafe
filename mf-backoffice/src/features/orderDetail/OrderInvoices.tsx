import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, formatPrice, saveBlob, useLanguage, useLoad, type InvoiceSummary } from '@inercise/shared';
import { adminInvoicePdf, adminInvoiceXml, adminOrderInvoices } from '@inercise/shared/endpoints/adminInvoices';
import { fetchCsv } from '../common/fetchCsv';
import { ErrorMessage } from '../common/ErrorMessage';
import { LoadFailure } from '../common/LoadFailure';
import common from '../common/backoffice.module.css';

/**
 * An order's invoice and correction: each as its PDF and as the KSeF FA(3) XML the accountant sends. `version`
 * reloads the list when the order changes (a refund issues the correction).
 */
export function OrderInvoices({ token, orderNumber, version }: { token: string; orderNumber: string; version: string }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const invoices = useLoad((signal) => callEndpoint(adminOrderInvoices, { token, params: { orderNumber }, signal }), [token, orderNumber, version]);
  const [error, setError] = useState<unknown>(null);
  const download = async (invoice: InvoiceSummary, kind: 'pdf' | 'xml') => {
    setError(null);
    try {
      const input = { token, params: { fileNumber: invoice.fileNumber } };
      const { file, name } = kind === 'pdf' ? await fetchCsv(adminInvoicePdf, input, `faktura-${invoice.fileNumber}.pdf`) : await fetchCsv(adminInvoiceXml, input, `faktura-${invoice.fileNumber}.xml`);
      saveBlob(file, name);
    } catch (caught) {
      setError(caught);
    }
  };
  if (invoices.status === 'failed') return <LoadFailure what={t('invoices.failed')} error={invoices.error} retry={invoices.retry} />;
  if (invoices.status !== 'ready') return null;
  if (invoices.data.length === 0) return <p className={common.muted}>{t('invoices.none')}</p>;
  return (
    <>
      <ul>
        {invoices.data.map((invoice) => (
          <li key={invoice.number}>
            {t(invoice.kind === 'CORRECTION' ? 'invoices.correction' : 'invoices.invoice', { number: invoice.number, date: invoice.issueDate, total: formatPrice(invoice.grossTotal, invoice.currency, language) })}{' '}
            <button type="button" className={common.secondary} onClick={() => void download(invoice, 'pdf')} aria-label={t('invoices.pdfOf', { number: invoice.number })}>
              PDF
            </button>{' '}
            <button type="button" className={common.secondary} onClick={() => void download(invoice, 'xml')} aria-label={t('invoices.xmlOf', { number: invoice.number })}>
              {t('invoices.xml')}
            </button>
          </li>
        ))}
      </ul>
      <ErrorMessage error={error} />
    </>
  );
}
