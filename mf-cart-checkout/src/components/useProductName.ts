import { useTranslation } from 'react-i18next';

/** Product names are keys of the shared "products" namespace. */
export function useProductName(): (name: string) => string {
  const { t } = useTranslation('products');
  return (name: string) => t(`${name}.name`);
}
