// Files of a built bundle, served the way a CDN in front of it would: long-cached hashed chunks, uncached
// manifests, precompressed siblings when the browser takes them.
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Who may read a file from another origin. The shell loads the remotes' scripts, manifests, stylesheets and fonts
 * across origins (module scripts and fonts are fetched in CORS mode), so those are open to every origin; a page (HTML)
 * is never read by another site's script.
 */
function crossOriginHeaders(contentType: string): Record<string, string> {
  return contentType.startsWith('text/html') ? {} : { 'Access-Control-Allow-Origin': '*' };
}

/** Files whose name carries a content hash never change: cached for a year. */
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Files that name the current build: always revalidated, so a redeploy is seen at once. */
const uncached = new Set(['mf-manifest.json', 'runtime-config.json', 'remoteEntry.js', 'index.html', 'mf-stats.json']);

/**
 * The file a URL path names inside root, or null (missing, a directory, or outside root).
 * @param root an absolute, normalised directory
 */
export function fileAt(root: string, pathname: string): { full: string; size: number } | null {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const stats = statSync(full);
    return stats.isFile() ? { full, size: stats.size } : null;
  } catch {
    return null;
  }
}

/**
 * Answers with one file of root, picking a precompressed sibling (.br, .gz) the browser accepts.
 * @param common headers every answer carries
 * @param cacheControl instead of the rule by file name (a release's files never change at all)
 */
export function sendFile(
  root: string,
  found: { full: string; size: number },
  req: IncomingMessage,
  res: ServerResponse,
  common: Record<string, string>,
  cacheControl?: string,
) {
  const name = found.full.split(sep).pop() ?? '';
  const contentType = contentTypes[extname(found.full)] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    ...common,
    ...crossOriginHeaders(contentType),
    'Content-Type': contentType,
    'Cache-Control': cacheControl ?? (uncached.has(name) ? 'no-cache' : hashed.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'),
    Vary: 'Accept-Encoding',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let file = found.full;
  let size = found.size;
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accepts.includes(encoding as string)) continue;
    const compressed = fileAt(root, `${found.full.slice(root.length)}${suffix}`);
    if (compressed) {
      file = compressed.full;
      size = compressed.size;
      headers['Content-Encoding'] = encoding as string;
      break;
    }
  }
  headers['Content-Length'] = String(size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
