/** English texts of the contact page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    contact: { title: 'Contact', description: 'Write or call the Inercise team: questions about the device, your order or working together. We answer within one working day.' },
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Talk to us.',
    lead: 'Questions about the device, an order or working together? Write to us and we will answer within one working day.',
    name: 'Name',
    email: 'E-mail address',
    message: 'Message',
    submit: 'Send message',
    sending: 'Sending…',
    sent: 'Message sent. Thank you, we will be in touch soon.',
    social: 'Follow us',
    seller: 'Seller',
    direct: 'Write or call',
  },
};
