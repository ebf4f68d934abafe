/** The mails the shop could not deliver. */
export const mail = {
  mail: {
    title: 'Failed mails',
    intro: 'Each mail is retried for more than a day. These failed every attempt: check the reason (an address that does not exist, a mail server refusing), then send them again.',
    loading: 'Loading the failed mails…',
    failed: 'The failed mails could not be loaded.',
    empty: 'Every mail was delivered.',
    caption: 'Mails that failed every attempt, newest first',
    failedAt: 'Failed',
    to: 'To',
    subject: 'Subject',
    reason: 'Reason',
    actions: 'Actions',
    attempts: 'Attempts: {{count}}',
    resend: 'Send again',
    resendTo: 'Send again: {{subject}} to {{to}}',
  },
};
