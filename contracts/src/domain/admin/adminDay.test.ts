import { ADMIN_FIRST_DAY, isAdminDay } from './adminDay';

describe('isAdminDay', () => {
  it('takes a day that exists, from the first day the shop stores on', () => {
    for (const day of [ADMIN_FIRST_DAY, '2024-02-29', '2026-11-25', '9999-12-31']) expect(isAdminDay(day)).toBe(true);
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD', () => {
    for (const day of ['2025-02-29', '2025-02-30', '2026-13-01', '2026-1-5', '25-11-2026', '', ' 2026-11-25', '2026-11-25T00:00', '+02026-11-25']) expect(isAdminDay(day)).toBe(false);
  });

  it('refuses days before it: no year 0 in the database, and early years would read back as another century', () => {
    for (const day of ['0000-01-01', '0001-01-01', '0099-12-31', '1899-12-31']) expect(isAdminDay(day)).toBe(false);
  });
});
