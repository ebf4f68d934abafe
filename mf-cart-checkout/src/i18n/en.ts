/**
 * English texts every page needs from this bundle (the header's cart icon and mini cart, the routes' titles): the
 * shape the Polish texts are checked against. The cart's and checkout's pages add theirs (pages/en.ts).
 */
export const en = {
  // Plural forms of both languages on both sides: i18next picks _one/_few/_many/_other by the page's language.
  icon: {
    label_one: 'Cart, {{count}} item',
    label_few: 'Cart, {{count}} items',
    label_many: 'Cart, {{count}} items',
    label_other: 'Cart, {{count}} items',
    label: 'Cart, {{count}} items',
  },
  miniCart: {
    empty: 'Your cart is empty.',
    value: 'Cart value',
    goToCart: 'Go to cart',
    quantity: 'Quantity: {{count}}',
    unavailable: 'Unavailable',
  },
  routes: {
    cart: { title: 'Your cart', description: 'Your Inercise cart: the products, a discount code and the delivery, in PLN or EUR.' },
    deliveryAndPayment: {
      title: 'Delivery and payment',
      description: 'The shipping address, delivery and payment of your Inercise order.',
    },
    order: {
      title: 'Thank you for your order',
      description: 'Your Inercise order: its number, its payment and what happens next.',
      intro: 'We have sent the details to your e-mail address and will let you know when your order ships.',
    },
  },
};

export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
