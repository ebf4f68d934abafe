import { SitemapEntriesSchema, SlugLookupSchema } from '../domain/slugs';
import { SlugParamsSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

export const slugLookup = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/slugs/:kind/:slug',
  auth: 'public',
  params: SlugParamsSchema,
  response: SlugLookupSchema,
  refusals: [400, 404],
  summary:
    'The product shown in the shop or the published article a slug names (one it has in either language, or had before a rename), with its slugs now; 404 slugNotFound for any other slug, one of another shape too',
  tags: ['slugs'],
});

export const sitemapEntries = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/sitemap-entries',
  auth: 'public',
  response: SitemapEntriesSchema,
  summary: 'Every product shown in the shop and every published article, with its slugs and when the owner last changed it',
  tags: ['slugs'],
});
