/** English texts of the partners page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    partners: { title: 'Partners', description: 'Physiotherapy clinics, sports clubs and strength coaches who train their patients and athletes with Inercise every day.' },
  },
  partners: {
    eyebrow: 'Partners',
    title: 'Trusted by people who train others.',
    lead: 'Physiotherapists, clubs and coaches use Inercise every day with their patients and athletes.',
    visit: '{{name}}: website',
    empty: 'No partners to show at the moment.',
    failed: 'We could not load the partners. Please try again later.',
  },
};
