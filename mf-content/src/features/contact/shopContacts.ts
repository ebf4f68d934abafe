/**
 * How to reach the shop: the contact page draws the e-mail, phone and social links (the footer shows them too, with
 * the address), and the home page's structured data names the very same.
 */
export const shopContacts = {
  company: 'Inercise sp. z o.o.',
  email: 'sklep@inercise.pl',
  phone: { shown: '+48 12 345 67 89', dialled: '+48123456789' },
  socialLinks: [
    { name: 'Facebook', href: 'https://www.facebook.com/inercise' },
    { name: 'Instagram', href: 'https://www.instagram.com/inercise' },
    { name: 'YouTube', href: 'https://www.youtube.com/@inercise' },
  ],
  address: { street: 'ul. Sportowa 12', postalCode: '30-001', city: 'Kraków', country: 'PL' },
} as const;
