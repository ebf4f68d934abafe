import { bumpCatalogueVersion } from '../../features/catalogue/catalogueCache.ts';
import { allocateSlugs } from '../../features/slugs/allocateSlugs.ts';
import type { Db } from '../database.ts';
import { articles, PARAGRAPH } from './articles.ts';
import { labelCodeHash } from '../../features/devices/labelCode.ts';
import { deviceLabelCodes, devices, partners, productTypes, products, shipmentBands, shippingWeightOf } from './catalogue.ts';
import { seededProductTexts } from './productTexts.ts';

const DAY = 24 * 3600 * 1000;

/**
 * What a real shop needs (currencies, the catalogue, articles, partners, delivery bands, devices), once:
 * everything goes in one transaction guarded by the presence of currency PLN, so a second run (or a second
 * instance at the same moment, thanks to the lock) changes nothing. Demo data is separate (demo.ts).
 */
export const seed = async (db: Db, now = new Date()): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await trx.selectFrom('catalogue_version').select('version').where('id', '=', 1).forUpdate().execute();
    const done = await trx.selectFrom('currency').select('id').where('id', '=', 1).executeTakeFirst();
    if (done) return false;

    await trx.insertInto('currency').values([{ id: 1, name: 'PLN' }, { id: 2, name: 'EUR' }]).execute();
    await trx.insertInto('product_type').values(productTypes).execute();
    let propertyId = 0;
    let valueId = 0;
    let specId = 0;
    // The shop is empty (checked above): its pages' slugs are allocated among themselves.
    const productSlugs = allocateSlugs(
      'product',
      products.map((p) => ({ id: p.id, names: { en: seededProductTexts[p.name]?.en.name ?? '', pl: seededProductTexts[p.name]?.pl.name ?? '' } })),
    );
    for (const [position, p] of products.entries()) {
      const typeId = productTypes.find((t) => t.name === p.type)!.id;
      const texts = seededProductTexts[p.name];
      const slugs = productSlugs.get(p.id)!;
      await trx
        .insertInto('product')
        .values({
          id: p.id,
          name: p.name,
          thumbnail: `${p.images[0]}.webp`,
          product_type_id: typeId,
          // Courses are watched online: nothing to send.
          ships: p.type !== 'COURSE',
          price: p.price,
          price_eur: p.priceEur,
          previous_price: p.previousPrice ?? 0,
          previous_price_eur: p.previousPriceEur ?? 0,
          position,
          name_en: texts?.en.name ?? '',
          name_pl: texts?.pl.name ?? '',
          description_en: texts?.en.description ?? '',
          description_pl: texts?.pl.description ?? '',
          slug_en: slugs.en,
          slug_pl: slugs.pl,
          shipping_weight: shippingWeightOf(p.specs),
        })
        .execute();
      // Price history: a reduced product was at its previous price until ten days ago (lowest-30-day rule).
      const history = p.previousPrice
        ? [
            { product_id: p.id, price: p.previousPrice, price_eur: p.previousPriceEur ?? p.priceEur, valid_from: new Date(now.getTime() - 90 * DAY) },
            { product_id: p.id, price: p.price, price_eur: p.priceEur, valid_from: new Date(now.getTime() - 10 * DAY) },
          ]
        : [{ product_id: p.id, price: p.price, price_eur: p.priceEur, valid_from: new Date(now.getTime() - 90 * DAY) }];
      await trx.insertInto('price_history').values(history).execute();
      await trx
        .insertInto('product_image')
        .values(p.images.map((name, i) => ({ product_id: p.id, image: `${name}.webp`, thumbnail: `${name}.webp`, position: i })))
        .execute();
      for (const [pi, prop] of p.properties.entries()) {
        propertyId += 1;
        await trx.insertInto('product_property').values({ id: propertyId, product_id: p.id, name: prop.name, kind: prop.kind, position: pi }).execute();
        await trx
          .insertInto('property_value')
          .values(
            prop.values.map((v, vi) => ({
              id: (valueId += 1),
              property_id: propertyId,
              value: v.value,
              available: v.available ?? true,
              days_to_ship: v.daysToShip ?? 2,
              position: vi,
            })),
          )
          .execute();
      }
      await trx
        .insertInto('specification_item')
        .values(p.specs.map(([key, value], si) => ({ id: (specId += 1), product_id: p.id, key, value, position: si })))
        .execute();
    }
    const articleSlugs = allocateSlugs('article', articles.map((a) => ({ id: a.id, names: { en: a.en.title, pl: a.pl.title } })));
    await trx
      .insertInto('article')
      .values(
        articles.map((a) => ({
          id: a.id,
          title_en: a.en.title,
          title_pl: a.pl.title,
          body_en: a.en.body.join(PARAGRAPH),
          body_pl: a.pl.body.join(PARAGRAPH),
          author: a.author,
          date_published: a.datePublished,
          image: `article-${a.id}.webp`,
          thumbnail: `article-${a.id}.webp`,
          published: true,
          slug_en: articleSlugs.get(a.id)!.en,
          slug_pl: articleSlugs.get(a.id)!.pl,
          category_id: a.categoryId,
        })),
      )
      .execute();
    await trx.insertInto('partner').values(partners).execute();
    await trx.insertInto('shipment_band').values(shipmentBands).execute();
    await trx.insertInto('device').values(devices.map((device) => ({ ...device, label_code_hash: labelCodeHash(deviceLabelCodes[device.serial_number]!) }))).execute();
    // An API that served the empty catalogue before the seed (started first) reloads it.
    await bumpCatalogueVersion(trx);
    return true;
  });
