import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { findPageBySlug } from './findPageBySlug.ts';
import { loadSitemapEntries } from './loadSitemapEntries.ts';
import { SLUG_KINDS } from './pageSlugs.ts';

const { ApiErrorSchema, SitemapEntriesSchema, SlugLookupSchema, SLUG_MAX_LENGTH, SLUG_PATTERN } = contracts;

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
  app.get(
    '/slugs/:kind/:slug',
    {
      schema: {
        tags: ['slugs'],
        summary:
          'The product shown in the shop or the published article a slug names (one it has in either language, or had before a rename), with its slugs now; 404 slugNotFound for any other slug, one of another shape too',
        params: z.object({ kind: z.enum(SLUG_KINDS), slug: z.string() }),
        response: { 200: SlugLookupSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { kind, slug } = request.params;
      // No page has an address of another shape: answered without asking the database.
      if (slug.length > LONGEST_SLUG || !SLUG_PATTERN.test(slug)) throw slugNotFound();
      const page = await findPageBySlug(ctx.db, kind, slug);
      if (!page) throw slugNotFound();
      return reply.header('cache-control', BRIEFLY).send(page);
    },
  );

  app.get(
    '/sitemap-entries',
    {
      schema: {
        tags: ['slugs'],
        summary: 'Every product shown in the shop and every published article, with its slugs and when the owner last changed it',
        response: { 200: SitemapEntriesSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', BRIEFLY).send(await loadSitemapEntries(ctx.db)),
  );
};
