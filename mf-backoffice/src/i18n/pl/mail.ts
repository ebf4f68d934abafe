import type { Shape } from '../shape';
import type { mail as en } from '../en/mail';

/** The mails the shop could not deliver. */
export const mail: Shape<typeof en> = {
  mail: {
    title: 'Niedoręczone e-maile',
    intro: 'Każdy e-mail jest ponawiany przez ponad dobę. Te nie przeszły żadnej próby: sprawdź powód (nieistniejący adres, serwer poczty odmawia), a potem wyślij je ponownie.',
    loading: 'Wczytywanie niedoręczonych e-maili…',
    failed: 'Nie udało się wczytać niedoręczonych e-maili.',
    empty: 'Wszystkie e-maile zostały doręczone.',
    caption: 'E-maile, które nie przeszły żadnej próby, od najnowszych',
    failedAt: 'Ostatnia próba',
    to: 'Do',
    subject: 'Temat',
    reason: 'Powód',
    actions: 'Działania',
    attempts: 'Próby: {{count}}',
    resend: 'Wyślij ponownie',
    resendTo: 'Wyślij ponownie: {{subject}} do {{to}}',
  },
};
