import { addTranslationPart } from '@inercise/shared';

// The pages' texts (cart, checkout, order) are a part of the cart namespace that only the pages download: the
// header's icon and mini cart, on every page of the shop, need only the small rest. The application waits for it
// before its first render, as for every namespace.
void addTranslationPart('cart', 'pages', {
  en: () => import(/* webpackChunkName: "texts-cart-pages-en" */ './pages/en').then((m) => m.en),
  pl: () => import(/* webpackChunkName: "texts-cart-pages-pl" */ './pages/pl').then((m) => m.pl),
});
