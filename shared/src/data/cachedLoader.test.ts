import { cachedLoader } from './cachedLoader';

describe('cachedLoader', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers from memory while the value is fresh, then fetches again', async () => {
    const load = jest.fn().mockResolvedValueOnce(['first']).mockResolvedValueOnce(['second']);
    const loader = cachedLoader(load, 60_000);
    expect(await loader.get()).toEqual(['first']);
    now += 59_000;
    expect(await loader.get()).toEqual(['first']);
    now += 2_000;
    expect(await loader.get()).toEqual(['second']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the last value while a new fetch fails, within the stale window, and fails after it', async () => {
    const load = jest.fn().mockResolvedValueOnce(['catalogue']).mockRejectedValue(new Error('API down'));
    const loader = cachedLoader(load, 60_000, 600_000);
    await loader.get();
    now += 120_000;
    expect(await loader.get()).toEqual(['catalogue']);
    // Still stale: the next reader asks the API again rather than taking the old value as fresh.
    expect(loader.peek()).toBeUndefined();
    now += 600_000;
    await expect(loader.get()).rejects.toThrow('API down');
  });

  it('forgets the value on request (a retry asks the API for real)', async () => {
    const load = jest.fn().mockResolvedValueOnce(['catalogue']).mockRejectedValue(new Error('API down'));
    const loader = cachedLoader(load, 60_000);
    await loader.get();
    loader.forget();
    await expect(loader.get()).rejects.toThrow('API down');
  });
});
