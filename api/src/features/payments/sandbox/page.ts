/** The sandbox payment page: plain HTML, no scripts; every interpolated value is escaped. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const texts = {
  pl: { title: 'Płatność testowa', order: 'Zamówienie', amount: 'Kwota', note: 'To symulator płatności. Żadne pieniądze nie zostaną pobrane.', pay: 'Zapłać', fail: 'Odrzuć' },
  en: { title: 'Test payment', order: 'Order', amount: 'Amount', note: 'This is a payment simulator. No money will be taken.', pay: 'Pay', fail: 'Fail' },
};

export const sandboxPage = (options: { lang: 'pl' | 'en'; transactionId: string; orderNumber: string; amount: string }): string => {
  const t = texts[options.lang];
  const action = (outcome: string) => `/sandbox/pay/${encodeURIComponent(options.transactionId)}/${outcome}`;
  return `<!doctype html>
<html lang="${options.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title} · Inercise</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111418;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e2e5e9;border-radius:8px;padding:32px;max-width:420px;width:calc(100% - 48px)}
h1{font-size:22px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#5b6470}dd{margin:0;font-weight:700}
p{color:#5b6470}form{display:inline}button{min-height:44px;padding:0 24px;border-radius:8px;font-size:16px;cursor:pointer;margin-right:12px}
.pay{background:#d9461a;color:#fff;border:0}.fail{background:#fff;color:#111418;border:2px solid #111418}
button:focus-visible{outline:2px solid #ff5a1f;outline-offset:2px}
</style></head>
<body><main>
<h1>${t.title}</h1>
<dl><dt>${t.order}</dt><dd>${escapeHtml(options.orderNumber)}</dd><dt>${t.amount}</dt><dd>${escapeHtml(options.amount)} PLN</dd></dl>
<p>${t.note}</p>
<form method="post" action="${action('pay')}"><input type="hidden" name="lang" value="${options.lang}"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${action('fail')}"><input type="hidden" name="lang" value="${options.lang}"><button class="fail" type="submit">${t.fail}</button></form>
</main></body></html>`;
};
