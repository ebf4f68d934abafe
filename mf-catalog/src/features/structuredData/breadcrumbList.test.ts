import { richResultProblems } from '../../testing/richResultProblems';
import { breadcrumbList } from '@inercise/shared/first-screen';

describe('breadcrumbList', () => {
  it('numbers the steps from 1, each with its name and absolute URL, as rich results require', () => {
    const data = breadcrumbList([
      { name: 'Home', url: 'https://shop.test/en' },
      { name: 'Shop', url: 'https://shop.test/en/shop' },
      { name: 'Training bar', url: 'https://shop.test/en/product/training-bar' },
    ]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/en' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.test/en/shop' },
        { '@type': 'ListItem', position: 3, name: 'Training bar', item: 'https://shop.test/en/product/training-bar' },
      ],
    });
  });

  it('is not a breadcrumb with one step or relative URLs, for the rich results test', () => {
    expect(richResultProblems(breadcrumbList([{ name: 'Home', url: 'https://shop.test/en' }]))).toEqual([
      'BreadcrumbList.itemListElement: fewer than two items',
    ]);
    expect(richResultProblems(breadcrumbList([{ name: 'Home', url: '/en' }, { name: 'Shop', url: '/en/shop' }]))).toEqual([
      'BreadcrumbList.itemListElement[0].item: not an absolute URL',
      'BreadcrumbList.itemListElement[1].item: not an absolute URL',
    ]);
  });
});
