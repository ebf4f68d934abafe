import { addTranslations, productTranslationSources } from '@inercise/shared';

// The shared "products" namespace (product names, options), added only by the modules that show products,
// here for the order detail’s items.
addTranslations('products', productTranslationSources);
