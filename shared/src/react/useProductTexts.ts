import { useMemo } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import type { ProductTextsByLanguage } from '@inercise/contracts/domain/product';

/** The texts of a product in the page's language. */
export interface ProductTexts {
  /** `own`: the texts the owner wrote for the product (its `texts`), which win over the key's translation. */
  name(name: string, own?: ProductTextsByLanguage): string;
  /** Empty when the product has no description in this language. */
  description(name: string, own?: ProductTextsByLanguage): string;
  /** An option kind ("Colour"); `fallback` when it has no text (the name the API sent). */
  optionKind(kind: string, fallback?: string): string;
  option(value: string): string;
  productType(name: string): string;
  /** A specification row's label or value: values such as "68 cm" have no key and show as they are. */
  specification(text: string): string;
}

/**
 * The one lookup of a product's texts: the owner's own name and description when the API sends them, else the
 * shared "products" namespace by the keys the API names products, options and types with; each text falls back to
 * what the API sent, so a product added before its translation still shows a name. Every remote that shows a
 * product uses this.
 */
export function useProductTexts(): ProductTexts {
  const { t, i18n } = useTranslation('products');
  const language = i18n.language === 'pl' ? 'pl' : 'en';
  return useMemo(
    () => ({
      name: (name, own) => own?.[language].name || t(`${name}.name`, { defaultValue: name }),
      description: (name, own) => (own ? own[language].description : t(`${name}.description`, { defaultValue: '' })),
      optionKind: (kind, fallback = kind) => t(`propertyType.${kind}`, { defaultValue: fallback }),
      option: (value) => t(`option.${value}`, { defaultValue: value }),
      productType: (name) => t(`productType.${name}`, { defaultValue: name }),
      specification: (text) => t(text, { defaultValue: text }),
    }),
    [t, language],
  );
}
