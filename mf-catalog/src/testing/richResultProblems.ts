import type { StructuredData } from '@inercise/shared';

// What Google's rich results ask of the types the catalog's pages describe (developers.google.com/search/docs/
// appearance/structured-data: product snippets and merchant listings, breadcrumbs): the required properties,
// and the recommended ones this shop can always give.

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown): boolean => {
  if (!isText(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const asObjects = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);

const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|Discontinued|LimitedAvailability|SoldOut|OnlineOnly|InStoreOnly)$/;

function offerProblems(offer: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  if (offer['@type'] !== 'Offer') problems.push(`${at}: @type is not Offer`);
  const price = offer.price;
  if (!(typeof price === 'number' || (typeof price === 'string' && /^\d+(\.\d+)?$/.test(price))) || Number(price) <= 0) {
    problems.push(`${at}.price: not a positive number`);
  }
  if (!isText(offer.priceCurrency) || !/^[A-Z]{3}$/.test(offer.priceCurrency)) problems.push(`${at}.priceCurrency: not an ISO 4217 code`);
  if (!isText(offer.availability) || !AVAILABILITY.test(offer.availability)) problems.push(`${at}.availability: not a schema.org ItemAvailability`);
  if (!isAbsoluteUrl(offer.url)) problems.push(`${at}.url: not an absolute URL`);
  if (offer.itemCondition !== undefined && !/^https:\/\/schema\.org\/(New|Used|Refurbished|Damaged)Condition$/.test(String(offer.itemCondition))) {
    problems.push(`${at}.itemCondition: not a schema.org OfferItemCondition`);
  }
  return problems;
}

function productProblems(data: StructuredData): string[] {
  const problems: string[] = [];
  if (!isText(data.name)) problems.push('Product.name: missing');
  const images = Array.isArray(data.image) ? data.image : [data.image];
  if (images.length === 0 || !images.every(isAbsoluteUrl)) problems.push('Product.image: missing or not absolute URLs');
  const offers = asObjects(data.offers);
  if (offers.length === 0) problems.push('Product.offers: missing');
  offers.forEach((offer, index) => problems.push(...offerProblems(offer, `Product.offers[${index}]`)));
  // Recommended, and always known here.
  if (!isText(data.description)) problems.push('Product.description: missing');
  if (!isText(data.sku)) problems.push('Product.sku: missing');
  const [brand] = asObjects(data.brand);
  if (!brand || brand['@type'] !== 'Brand' || !isText(brand.name)) problems.push('Product.brand: not a named Brand');
  return problems;
}

function breadcrumbProblems(data: StructuredData): string[] {
  const items = asObjects(data.itemListElement);
  if (items.length < 2) return ['BreadcrumbList.itemListElement: fewer than two items'];
  return items.flatMap((item, index) => {
    const at = `BreadcrumbList.itemListElement[${index}]`;
    const problems: string[] = [];
    if (item['@type'] !== 'ListItem') problems.push(`${at}: @type is not ListItem`);
    if (item.position !== index + 1) problems.push(`${at}.position: not ${index + 1}`);
    if (!isText(item.name)) problems.push(`${at}.name: missing`);
    // Only the last item (the page itself) may go without its URL.
    if (!(index === items.length - 1 && item.item === undefined) && !isAbsoluteUrl(item.item)) problems.push(`${at}.item: not an absolute URL`);
    return problems;
  });
}

/**
 * What keeps one structured-data object from Google's rich results: empty when it has every required property
 * (and the recommended ones named above) in a valid form.
 */
export function richResultProblems(data: StructuredData): string[] {
  const context = data['@context'] === 'https://schema.org' ? [] : ['@context: not https://schema.org'];
  switch (data['@type']) {
    case 'Product':
      return [...context, ...productProblems(data)];
    case 'BreadcrumbList':
      return [...context, ...breadcrumbProblems(data)];
    default:
      return [...context, `@type ${data['@type']}: not a type the catalog's pages describe`];
  }
}
