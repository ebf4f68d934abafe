import { formatArticleDate } from './formatArticleDate';
import { listDate } from '../articles/listDate';

describe('article dates', () => {
  it('shows year-month-day, zero padded', () => {
    expect(formatArticleDate('2025-01-04T09:00:00Z')).toBe('2025-01-04');
    expect(formatArticleDate('2025-11-22T23:59:59.000Z')).toBe('2025-11-22');
  });

  it('pads dates the server sends unpadded', () => {
    expect(formatArticleDate('2025-3-7')).toMatch(/^2025-03-0[67]$/);
    expect(formatArticleDate('March 7, 2025 12:00 UTC')).toBe('2025-03-07');
  });

  it('keeps the first 10 characters when the text is not a date', () => {
    expect(formatArticleDate('not a date at all')).toBe('not a date');
  });

  it('lists show the first 10 characters of datePublished', () => {
    expect(listDate('2025-09-18T09:00:00.000Z')).toBe('2025-09-18');
  });
});
