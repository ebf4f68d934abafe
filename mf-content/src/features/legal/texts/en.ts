/** English texts of the privacy policy and terms of sale: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    privacy: {
      title: 'Privacy policy',
      description: 'How the Inercise shop processes your personal data: what we collect and why, who receives it, how long we keep it and your rights.',
    },
    terms: {
      title: 'Terms of sale',
      description: 'The terms of sale of the Inercise online shop: account, orders, prices and discount codes, payment, delivery, withdrawal and complaints.',
    },
  },
  legal: {
    seller: 'The seller',
    controller: 'The controller of your personal data',
    polishOnly: 'This document is available in Polish only; the Polish text is binding.',
    contents: 'Contents',
    updated: 'Last updated',
    retention: {
      title: 'How long we keep your data (summary)',
      account: 'Your account: until you delete it (we do so within two working days of your request), or after 3 years without a login; we warn you by e-mail 30 days before, and logging in keeps the account.',
      orders: 'Orders, invoices and payments: 10 years from the start of the year after the financial year they belong to; after your account is deleted they are no longer linked to you.',
      contact: 'Messages sent through the contact form: 2 years.',
      sessions: 'Where you are logged in (device, browser, network): 30 days after the session ends (a logout, or 30 days unused); activation and password links: until used or expired; the body of a payment operator’s notification: 180 days, then only the payment’s outcome stays.',
      records: 'Your e-mail address in payment notifications and in our change log: 2 years, after which it is removed.',
      newsletter: 'The newsletter: until you unsubscribe (a link in every newsletter mail) or delete your account; an address that does not confirm its sign-up within 7 days is deleted.',
      logs: 'Technical data in server logs: at most 12 months.',
    },
    purposes: {
      title: 'What we process, why, and who receives it (summary)',
      contract: 'Your account, orders, sessions, registered devices, comments and favourite articles: to run your account and the sales contract.',
      health: 'Your training profile (gender, height, weight, birth date, activity level, goals such as rehabilitation) can say something about your health: we keep it only with your explicit consent, given in your profile; withdrawing it deletes those fields.',
      newsletter: 'The newsletter: only with your consent (the box at registration starts unticked).',
      analytics: 'Visit statistics: an analytics tool loads only after you accept it in the banner; refusing is as easy, and "Cookie settings" in the footer changes your choice at any time.',
      webVitals: 'Page speed measurements (Core Web Vitals) from some visits carry no personal data (no address, identifier or cookie) and need no consent.',
      recipients: 'Recipients: Tpay (Krajowy Integrator Płatności S.A.) for payments, Cloudflare Turnstile for the bot check, our e-mail delivery provider, our hosting provider, couriers, our accountants, and the analytics provider only with your consent.',
    },
  },
};
