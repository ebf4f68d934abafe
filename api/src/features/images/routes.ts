import { createHash } from 'node:crypto';
import * as endpoints from '@inercise/contracts/routes/images';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { loadSharp } from './checkPicture.ts';
import { drawing, isDrawingName } from './drawings.ts';
import { isProfileImageName } from './profileImages.ts';
import { readProfileImage } from './readProfileImage.ts';
import { isUploadedName, readUploadedImage } from './uploadedImages.ts';

const SIZES = { image: 1200, thumbnail: 480 } as const;

interface Rendered {
  body: Buffer;
  type: string;
  etag: string;
}

/**
 * Renders a drawing once per size and format (sharp turns the SVG into WebP) and keeps it in memory. Only the shop's
 * own drawings are kept: a name that is none is answered 404 and leaves nothing behind, so any number of made-up names
 * cannot grow the cache.
 */
export const createRenderer = () => {
  const cache = new Map<string, Promise<Rendered>>();
  const render = async (kind: keyof typeof SIZES, base: string, extension: string): Promise<Rendered> => {
    const svg = drawing(base)!;
    const body =
      extension === 'svg'
        ? Buffer.from(svg)
        : await (await loadSharp())(Buffer.from(svg), { density: 72 }).resize(SIZES[kind], SIZES[kind]).webp({ quality: kind === 'image' ? 82 : 76 }).toBuffer();
    return { body, type: extension === 'svg' ? 'image/svg+xml' : 'image/webp', etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
  };
  const rendered = (kind: keyof typeof SIZES, file: string): Promise<Rendered | null> => {
    const [base = '', extension = ''] = file.split('.');
    if (!isDrawingName(base) || (extension !== 'svg' && extension !== 'webp')) return Promise.resolve(null);
    const key = `${kind}/${base}.${extension}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = render(kind, base, extension);
      // A failed rendering is not kept: the next request tries again.
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };
  return Object.assign(rendered, { size: () => cache.size });
};

export const imageRoutes = (app: TypedApp, ctx: AppContext): void => {
  const rendered = createRenderer();
  for (const kind of ['image', 'thumbnail'] as const) {
    endpointRoute(app, ctx, kind === 'image' ? endpoints.image : endpoints.thumbnail, async (request, reply) => {
      const { name } = request.params;
      if (isProfileImageName(name)) {
        // A customer's picture: a fresh name at each upload, so it never changes; kept by the browser only (not by
        // shared caches), and gone at once from here when the customer removes it.
        const body = await readProfileImage(ctx.db, name, kind);
        if (!body) throw notFound('imageNotFound', 'name');
        return reply.header('cache-control', 'private, max-age=31536000, immutable').type('image/webp').send(body);
      }
      if (isUploadedName(name)) {
        // Named by a hash of the uploaded bytes: a name never changes its picture, so the tag needs no read.
        const etag = `"${name.slice(3, 23)}-${kind}"`;
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        const body = await readUploadedImage(ctx.db, name, kind);
        if (!body) {
          reply.removeHeader('etag').header('cache-control', 'no-cache');
          throw notFound('imageNotFound', 'name');
        }
        return reply.type('image/webp').send(body);
      }
      const image = await rendered(kind, name);
      if (!image) throw notFound('imageNotFound', 'name');
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type(image.type).send(image.body);
    });
  }
};
