import { useProductTexts } from '@inercise/shared/product-texts';
import type { OrderItem } from '@inercise/contracts/domain/order';

export interface ChosenOptionsProps {
  properties: OrderItem['selectedProperties'];
  /** On the list: each page styles it its own way. */
  className?: string;
}

/** The options chosen for an ordered product, one "Colour: Black" line each, in the page's language; nothing when none. */
export function ChosenOptions({ properties, className }: ChosenOptionsProps) {
  const texts = useProductTexts();
  if (properties.length === 0) return null;
  return (
    <ul className={className}>
      {properties.map((property) => (
        <li key={`${property.propertyType.name}-${property.value}`}>
          {texts.optionKind(property.propertyType.name)}: {texts.option(property.value)}
        </li>
      ))}
    </ul>
  );
}
