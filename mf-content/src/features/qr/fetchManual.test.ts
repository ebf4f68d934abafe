import { mockFetch, jsonResponse, pdfResponse } from '../../testing/renderPage';
import { fetchManual } from './fetchManual';

describe('fetchManual', () => {
  it("downloads the device's own manual for a known serial number", async () => {
    const fetchMock = mockFetch(pdfResponse('%PDF own'));
    const manual = await fetchManual('INR-2024-000123');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/device\/manual\/INR-2024-000123$/);
    expect(manual).toMatchObject({ ownManual: true, fileName: 'inercise-manual-INR-2024-000123.pdf' });
    expect(manual.blob.size).toBe('%PDF own'.length);
  });

  it('falls back to the general manual when the serial number is unknown', async () => {
    const fetchMock = mockFetch(jsonResponse(404, { message: 'deviceNotFound' }), pdfResponse('%PDF general'));
    const manual = await fetchManual('NOPE-1');
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\/device-manual$/);
    expect(manual.ownManual).toBe(false);
    expect(manual.blob.size).toBe('%PDF general'.length);
  });

  it('falls back to the general manual when the call fails outright', async () => {
    mockFetch(new TypeError('Failed to fetch'), pdfResponse('%PDF general'));
    expect((await fetchManual('INR-2024-000123')).ownManual).toBe(false);
  });

  it('asks only for the general manual without a serial number', async () => {
    const fetchMock = mockFetch(pdfResponse('%PDF general'));
    await fetchManual(null);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/device-manual$/);
  });

  it('fails when not even the general manual can be had', async () => {
    mockFetch(jsonResponse(500, {}));
    await expect(fetchManual(null)).rejects.toMatchObject({ status: 500 });
  });
});
