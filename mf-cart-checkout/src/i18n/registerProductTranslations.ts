import { addTranslations, productTranslationSources } from '@inercise/shared';

// The shared "products" namespace (product names, options), added only by the modules that show products,
// so a page with none of them (the header's cart icon alone) never downloads it.
addTranslations('products', productTranslationSources);
