import type { Shape } from '../shape';
import type { delivery as en } from '../en/delivery';

/** What delivery costs. */
export const delivery: Shape<typeof en> = {
  delivery: {
    title: 'Dostawa',
    intro: 'Ile kosztuje dostawa w każdym regionie, według wagi koszyka: paczka do wagi przedziału kosztuje jego cenę; koszyk cięższy od najcięższego przedziału idzie w kilku paczkach. Wagę produktu ustawia się w jego edytorze. Zmiany dotyczą koszyków i zamówień od teraz, nigdy już złożonych zamówień.',
    loading: 'Wczytywanie cen dostawy…',
    caption: 'Przedziały wagi: {{region}}',
    upTo: 'Paczka do (kg)',
    pricePln: 'Cena w PLN',
    priceEur: 'Cena w EUR',
    actions: 'Działania',
    upToLabel: '{{region}}: przedział {{number}}, do (kg)',
    pricePlnLabel: '{{region}}: przedział {{number}}, cena w PLN',
    priceEurLabel: '{{region}}: przedział {{number}}, cena w EUR',
    remove: 'Usuń przedział {{number}}',
    add: 'Dodaj przedział',
    save: 'Zapisz ceny: {{region}}',
    saving: 'Zapisywanie…',
    saved: 'Ceny dostawy ({{region}}) zostały zapisane.',
    region: {
      POLAND: 'Polska',
      EUROPEAN_UNION: 'Unia Europejska',
      SWITZERLAND: 'Szwajcaria',
    },
  },
};
