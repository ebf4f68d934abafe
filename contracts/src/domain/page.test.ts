import { z } from 'zod/mini';
import { pageSchema, singlePage } from './page';

describe('page', () => {
  it('wraps a list as one page', () => {
    expect(singlePage([1, 2])).toEqual({ content: [1, 2], totalElements: 2, totalPages: 1, number: 0, size: 2 });
    expect(singlePage([])).toEqual({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 0 });
  });
  it('validates items', () => {
    const schema = pageSchema(z.number());
    expect(schema.safeParse(singlePage([1])).success).toBe(true);
    expect(schema.safeParse(singlePage(['x'])).success).toBe(false);
  });
});
