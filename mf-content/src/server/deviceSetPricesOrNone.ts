import { fetchDeviceSetPrices, type DeviceSetPrices } from '../features/home/deviceSetPrice';

/**
 * The device set's prices from the catalogue, or null when the API cannot give them now (or the set is hidden): the
 * home page is then drawn with its price waiting, as the application's first render draws it.
 */
export async function deviceSetPricesOrNone(): Promise<DeviceSetPrices | null> {
  try {
    return await fetchDeviceSetPrices();
  } catch {
    return null;
  }
}
