import * as endpoints from '@inercise/contracts/routes/slugs';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { findPageBySlug } from './findPageBySlug.ts';
import { loadSitemapEntries } from './loadSitemapEntries.ts';

const { SLUG_MAX_LENGTH, SLUG_PATTERN } = contracts;

/**
 * A minute: a renamed page's new address reaches the storefront's servers and search engines soon, and a page
 * opened often costs one lookup a minute per cache.
 */
const BRIEFLY = 'public, max-age=60';

/** The longest slug there can be: a name's slug and a suffix (`-2`, `-3`...). */
const LONGEST_SLUG = SLUG_MAX_LENGTH + 11;

const slugNotFound = () => notFound('slugNotFound', 'slug');

/** The pages' readable addresses: what a slug names (for the storefront's routing) and every page for the sitemap. */
export const slugRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.slugLookup, async (request, reply) => {
    const { kind, slug } = request.params;
    // No page has an address of another shape: answered without asking the database.
    if (slug.length > LONGEST_SLUG || !SLUG_PATTERN.test(slug)) throw slugNotFound();
    const page = await findPageBySlug(ctx.db, kind, slug);
    if (!page) throw slugNotFound();
    return reply.header('cache-control', BRIEFLY).send(page);
  });

  endpointRoute(app, ctx, endpoints.sitemapEntries, async (_request, reply) => reply.header('cache-control', BRIEFLY).send(await loadSitemapEntries(ctx.db)));
};
