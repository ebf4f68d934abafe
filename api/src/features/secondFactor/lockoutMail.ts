/** The time a lock ends, as the owner in Poland reads it. */
const warsawTime = (at: Date, locale: 'pl-PL' | 'en-GB') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' }).format(at);

/**
 * To the owner whose second factor was locked after too many wrong codes: the password was typed right (the code is
 * asked only after it), so whoever it was knows it. Both languages, as the shop's other account mails.
 */
export const secondFactorLockoutMail = (until: Date, attempts: number) => ({
  subject: 'Inercise: blokada drugiego składnika logowania / second factor locked',
  text: [
    `Przy logowaniu do zaplecza sklepu Twoim hasłem wpisano ${attempts} błędnych kodów drugiego składnika z rzędu. ` +
      `Logowanie zostało przerwane, a kody są odrzucane do ${warsawTime(until, 'pl-PL')} (czasu polskiego), także poprawne.\n\n` +
      'Jeśli to nie Ty: ktoś zna Twoje hasło. Zmień je od razu (Nie pamiętasz hasła? na stronie logowania) i sprawdź dziennik zmian w zapleczu.',
    '-----',
    `Someone logging in to the shop's back office with your password typed ${attempts} wrong second-factor codes in a row. ` +
      `The login was ended, and codes are refused until ${warsawTime(until, 'en-GB')} (Polish time), right ones too.\n\n` +
      'If it was not you: someone knows your password. Change it at once (Forgot password? on the login page) and check the audit log in the back office.',
  ].join('\n\n'),
});
