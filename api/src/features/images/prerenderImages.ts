import type { FastifyInstance } from 'fastify';
import { drawingNames } from './drawings.ts';

/**
 * Renders every thumbnail, then every full-size image, once, through the image routes themselves (so they land
 * in the routes' own cache). Called after the API starts listening: the first shopper on a listing after a
 * restart then gets the images at once instead of waiting for each to be drawn. One at a time, so requests that
 * arrive meanwhile are not starved. Resolves to the names that could not be rendered (none, normally).
 */
export const prerenderImages = async (app: FastifyInstance): Promise<string[]> => {
  const failed: string[] = [];
  for (const kind of ['thumbnail', 'image']) {
    for (const name of drawingNames()) {
      const url = `/${kind}/${name}.webp`;
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) failed.push(url);
    }
  }
  return failed;
};
