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
    polishOnly: 'This document is available in Polish only; the Polish text is binding.',
    contents: 'Contents',
    updated: 'Last updated',
  },
};
