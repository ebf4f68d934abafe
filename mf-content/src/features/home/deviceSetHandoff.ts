import { firstScreenDataBlock, takeFirstScreenData } from '@inercise/shared';
import { primeDeviceSetPrices, readDeviceSetPrices, type DeviceSetPrices } from './deviceSetPrice';

/** The id of the JSON block in which the home page's first screen hands over the set's prices it drew. */
export const DEVICE_SET_DATA_ID = 'mf-content-first-screen-device-set';

export const deviceSetDataBlock = (prices: DeviceSetPrices): string => firstScreenDataBlock(DEVICE_SET_DATA_ID, prices);

/** Takes over the set's prices the server drew, before the first render; anything unreadable is ignored (it asks). */
export function takeDeviceSetPricesFromFirstScreen(page: Document = document): boolean {
  const prices = readDeviceSetPrices(takeFirstScreenData(DEVICE_SET_DATA_ID, page));
  if (!prices) return false;
  primeDeviceSetPrices(prices);
  return true;
}
