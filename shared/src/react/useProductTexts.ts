import { useMemo } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';

/** The texts of a product in the page's language. */
export interface ProductTexts {
  name(name: string): string;
  /** Empty when the product has no description in this language. */
  description(name: string): string;
  /** An option kind ("Colour"); `fallback` when it has no text (the name the API sent). */
  optionKind(kind: string, fallback?: string): string;
  option(value: string): string;
  productType(name: string): string;
  /** A specification row's label or value: values such as "68 cm" have no key and show as they are. */
  specification(text: string): string;
}

/**
 * The one lookup of a product's texts: the API names products, options and types by keys of the shared "products"
 * namespace, and each text falls back to what the API sent, so a product added before its translation still shows
 * a name. Every remote that shows a product uses this.
 */
export function useProductTexts(): ProductTexts {
  const { t } = useTranslation('products');
  return useMemo(
    () => ({
      name: (name) => t(`${name}.name`, { defaultValue: name }),
      description: (name) => t(`${name}.description`, { defaultValue: '' }),
      optionKind: (kind, fallback = kind) => t(`propertyType.${kind}`, { defaultValue: fallback }),
      option: (value) => t(`option.${value}`, { defaultValue: value }),
      productType: (name) => t(`productType.${name}`, { defaultValue: name }),
      specification: (text) => t(text, { defaultValue: text }),
    }),
    [t],
  );
}
