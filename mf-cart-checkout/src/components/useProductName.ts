import { useTranslation } from '@inercise/shared/react-i18n';

/** Product names are keys of the shared "products" namespace. */
export function useProductName(): (name: string) => string {
  const { t } = useTranslation('products');
  return (name: string) => t(`${name}.name`);
}
