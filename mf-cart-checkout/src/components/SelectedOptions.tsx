import type { SelectedProperty } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';

interface Props {
  selectedProperties: readonly SelectedProperty[];
  className?: string;
}

/** "Colour: Black · Size: S/M": a line's chosen options in the page's language. */
export function SelectedOptions({ selectedProperties, className }: Props) {
  const texts = useProductTexts();
  if (selectedProperties.length === 0) return null;
  const text = selectedProperties.map((p) => `${texts.optionKind(p.propertyType.name)}: ${texts.option(p.value)}`).join(' · ');
  return <p className={className}>{text}</p>;
}
