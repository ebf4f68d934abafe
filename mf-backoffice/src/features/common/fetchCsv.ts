import { ApiError, getRuntimeConfig } from '@inercise/shared';

/**
 * One of the API's CSV exports (`path` with its query), as the file the API makes. Fetched rather than linked, since
 * the call needs the session's Authorization header; read as bytes, so the byte order mark spreadsheets need stays.
 */
export async function fetchCsv(token: string, path: string, fallbackName: string): Promise<{ file: Blob; name: string }> {
  const url = `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, 'network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : 'generic');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { file: await response.blob(), name };
}
