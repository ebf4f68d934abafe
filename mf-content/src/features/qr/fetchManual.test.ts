import { fakeApi, networkError, reply } from '@inercise/shared/testing';
import { fetchManual } from './fetchManual';

/** A manual as the API sends it: a PDF file. */
const pdf = (content: string) => reply(200, new Blob([content], { type: 'application/pdf' }));

describe('fetchManual', () => {
  it("downloads the device's own manual for a known serial number", async () => {
    const api = fakeApi({ 'GET /device/manual/INR-2024-000123': pdf('%PDF own') });
    const manual = await fetchManual('INR-2024-000123');
    expect(api.calls[0]?.url).toMatch(/\/device\/manual\/INR-2024-000123$/);
    expect(manual).toMatchObject({ ownManual: true, fileName: 'inercise-manual-INR-2024-000123.pdf' });
    expect(manual.blob.size).toBe('%PDF own'.length);
  });

  it('falls back to the general manual when the serial number is unknown', async () => {
    const api = fakeApi({
      'GET /device/manual/NOPE-1': reply(404, { message: 'deviceNotFound' }),
      'GET /device-manual': pdf('%PDF general'),
    });
    const manual = await fetchManual('NOPE-1');
    expect(api.calls[1]?.url).toMatch(/\/device-manual$/);
    expect(manual.ownManual).toBe(false);
    expect(manual.blob.size).toBe('%PDF general'.length);
  });

  it('falls back to the general manual when the call fails outright', async () => {
    fakeApi({ 'GET /device/manual/INR-2024-000123': networkError(), 'GET /device-manual': pdf('%PDF general') });
    expect((await fetchManual('INR-2024-000123')).ownManual).toBe(false);
  });

  it('asks only for the general manual without a serial number', async () => {
    const api = fakeApi({ 'GET /device-manual': pdf('%PDF general') });
    await fetchManual(null);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url).toMatch(/\/device-manual$/);
  });

  it('fails when not even the general manual can be had', async () => {
    fakeApi({ 'GET /device-manual': reply(500, {}) });
    await expect(fetchManual(null)).rejects.toMatchObject({ status: 500 });
  });
});
