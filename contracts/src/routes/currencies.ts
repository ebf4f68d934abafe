import { CurrencyListSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

// A file of its own, apart from the catalogue's: the shell asks for the currencies on every page, and the catalogue's
// entries are the catalogue remote's (a page that loads both must not download this file twice).
export const currencies = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/currency-type',
  auth: 'public',
  response: CurrencyListSchema,
  summary: 'The currencies the shop sells in',
  tags: ['catalogue'],
});
