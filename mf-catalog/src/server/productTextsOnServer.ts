import type { i18n as I18n } from 'i18next';
import type { Product } from '@inercise/shared';

/**
 * A product's name and description in the server i18n's language, by the same rule the page's useProductTexts
 * follows: the owner's own texts when the API sends them, else the shared "products" namespace's.
 */
export function productTextsOnServer(i18n: I18n, product: Product): { name: string; description: string } {
  const language = i18n.language === 'pl' ? 'pl' : 'en';
  const t = i18n.getFixedT(language, 'products');
  const own = product.texts?.[language];
  return {
    name: own?.name || t(`${product.name}.name`, { defaultValue: product.name }),
    description: own ? own.description : t(`${product.name}.description`, { defaultValue: '' }),
  };
}
