/** English texts of the partners page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    partners: { title: 'Partners', description: 'Physiotherapy clinics, sports clubs and strength coaches who train their patients and athletes with Inercise every day.' },
  },
  partners: {
    eyebrow: 'Partners',
    title: 'Trusted by people who train others.',
    lead: 'Physiotherapists, clubs and coaches use Inercise every day with their patients and athletes.',
    kinetika: {
      name: 'KINETIKA physiotherapy & rehabilitation',
      text: 'A physiotherapy clinic that uses flywheel training to bring patients back after knee and Achilles tendon injuries.',
      link: 'KINETIKA website',
    },
    halny: {
      name: 'KS Halny sports club',
      text: 'A mountain sports club whose runners and skiers build power and resilient tendons on Inercise.',
      link: 'KS Halny on Facebook',
    },
    ats: {
      name: 'ATS Strength Coach Academy',
      text: 'An academy for strength coaches, teaching flywheel methods in its courses and workshops.',
      link: 'ATS on Instagram',
    },
  },
};
