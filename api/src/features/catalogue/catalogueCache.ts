import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { contracts } from '../../contracts.ts';
import type { Db } from '../../db/database.ts';
import type { Catalogue, CatalogueSnapshot, PrebuiltBody } from '../../services/catalogue.ts';
import { loadCatalogue } from './loadProducts.ts';

export type { CatalogueSnapshot };

/** Best compression costs milliseconds once per catalogue version, and saves bytes on every answer. */
const prebuild = (value: unknown, version: number): PrebuiltBody => {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    // From the bytes, so every instance gives the same tag for the same catalogue.
    tag: `c${version}-${createHash('sha1').update(identity).digest('base64url').slice(0, 16)}`,
  };
};

/**
 * How long an instance trusts its copy before asking the database whether the catalogue changed. Half a
 * second, so that this wait plus one reload stays within a second: a change reaches every replica by then.
 */
const CHECK_INTERVAL_MS = 500;

/**
 * The catalogue is read-mostly: every instance keeps a serialised copy and checks the shared
 * catalogue_version row at most twice a second (one tiny query), reloading when it moved. Whoever
 * changes the catalogue bumps the version (see bumpCatalogueVersion and catalogueWrites.ts).
 */
export class CatalogueCache implements Catalogue {
  private snapshot: CatalogueSnapshot | null = null;
  private checkedAt = 0;
  private pending: Promise<CatalogueSnapshot> | null = null;

  constructor(private readonly db: Db) {}

  get(): Promise<CatalogueSnapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < CHECK_INTERVAL_MS) return Promise.resolve(this.snapshot);
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  invalidate(): void {
    this.checkedAt = 0;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const row = await this.db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
    const version = row?.version ?? 0;
    if (!this.snapshot || this.snapshot.version !== version) {
      const { products, hidden, weights } = await loadCatalogue(this.db);
      this.snapshot = {
        version,
        products,
        byId: new Map(products.map((p) => [p.id, p])),
        hiddenById: new Map(hidden.map((p) => [p.id, p])),
        weights,
        page: prebuild(contracts.singlePage(products), version),
        productBodies: new Map(products.map((p) => [p.id, prebuild(p, version)])),
      };
    }
    this.checkedAt = Date.now();
    return this.snapshot;
  }
}

/**
 * The one way to announce a catalogue change: every replica's CatalogueCache reloads when it sees the new
 * version. Call it in the transaction that changes the catalogue (changeCatalogue does): bumped before the change
 * commits, a replica could load the old data under the new version and keep it.
 */
export const bumpCatalogueVersion = (db: Db) =>
  db.updateTable('catalogue_version').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
