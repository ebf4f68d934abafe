import { ApiError, apiRequest, getRuntimeConfig, UserSchema, type User } from '@inercise/shared';
import { ProfileChoiceListSchema, ProfileImageAnswerSchema, type ProfileChoice, type ProfilePayload } from '@inercise/shared/profile';

/** GET /activity-level-type and GET /goal-type: the keys the form offers, in order (translated here). */
export async function fetchProfileChoices(signal?: AbortSignal): Promise<{ activityLevels: ProfileChoice[]; goals: ProfileChoice[] }> {
  const [activityLevels, goals] = await Promise.all([
    apiRequest('/activity-level-type', { schema: ProfileChoiceListSchema, signal }),
    apiRequest('/goal-type', { schema: ProfileChoiceListSchema, signal }),
  ]);
  return { activityLevels: activityLevels.data, goals: goals.data };
}

/** PUT /users/{id}: the whole profile as the form holds it; answers the user with it. */
export async function saveProfile(userId: number, payload: ProfilePayload, token: string): Promise<User> {
  return (await apiRequest(`/users/${userId}`, { method: 'PUT', body: payload, token, schema: UserSchema })).data;
}

/**
 * POST /users/upload-profile-image as a form with the file as its `image` part (the API client sends JSON only);
 * answers the picture's name. A refusal keeps the API's key (imageType, imageTooSmall...) for the message.
 */
export async function uploadProfilePicture(file: Blob, token: string): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}/users/upload-profile-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network');
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown; field?: unknown } | null;
  if (!response.ok) throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : 'failed', typeof body?.field === 'string' ? body.field : null);
  const parsed = ProfileImageAnswerSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'failed');
  return parsed.data.thumbnail;
}

/** DELETE /users/profile-image: 204 whether or not there was one. */
export async function removeProfilePicture(token: string): Promise<void> {
  await apiRequest('/users/profile-image', { method: 'DELETE', token });
}
