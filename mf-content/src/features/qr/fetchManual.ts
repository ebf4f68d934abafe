import { ApiError, getRuntimeConfig } from '@inercise/shared';

export interface Manual {
  blob: Blob;
  fileName: string;
  /** False when the general manual stands in for a device's own. */
  ownManual: boolean;
}

async function pdf(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path}`, { headers: { Accept: 'application/pdf' } });
  } catch {
    throw new ApiError(0, 'no answer');
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return response.blob();
}

/**
 * The device's own manual (GET /device/manual/{serialNumber}), or the general one (GET /device-manual) when
 * there is no serial number or the device's manual cannot be had (docs/product-rules.md#content-pages).
 */
export async function fetchManual(serialNumber: string | null): Promise<Manual> {
  if (serialNumber) {
    try {
      const blob = await pdf(`/device/manual/${encodeURIComponent(serialNumber)}`);
      return { blob, fileName: `inercise-manual-${serialNumber}.pdf`, ownManual: true };
    } catch {
      // Unknown serial or a failing call: the general manual still helps the owner.
    }
  }
  return { blob: await pdf('/device-manual'), fileName: 'inercise-manual.pdf', ownManual: false };
}
