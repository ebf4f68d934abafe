/**
 * English texts the content bundle's pages share; each page's own are in its feature's texts/ folder. The shape the
 * Polish texts are checked against.
 */
export const en = {
  status: {
    loading: 'Loading…',
  },
  articles: {
    readMore: 'Read the article',
    failed: 'We could not load the articles. Please try again later.',
    empty: 'No articles yet.',
    published: 'Published',
  },
  newsletter: {
    emailLabel: 'Your e-mail address',
    submit: 'Sign up',
    sending: 'Signing up…',
    added: 'Almost there: open the link we have just mailed you to confirm your sign-up.',
    alreadyRegistered: 'This address is already signed up.',
    confirming: 'Confirming your newsletter sign-up…',
    confirmed: 'Your newsletter sign-up is confirmed. Thank you!',
    unsubscribing: 'Unsubscribing you from the newsletter…',
    unsubscribed: 'You have been unsubscribed from the newsletter and will get no more of its mails.',
    linkInvalid: 'This newsletter link is not valid or has expired. Sign up again to get a new one.',
  },
  seller: {
    nip: 'Tax no. (NIP): {{nip}}',
    regon: 'REGON: {{regon}}',
    krs: 'Entered in the National Court Register (KRS) under no. {{number}}, {{court}}',
    ceidg: 'Entered in the Central Register of Business Activity (CEIDG): {{number}}',
    shareCapital: 'Share capital: {{amount}}',
    email: 'E-mail',
    phone: 'Phone',
  },
};

/** The same keys, every value a string: what the Polish texts must match. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
