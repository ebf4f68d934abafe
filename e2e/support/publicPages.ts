/** The device set's and the first article's addresses in each language. */
export const product = { en: '/en/product/inercise-device-set', pl: '/pl/product/zestaw-inercise' };
export const article = { en: '/en/article/what-is-flywheel-training', pl: '/pl/article/czym-jest-trening-inercyjny' };

/** The public pages, each in both languages: bare routes get the language prefix, slugged ones name their own. */
export const publicPages: { name: string; path: (language: 'en' | 'pl') => string }[] = [
  ...['/', '/blog', '/inercise', '/excercise-atlas', '/application', '/partners', '/contact', '/privacy-policy', '/terms-of-sale', '/qr', '/shop'].map(
    (route) => ({ name: route, path: (language: 'en' | 'pl') => `/${language}${route === '/' ? '' : route}` }),
  ),
  { name: 'product', path: (language) => product[language] },
  { name: 'article', path: (language) => article[language] },
];
