import { callEndpoint } from '@inercise/shared';
import { deviceManual, generalManual } from '@inercise/shared/endpoints/devices';

export interface Manual {
  blob: Blob;
  fileName: string;
  /** False when the general manual stands in for a device's own. */
  ownManual: boolean;
}

/**
 * The device's own manual (GET /device/manual/{serialNumber}), or the general one (GET /device-manual) when
 * there is no serial number or the device's manual cannot be had (docs/product-rules.md#content-pages).
 */
export async function fetchManual(serialNumber: string | null): Promise<Manual> {
  if (serialNumber) {
    try {
      const blob = await callEndpoint(deviceManual, { params: { serialNumber } });
      return { blob, fileName: `inercise-manual-${serialNumber}.pdf`, ownManual: true };
    } catch {
      // Unknown serial or a failing call: the general manual still helps the owner.
    }
  }
  return { blob: await callEndpoint(generalManual), fileName: 'inercise-manual.pdf', ownManual: false };
}
