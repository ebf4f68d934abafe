import { ProfileChoiceListSchema, ProfileImageAnswerSchema } from '../domain/profile';
import { UserSchema } from '../domain/user';
import { ProfilePayloadSchema } from '../validation/profile';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

export const activityLevels = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/activity-level-type',
  auth: 'public',
  response: ProfileChoiceListSchema,
  summary: "The profile's activity levels: stable keys in the order a form offers them (each client translates them)",
  tags: ['profile'],
});

export const goals = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/goal-type',
  auth: 'public',
  response: ProfileChoiceListSchema,
  summary: "The profile's training goals: stable keys in the order a form offers them (each client translates them)",
  tags: ['profile'],
});

export const replaceProfile = /*#__PURE__*/ endpoint({
  method: 'PUT',
  path: '/users/:id',
  auth: 'customer',
  params: idParams('id'),
  body: ProfilePayloadSchema,
  response: UserSchema,
  refusals: [400, 401, 403, 404, 429],
  summary:
    'Replace the own profile (name, surname, gender, height in cm, weight in kg, birth date, activity level, goals): a field left out is cleared; the health-like ones need healthDataConsent, given now or before (false withdraws it and clears them)',
  tags: ['users'],
});

export const changeProfile = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/users/:id',
  auth: 'customer',
  params: idParams('id'),
  body: ProfilePayloadSchema,
  response: UserSchema,
  refusals: [400, 401, 403, 404, 429],
  summary: 'Change some fields of the own profile: only the fields sent change, null clears one; the health-like ones need healthDataConsent, given now or before',
  tags: ['users'],
});

export const removeProfileImage = /*#__PURE__*/ endpoint({
  method: 'DELETE',
  path: '/users/profile-image',
  auth: 'customer',
  status: 204,
  answer: 'empty',
  refusals: [400, 401, 403, 404, 429],
  summary: 'Remove the own profile picture (both sizes); 204 also when there was none',
  tags: ['users'],
});

/** The picture goes as the body's bytes (or a multipart form): no JSON body to describe. */
export const uploadProfileImage = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/upload-profile-image',
  auth: 'customer',
  response: ProfileImageAnswerSchema,
  status: 201,
  refusals: [400, 401, 403, 404, 413, 415, 429, 503],
  summary:
    'Upload the own profile picture: a form (multipart/form-data) with the file as its "image" part, or the raw JPEG, PNG or WebP bytes; up to 5 MB, at least 64 px a side. Checked by its content, cut square, kept as 256 and 64 px WebP (/image/{name}, /thumbnail/{name}); replaces the previous one',
  tags: ['users'],
});
