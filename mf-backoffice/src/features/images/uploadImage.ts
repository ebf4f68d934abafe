import { ApiError, getRuntimeConfig, getStore } from '@inercise/shared';
import { ADMIN_IMAGE_MAX_BYTES, AdminUploadedImageSchema, type AdminUploadedImage } from '@inercise/shared/admin';

/**
 * POSTs a picture's bytes as the body (their own content type, not JSON) to `path`: the API checks them, makes the
 * sizes the shop uses and answers; `read` takes what the answer should hold, or null when it does not. A file over the
 * limit is refused here, before minutes of uploading end in the same refusal.
 */
export async function postImage<T>(token: string, path: string, file: File, read: (body: unknown) => T | null): Promise<T> {
  if (file.size > ADMIN_IMAGE_MAX_BYTES) throw new ApiError(413, 'imageFileTooLarge');
  const url = `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      // The API tells the type by the bytes; the header only hands the body to its reader.
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream', Authorization: `Bearer ${token}` },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network');
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const problem = body as { message?: unknown; field?: unknown } | null;
    // A proxy may cut an oversized body off before the API can word its refusal.
    const fallback = response.status === 413 ? 'imageFileTooLarge' : 'generic';
    throw new ApiError(response.status, typeof problem?.message === 'string' ? problem.message : fallback, typeof problem?.field === 'string' ? problem.field : null);
  }
  const answer = read(body);
  if (answer === null) throw new ApiError(response.status, 'generic');
  return answer;
}

/**
 * POST /admin/images: an uploaded picture (an article's header, a product's photo), answered as the names the shop
 * serves it under. The session is the page's own unless a token is given.
 */
export async function uploadImage(file: File, token: string | null = getStore().getState().auth.accessToken): Promise<AdminUploadedImage> {
  return postImage(token ?? '', '/admin/images', file, (body) => {
    const parsed = AdminUploadedImageSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  });
}
