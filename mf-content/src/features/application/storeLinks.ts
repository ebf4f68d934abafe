/** Where the companion app is published (the stores' search pages until the listings have their own ids). */
export const storeLinks = {
  ios: 'https://apps.apple.com/pl/search?term=inercise',
  android: 'https://play.google.com/store/search?q=inercise&c=apps',
};
