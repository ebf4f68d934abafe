import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';

const imageName = lazySchema(() => z.object({ name: z.string().check(z.regex(/^[a-z0-9-]{1,60}\.(webp|svg)$/, 'invalidImageName')) }));

export const image = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/image/:name',
  auth: 'public',
  params: imageName,
  answer: 'file',
  refusals: [400, 404],
  summary: "Product and article images (1200×1200 WebP, or SVG), drawn or uploaded by the owner; customers' pictures (pf-…, 256 px)",
  tags: ['images'],
});

export const thumbnail = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/thumbnail/:name',
  auth: 'public',
  params: imageName,
  answer: 'file',
  refusals: [400, 404],
  summary: "Product and article thumbnails (480×480 WebP, or SVG), drawn or uploaded by the owner; customers' pictures (pf-…, 64 px)",
  tags: ['images'],
});
