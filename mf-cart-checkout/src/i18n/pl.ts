import type { Shape, en } from './en';

/** Polish texts every page needs from this bundle; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  icon: {
    label_one: 'Koszyk, produkty: {{count}}',
    label_few: 'Koszyk, produkty: {{count}}',
    label_many: 'Koszyk, produkty: {{count}}',
    label_other: 'Koszyk, produkty: {{count}}',
    label: 'Koszyk, produkty: {{count}}',
  },
  miniCart: {
    empty: 'Twój koszyk jest pusty.',
    value: 'Wartość koszyka',
    goToCart: 'Przejdź do koszyka',
    quantity: 'Ilość: {{count}}',
    unavailable: 'Niedostępny',
  },
  routes: {
    cart: { title: 'Twój koszyk', description: 'Twój koszyk Inercise: produkty, kod rabatowy i dostawa, w PLN lub EUR.' },
    deliveryAndPayment: {
      title: 'Dostawa i płatność',
      description: 'Adres wysyłki, dostawa i płatność zamówienia Inercise.',
    },
    order: {
      title: 'Dziękujemy za zamówienie',
      description: 'Twoje zamówienie Inercise: jego numer, płatność i kolejne kroki.',
      intro: 'Szczegóły wysłaliśmy na Twój adres e-mail. Damy znać, gdy zamówienie zostanie wysłane.',
    },
  },
};
