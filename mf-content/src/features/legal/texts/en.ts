/** English texts of the privacy policy and terms of sale: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    privacy: { title: 'Privacy policy', description: 'How the Inercise shop processes personal data.' },
    terms: { title: 'Terms of sale', description: 'The terms of sale of the Inercise online shop.' },
  },
  legal: {
    polishOnly: 'This document is available in Polish only; the Polish text is binding.',
    contents: 'Contents',
    updated: 'Last updated',
  },
};
