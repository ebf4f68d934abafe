import { useTranslation } from '@inercise/shared/react-i18n';
import type { SelectedProperty } from '@inercise/shared';

interface Props {
  selectedProperties: readonly SelectedProperty[];
  className?: string;
}

/** "Colour: Black · Size: S/M": a line's chosen options in the page's language. */
export function SelectedOptions({ selectedProperties, className }: Props) {
  const { t } = useTranslation('products');
  if (selectedProperties.length === 0) return null;
  const text = selectedProperties
    .map((p) => `${t(`propertyType.${p.propertyType.name}`)}: ${t(`option.${p.value}`, { defaultValue: p.value })}`)
    .join(' · ');
  return <p className={className}>{text}</p>;
}
