import { ImageNameParamsSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';


export const image = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/image/:name',
  auth: 'public',
  params: ImageNameParamsSchema,
  answer: 'file',
  refusals: [400, 404],
  summary: "Product and article images (1200×1200 WebP, or SVG), drawn or uploaded by the owner; customers' pictures (pf-…, 256 px)",
  tags: ['images'],
});

export const thumbnail = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/thumbnail/:name',
  auth: 'public',
  params: ImageNameParamsSchema,
  answer: 'file',
  refusals: [400, 404],
  summary: "Product and article thumbnails (480×480 WebP, or SVG), drawn or uploaded by the owner; customers' pictures (pf-…, 64 px)",
  tags: ['images'],
});
