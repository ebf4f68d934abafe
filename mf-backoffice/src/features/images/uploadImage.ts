import { ApiError, callEndpoint, getStore, isApiError } from '@inercise/shared';
import { ADMIN_IMAGE_MAX_BYTES, type AdminUploadedImage } from '@inercise/shared/admin';
import { adminUploadImage } from '@inercise/shared/endpoints/adminImages';

/**
 * An uploaded picture (an article's header, a product's photo), its bytes sent as the body: the API checks them, makes
 * the sizes the shop uses and answers the names it serves them under. A file over the limit is refused here, before
 * minutes of uploading end in the same refusal. The session is the page's own unless a token is given.
 */
export async function uploadImage(file: File, token: string | null = getStore().getState().auth.accessToken): Promise<AdminUploadedImage> {
  if (file.size > ADMIN_IMAGE_MAX_BYTES) throw new ApiError(413, 'imageFileTooLarge');
  try {
    return await callEndpoint(adminUploadImage, { token: token ?? '', upload: file });
  } catch (error) {
    // A proxy may cut an oversized body off before the API can word its refusal.
    if (isApiError(error) && error.status === 413 && error.message !== 'imageFileTooLarge') throw new ApiError(413, 'imageFileTooLarge', error.field);
    throw error;
  }
}
