import { STANDARD_VAT_RATE, isApiError, type Language, type PropertyKind } from '@inercise/shared';
import { AdminProductPayloadSchema, type AdminProduct, type AdminProductPayload, type AdminUploadedImage } from '@inercise/shared/admin';
import { amountText, parseAmount, parseWeight, weightText } from './amounts';

/** One value of an option as the editor holds it: days to ship as typed. `row` only tells rows apart on screen. */
export interface ValueDraft {
  row: string;
  id: number | null;
  value: string;
  available: boolean;
  daysToShip: string;
}

export interface OptionDraft {
  row: string;
  id: number | null;
  kind: PropertyKind;
  name: string;
  values: ValueDraft[];
}

export interface SpecificationDraft {
  row: string;
  key: string;
  value: string;
}

/** What the editor holds, exactly as typed: prices as text in the owner's notation, nothing lost on a refusal. */
export interface ProductDraft {
  texts: Record<Language, { name: string; description: string }>;
  /** The type's id as the select holds it; '' until one is chosen. */
  productTypeId: string;
  price: string;
  previousPrice: string;
  priceEur: string;
  previousPriceEur: string;
  /** The VAT rate as the select holds it ('23'). */
  vatRate: string;
  /** The shipping weight in kilograms as typed ("0,9"); empty for none (what does not ship). */
  shippingWeight: string;
  hidden: boolean;
  /** Goes out as a parcel; a course does not (no delivery is charged for it). */
  ships: boolean;
  images: AdminUploadedImage[];
  options: OptionDraft[];
  specification: SpecificationDraft[];
}

/** Each wrong field's problem, by the API's path to it (`texts.en.name`, `options.0.values.1.daysToShip`). */
export type DraftProblems = Record<string, string>;

let rows = 0;
/** A key for a row added on screen, unique for the page's life. */
const newRow = (): string => `row-${(rows += 1)}`;

export const emptyValue = (): ValueDraft => ({ row: newRow(), id: null, value: '', available: true, daysToShip: '2' });
export const emptyOption = (kind: PropertyKind): OptionDraft => ({ row: newRow(), id: null, kind, name: '', values: [emptyValue()] });
export const emptySpecification = (): SpecificationDraft => ({ row: newRow(), key: '', value: '' });

export function emptyDraft(): ProductDraft {
  return {
    texts: { en: { name: '', description: '' }, pl: { name: '', description: '' } },
    productTypeId: '',
    price: '',
    previousPrice: '',
    priceEur: '',
    previousPriceEur: '',
    vatRate: String(STANDARD_VAT_RATE),
    shippingWeight: '',
    hidden: false,
    ships: true,
    images: [],
    options: [],
    specification: [],
  };
}

/** A previous price of 0 is none: the field is left empty. */
const previousText = (minor: number, language: Language) => (minor === 0 ? '' : amountText(minor, language));

export function draftOf(product: AdminProduct, language: Language): ProductDraft {
  return {
    texts: product.texts,
    productTypeId: String(product.productType.id),
    price: amountText(product.price, language),
    previousPrice: previousText(product.previousPrice, language),
    priceEur: amountText(product.priceEur, language),
    previousPriceEur: previousText(product.previousPriceEur, language),
    vatRate: String(product.vatRate),
    shippingWeight: product.shippingWeight === 0 ? '' : weightText(product.shippingWeight, language),
    hidden: product.hidden,
    ships: product.ships ?? true,
    images: product.images,
    options: product.options.map((option) => ({
      row: newRow(),
      id: option.id,
      kind: option.kind,
      name: option.name,
      values: option.values.map((value) => ({ row: newRow(), id: value.id, value: value.value, available: value.available, daysToShip: String(value.daysToShip) })),
    })),
    specification: product.specification.map((item) => ({ row: newRow(), key: item.key, value: item.value })),
  };
}

/** Days as typed: whole days only; anything else is sent as is for the check to refuse. */
const days = (text: string): number => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The draft as the API takes it; a price that does not read as an amount is NaN, which the check refuses. */
export function payloadOf(draft: ProductDraft): AdminProductPayload {
  const amount = (text: string, emptyIsNone: boolean) => (emptyIsNone && text.trim() === '' ? 0 : (parseAmount(text) ?? Number.NaN));
  return {
    texts: draft.texts,
    productTypeId: draft.productTypeId === '' ? Number.NaN : Number(draft.productTypeId),
    price: amount(draft.price, false),
    previousPrice: amount(draft.previousPrice, true),
    priceEur: amount(draft.priceEur, false),
    previousPriceEur: amount(draft.previousPriceEur, true),
    vatRate: Number(draft.vatRate),
    shippingWeight: draft.shippingWeight.trim() === '' ? 0 : (parseWeight(draft.shippingWeight) ?? Number.NaN),
    hidden: draft.hidden,
    ships: draft.ships,
    images: draft.images,
    options: draft.options.map((option) => ({
      id: option.id,
      kind: option.kind,
      name: option.name,
      values: option.values.map((value) => ({ id: value.id, value: value.value, available: value.available, daysToShip: days(value.daysToShip) })),
    })),
    specification: draft.specification.map(({ key, value }) => ({ key, value })),
  };
}

/**
 * What is wrong with a draft, by the same rules and in the same words as the API (the shared schema, then what it
 * checks only as a whole): the owner learns it before sending, field by field, every field at once.
 */
export function problemsOf(draft: ProductDraft): DraftProblems {
  const payload = payloadOf(draft);
  const found: DraftProblems = {};
  const parsed = AdminProductPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      // The first problem of a field is the one it shows.
      found[path] ??= issue.message;
    }
  }
  if (Number.isNaN(payload.productTypeId)) found.productTypeId = 'productTypeNotFound';
  for (const [current, previous] of [
    ['price', 'previousPrice'],
    ['priceEur', 'previousPriceEur'],
  ] as const) {
    if (found[previous] || found[current]) continue;
    if (payload[previous] !== 0 && payload[previous] <= payload[current]) found[previous] = 'previousPriceNotHigher';
  }
  const kinds = new Set<string>();
  draft.options.forEach((option, index) => {
    if (kinds.has(option.kind)) found[`options.${index}.kind`] ??= 'optionKindTaken';
    kinds.add(option.kind);
  });
  return found;
}

/** The field a refusal names, with its code, when the API named one; null for a refusal of the whole product. */
export function problemOfRefusal(error: unknown): DraftProblems | null {
  if (!isApiError(error) || error.status !== 400 || !error.field) return null;
  return { [error.field]: error.message };
}

/**
 * Every place of the draft a problem may concern, in the order the first wrong one takes the focus: each control is
 * named by its path; a part without a control of its own (a picture, an option's values) comes right after the
 * control above it.
 */
export function draftPaths(draft: ProductDraft): string[] {
  const texts = (['en', 'pl'] as const).flatMap((language) => [`texts.${language}.name`, `texts.${language}.description`]);
  const pictures = draft.images.map((_, index) => `images.${index}`);
  const options = draft.options.flatMap((option, index) => {
    const path = `options.${index}`;
    const values = option.values.flatMap((_, valueIndex) => [`${path}.values.${valueIndex}`, `${path}.values.${valueIndex}.value`, `${path}.values.${valueIndex}.daysToShip`]);
    return [path, `${path}.kind`, `${path}.name`, ...values, `${path}.values`];
  });
  const specification = draft.specification.flatMap((_, index) => [`specification.${index}.key`, `specification.${index}.value`]);
  return [...texts, 'productTypeId', 'price', 'previousPrice', 'priceEur', 'previousPriceEur', 'vatRate', 'images', ...pictures, 'options', ...options, 'specification', ...specification];
}
