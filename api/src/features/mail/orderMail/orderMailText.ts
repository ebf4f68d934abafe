import type { OrderMailView } from './orderMailView.ts';

/** The plain-text part of an order's mail: the same content as the HTML, for programs (and readers) without it. */
export const orderMailText = (view: OrderMailView): string => {
  const out: string[] = [view.heading.toUpperCase(), '', view.intro, ''];
  if (view.pay) out.push(`${view.pay.text} ${view.pay.label}: ${view.pay.href}`, '');
  for (const fact of view.facts) out.push(`${fact.label}: ${fact.value}`);
  out.push('');
  for (const line of view.lines) {
    out.push(`- ${line.name}`);
    for (const option of line.options) out.push(`  ${option}`);
    out.push(`  ${view.columns.quantity}: ${line.quantity} × ${line.unitPrice} = ${line.lineTotal}`);
  }
  out.push('');
  for (const sum of view.sums) out.push(`${sum.label}: ${sum.value}`);
  out.push(...view.vat, '');
  out.push(`${view.delivery.title}: ${view.delivery.method}`, ...(view.delivery.dispatch ? [view.delivery.dispatch] : []), '');
  for (const address of view.addresses) out.push(`${address.title}:`, ...address.lines.map((line) => `  ${line}`), '');
  out.push(`${view.documents.title}:`);
  for (const link of view.documents.links) out.push(`  ${link.label}: ${link.href}`);
  if (view.documents.notes.length > 0) out.push('', ...view.documents.notes);
  out.push('', '-----', `${view.seller.title}:`, ...view.seller.lines);
  return out.join('\n');
};
