/** The product name keys the API answers (one per seeded product), keys of the "products" namespace. */
export const productNameKeys = [
  'deviceSet', 'device', 'triangleHandle', 'bar', 'ankleStrap', 'singleHandle', 'suspensionStraps', 'stand',
  'sidePlatforms', 'disc5', 'disc10', 'disc25', 'disc50', 'hipBelt', 'courseFoundations', 'courseAthlete',
] as const;
export type ProductNameKey = (typeof productNameKeys)[number];
