import { PersonalDataExportSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

export const exportMyData = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/users/me/export',
  auth: 'customer',
  response: PersonalDataExportSchema,
  refusals: [401, 429],
  summary: 'Everything the shop holds about the logged-in customer, as a JSON file to download',
  tags: ['users'],
});
