import { bar, courseFoundations, deviceSet, soldOutDisc } from '@inercise/shared/testing';
import { richResultProblems } from '../../testing/richResultProblems';
import { productStructuredData, type ProductFacts } from './productStructuredData';

const facts = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  product: deviceSet,
  name: 'Inercise device set',
  description: 'Everything you need.\nIn one box.',
  url: 'https://shop.test/en/product/inercise-device-set',
  images: ['https://api.test/image/deviceSet.webp', 'https://api.test/image/deviceSet-2.webp'],
  ...overrides,
});

const offersOf = (data: ReturnType<typeof productStructuredData>) =>
  data.offers as { price: string; priceCurrency: string; availability: string; url: string; itemCondition: string }[];

describe('productStructuredData', () => {
  it('has what Google’s rich results require of a Product, and the recommended properties', () => {
    const data = productStructuredData(facts());
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Inercise device set',
      description: 'Everything you need. In one box.',
      image: ['https://api.test/image/deviceSet.webp', 'https://api.test/image/deviceSet-2.webp'],
      sku: '1',
      brand: { '@type': 'Brand', name: 'Inercise' },
    });
  });

  it('offers the product in PLN and EUR at its current prices, with two decimals, at its page, new', () => {
    expect(offersOf(productStructuredData(facts()))).toEqual([
      {
        '@type': 'Offer',
        price: '8499.00',
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://shop.test/en/product/inercise-device-set',
      },
      {
        '@type': 'Offer',
        price: '1999.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://shop.test/en/product/inercise-device-set',
      },
    ]);
  });

  it('keeps cents, never the previous price', () => {
    expect(offersOf(productStructuredData(facts({ product: courseFoundations }))).map((offer) => offer.price)).toEqual(['199.00', '47.00']);
    expect(offersOf(productStructuredData(facts({ product: { ...bar, currentPriceEur: 104.5 } }))).map((offer) => offer.price)).toEqual([
      '449.00',
      '104.50',
    ]);
  });

  it('is out of stock when no option kind has an available value', () => {
    const offers = offersOf(productStructuredData(facts({ product: soldOutDisc })));
    expect(offers.map((offer) => offer.availability)).toEqual(['https://schema.org/OutOfStock', 'https://schema.org/OutOfStock']);
  });

  it('leaves out an empty description rather than sending an empty one', () => {
    const data = productStructuredData(facts({ description: ' \n' }));
    expect(data).not.toHaveProperty('description');
    expect(richResultProblems(data)).toEqual(['Product.description: missing']);
  });
});

describe('richResultProblems, the test of what rich results require', () => {
  const valid = productStructuredData(facts());

  it.each([
    ['no name', { ...valid, name: '' }, 'Product.name: missing'],
    ['a relative image', { ...valid, image: ['/image/deviceSet.webp'] }, 'Product.image: missing or not absolute URLs'],
    ['no offers', { ...valid, offers: [] }, 'Product.offers: missing'],
    ['a price that is not a number', { ...valid, offers: [{ ...offersOf(valid)[0], price: '8 499 PLN' }] }, 'Product.offers[0].price: not a positive number'],
    ['no currency', { ...valid, offers: [{ ...offersOf(valid)[0], priceCurrency: undefined }] }, 'Product.offers[0].priceCurrency: not an ISO 4217 code'],
    ['an availability of another vocabulary', { ...valid, offers: [{ ...offersOf(valid)[0], availability: 'in stock' }] }, 'Product.offers[0].availability: not a schema.org ItemAvailability'],
    ['a brand without its type', { ...valid, brand: 'Inercise' }, 'Product.brand: not a named Brand'],
  ])('finds %s', (_, data, problem) => {
    expect(richResultProblems(data)).toContain(problem);
  });
});
