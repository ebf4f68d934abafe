import { PersonalDataExportSchema } from '../domain/requestShapes';
import { ConfirmPasswordPayloadSchema } from '../validation/confirmPassword';
import { endpoint } from './endpoint';

export const exportMyData = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/me/export',
  auth: 'customer',
  body: ConfirmPasswordPayloadSchema,
  response: PersonalDataExportSchema,
  refusals: [400, 401, 403, 429],
  summary: 'Everything the shop holds about the logged-in customer, as a JSON file to download; the password typed again (403 wrongPassword)',
  tags: ['users'],
});
