/** What delivery costs. */
export const delivery = {
  delivery: {
    title: 'Delivery',
    intro: 'What delivery costs in each region, by the weight of the cart: a parcel up to a band’s weight costs that band’s price; a cart heavier than the heaviest band goes as several parcels. A product’s weight is set in its editor. Changes apply to carts and orders from now on, never to orders already placed.',
    loading: 'Loading delivery prices…',
    caption: 'Weight bands of {{region}}',
    upTo: 'Parcel up to (kg)',
    pricePln: 'Price in PLN',
    priceEur: 'Price in EUR',
    actions: 'Actions',
    upToLabel: '{{region}}: band {{number}}, up to (kg)',
    pricePlnLabel: '{{region}}: band {{number}}, price in PLN',
    priceEurLabel: '{{region}}: band {{number}}, price in EUR',
    remove: 'Remove band {{number}}',
    add: 'Add a band',
    save: 'Save the prices of {{region}}',
    saving: 'Saving…',
    saved: 'The delivery prices of {{region}} have been saved.',
    region: {
      POLAND: 'Poland',
      EUROPEAN_UNION: 'European Union',
      SWITZERLAND: 'Switzerland',
    },
  },
};
