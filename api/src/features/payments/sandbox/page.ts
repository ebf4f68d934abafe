import type { PaymentMethod } from '@inercise/contracts';

/** The sandbox payment page: plain HTML, no scripts; every interpolated value is escaped. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const texts = {
  pl: {
    title: 'Płatność testowa',
    order: 'Zamówienie',
    amount: 'Kwota',
    method: 'Metoda płatności',
    choose: 'Wybierz metodę płatności',
    chooseFirst: 'Wybierz metodę płatności, aby zapłacić.',
    note: 'To symulator płatności. Żadne pieniądze nie zostaną pobrane.',
    pay: 'Zapłać',
    fail: 'Odrzuć',
  },
  en: {
    title: 'Test payment',
    order: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    choose: 'Choose a payment method',
    chooseFirst: 'Choose a payment method to pay.',
    note: 'This is a payment simulator. No money will be taken.',
    pay: 'Pay',
    fail: 'Fail',
  },
};

export interface SandboxPageOptions {
  lang: 'pl' | 'en';
  transactionId: string;
  orderNumber: string;
  amount: string;
  /** The method chosen in the shop, or null: the page offers `methods` to choose from, as Tpay's panel does. */
  chosen: PaymentMethod | null;
  methods: PaymentMethod[];
  /** The pay button was pressed with no method chosen. */
  missingMethod?: boolean;
}

const methodChooser = (options: SandboxPageOptions, t: (typeof texts)['pl']) => `<fieldset${options.missingMethod ? ' aria-describedby="method-error"' : ''}><legend>${t.choose}</legend>
${options.methods.map((m) => `<label><input type="radio" name="method" value="${m.id}" required> ${escapeHtml(m.name)}</label>`).join('\n')}
</fieldset>${options.missingMethod ? `<p id="method-error" class="error" role="alert">${t.chooseFirst}</p>` : ''}`;

export const sandboxPage = (options: SandboxPageOptions): string => {
  const t = texts[options.lang];
  const action = (outcome: string) => `/sandbox/pay/${encodeURIComponent(options.transactionId)}/${outcome}`;
  const chosen = options.chosen ? `<dt>${t.method}</dt><dd>${escapeHtml(options.chosen.name)}</dd>` : '';
  return `<!doctype html>
<html lang="${options.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title} · Inercise</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111418;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e2e5e9;border-radius:8px;padding:32px;max-width:420px;width:calc(100% - 48px)}
h1{font-size:22px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#5b6470}dd{margin:0;font-weight:700}
p{color:#5b6470}form{display:inline}form.choose{display:block;margin-bottom:12px}button{min-height:44px;padding:0 24px;border-radius:8px;font-size:16px;cursor:pointer;margin-right:12px}
fieldset{border:1px solid #e2e5e9;border-radius:8px;margin:0 0 16px;padding:12px 16px;display:grid;gap:8px}legend{font-weight:700}
label{display:flex;align-items:center;gap:8px;min-height:32px}.error{color:#b42318}
.pay{background:#d9461a;color:#fff;border:0}.fail{background:#fff;color:#111418;border:2px solid #111418}
button:focus-visible,input:focus-visible{outline:2px solid #ff5a1f;outline-offset:2px}
</style></head>
<body><main>
<h1>${t.title}</h1>
<dl><dt>${t.order}</dt><dd>${escapeHtml(options.orderNumber)}</dd><dt>${t.amount}</dt><dd>${escapeHtml(options.amount)} PLN</dd>${chosen}</dl>
<p>${t.note}</p>
<form method="post" action="${action('pay')}"${options.chosen ? '' : ' class="choose"'}>${options.chosen ? '' : methodChooser(options, t)}<input type="hidden" name="lang" value="${options.lang}"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${action('fail')}"><input type="hidden" name="lang" value="${options.lang}"><button class="fail" type="submit">${t.fail}</button></form>
</main></body></html>`;
};
