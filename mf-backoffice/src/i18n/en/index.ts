import { access } from './access';
import { articles } from './articles';
import { audit } from './audit';
import { common } from './common';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { delivery } from './delivery';
import { devices } from './devices';
import { discounts } from './discounts';
import { layout } from './layout';
import { mail } from './mail';
import { messages } from './messages';
import { newsletter } from './newsletter';
import { orders } from './orders';
import { partners } from './partners';
import { products } from './products';

/**
 * English texts of the back office, one file per feature area: the shape the Polish texts are checked against.
 * Each area holds its own sections; no section is in two areas (areas.test.ts).
 */
export const en = {
  ...layout,
  ...access,
  ...common,
  ...orders,
  ...customers,
  ...devices,
  ...messages,
  ...mail,
  ...newsletter,
  ...discounts,
  ...products,
  ...dashboard,
  ...partners,
  ...articles,
  ...delivery,
  ...audit,
};
