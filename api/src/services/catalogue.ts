// The catalogue's cache as the app's context and the HTTP layer see it; made by features/catalogue/catalogueCache.ts.
import type { Product } from '@inercise/contracts';

/** One answer serialised and compressed once per catalogue version: requests only pick a variant. */
export interface PrebuiltBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The core of the entity tags (`"<tag>"`, `"<tag>-gzip"`, `"<tag>-br"`): one per encoding, as RFC 9110 wants. */
  tag: string;
}

export interface CatalogueSnapshot {
  version: number;
  products: Product[];
  byId: Map<number, Product>;
  /** Products the owner hid: never answered to shoppers, only named in the carts that still hold them. */
  hiddenById: Map<number, Product>;
  /** Each product's shipping weight in grams, which the delivery is priced by (never answered to shoppers). */
  weights: Map<number, number>;
  /** The GET /products answer. */
  page: PrebuiltBody;
  /** GET /products/{id} answers. */
  productBodies: Map<number, PrebuiltBody>;
}

/** The catalogue of the current version, built once per version and shared by every request. */
export interface Catalogue {
  /** The current snapshot (the database's version checked at most twice a second). */
  get(): Promise<CatalogueSnapshot>;
  /** After a change made here: the next get() asks the database for the catalogue's version at once. */
  invalidate(): void;
}
