import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithShop, type Routes } from '@inercise/shared/testing';
import type { AdminCustomer, AdminCustomerRow } from '@inercise/shared/admin';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { onePage } from '../../testing/adminFixtures';
import { CustomerPage } from './CustomerPage';
import { CustomersPage } from './CustomersPage';

const row: AdminCustomerRow = {
  id: 12,
  email: 'ada@example.com',
  name: 'Ada',
  surname: 'Nowak',
  active: true,
  createdAt: '2026-11-20T08:00:00Z',
  lastLoginAt: '2026-11-26T08:00:00Z',
  thumbnail: 'pf-0123456789abcdef01234567.webp',
};
const detail: AdminCustomer = { ...row, gender: 'FEMALE', height: 168, weight: 58.5, birthDate: '1985-12-10', activityLevel: 'MODERATE', goals: ['ENDURANCE', 'HEALTH'], orderCount: 3 };

const open = (page: 'list' | 'detail', routes: Routes, language: 'en' | 'pl' = 'en') => {
  const api = fakeApi(routes);
  const view =
    page === 'list'
      ? renderWithShop(<CustomersPage />, { route: `/${language}/admin/customers`, path: '/:lang/admin/customers', translations: { backoffice: backofficeTranslations }, loggedIn: true, language })
      : renderWithShop(<CustomerPage />, { route: `/${language}/admin/customers/12`, path: '/:lang/admin/customers/:id', translations: { backoffice: backofficeTranslations }, loggedIn: true, language });
  return { api, ...view };
};

describe('CustomersPage', () => {
  it('lists the customers, each linked to its page, and searches through the address', async () => {
    const { api, user, location } = open('list', { 'GET /admin/customers': onePage([row, { ...row, id: 13, name: null, surname: null, email: 'noname@example.com', active: false }]) });
    const table = await screen.findByRole('table', { name: 'Customer accounts, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Ada Nowak' })).toHaveAttribute('href', '/en/admin/customers/12');
    expect(first).toHaveTextContent('Active');
    expect(within(second!).getByRole('link', { name: 'noname@example.com' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Not activated');
    await user.type(screen.getByLabelText('E-mail or name contains'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?q=ada');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/customers').at(-1)!.query).toEqual({ q: 'ada', page: '0', size: '20' });
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('CustomerPage', () => {
  it('shows the account and the translated profile, read-only', async () => {
    open('detail', { 'GET /admin/customers/:id': detail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer ada@example.com' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('img', { name: 'Profile picture of ada@example.com' })).toHaveAttribute('src', expect.stringContaining('/image/pf-0123456789abcdef01234567.webp'));
    for (const text of ['Female', '1985-12-10', '168 cm', '58.5 kg', 'Moderate', 'Endurance, General health']) expect(within(profile).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Account' })).getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('speaks Polish, and says what was not given', async () => {
    open('detail', { 'GET /admin/customers/:id': { ...detail, gender: null, goals: [], thumbnail: null } }, 'pl');
    const profile = await screen.findByRole('region', { name: 'Profil' });
    expect(within(profile).getAllByText('Nie podano')).toHaveLength(2);
    expect(within(profile).getByText('Brak zdjęcia profilowego')).toBeInTheDocument();
    expect(within(profile).getByText('Umiarkowany')).toBeInTheDocument();
  });
});
