import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { anOrderRow, aPartner, onePage } from '../../testing/adminFixtures';
import { OrdersPage } from './OrdersPage';

const open = (routes: Routes, options: { route?: string; loggedIn?: boolean } = {}) => {
  // The partner filter's names; a test about them gives its own.
  const api = fakeApi({ 'GET /admin/partners': [], ...routes });
  const view = renderWithShop(<OrdersPage />, {
    route: options.route ?? '/en/admin/orders',
    path: '/:lang/admin/orders',
    translations: { backoffice: backofficeTranslations },
    loggedIn: options.loggedIn ?? true,
  });
  return { api, ...view };
};

describe('OrdersPage: who may see it', () => {
  it('asks a visitor to log in, and asks the API nothing', () => {
    const { api } = open({}, { loggedIn: false, route: '/pl/admin/orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zaloguj się do panelu sklepu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/pl/login');
    expect(api.calls).toHaveLength(0);
  });

  it('tells a customer it is not allowed, and shows nothing of the back office', async () => {
    open({ 'GET /admin/orders': reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Filter the orders' })).not.toBeInTheDocument();
  });

  it('asks an admin whose session is over to log in again', async () => {
    open({ 'GET /admin/orders': reply(401, { message: 'adminSessionExpired', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your back-office session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/en/login');
  });

  it('asks for a login when the token is no longer valid', async () => {
    open({ 'GET /admin/orders': reply(401, { message: 'unauthorized', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeInTheDocument();
  });
});

describe('OrdersPage: the list', () => {
  it("shows each order's number, date, customer, e-mail, status and total, with the back office's menu", async () => {
    const { api } = open({ 'GET /admin/orders': onePage([anOrderRow(), anOrderRow({ orderNumber: 'INR-20261121-XYZ789', email: null, status: 'PLACED', currency: 'PLN', totalPrice: 4999 })]) });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(api.calls[0]!.headers.authorization).toBe('Bearer jwt');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'INR-20261122-ABC123' })).toHaveAttribute('href', '/en/admin/orders/INR-20261122-ABC123');
    expect(rows[0]).toHaveTextContent('20 Nov 2026, 11:00');
    expect(rows[0]).toHaveTextContent('Anna Kowalska');
    expect(rows[0]).toHaveTextContent('anna@example.com');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('2,177.29 EUR');
    expect(rows[1]).toHaveTextContent('Account deleted');
    expect(rows[1]).toHaveTextContent('Placed');
    expect(rows[1]).toHaveTextContent('4,999 PLN');
    expect(screen.getByText('Orders found: 2')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/en/admin/audit-log');
  });

  it('says so when no order matches', async () => {
    open({ 'GET /admin/orders': onePage([]) });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { api, user } = open({ 'GET /admin/orders': reply(500, { message: 'internal', field: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded. Something went wrong. Please try again.');
    api.route('GET /admin/orders', onePage([anOrderRow()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('OrdersPage: filters and pages in the address', () => {
  it('takes its filters and page from the address, asks the API with them and fills the form', async () => {
    const { api } = open({ 'GET /admin/orders': onePage([anOrderRow()], { number: 1, totalPages: 3, totalElements: 45 }) }, { route: '/en/admin/orders?status=PAID&from=2026-11-01&to=2026-11-30&currency=EUR&q=anna&page=1' });
    await screen.findByRole('table');
    expect(api.calls[0]!.query).toEqual({ status: 'PAID', from: '2026-11-01', to: '2026-11-30', currency: 'EUR', q: 'anna', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PAID');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anna');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('puts the filters into the address on submit, from the first page, and asks again', async () => {
    const { api, user, location } = open({ 'GET /admin/orders': onePage([anOrderRow()]) }, { route: '/en/admin/orders?page=2' });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'SHIPPED');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'PLN');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' INR-2026 {Enter}');
    expect(new URLSearchParams(location().search)).toEqual(new URLSearchParams({ status: 'SHIPPED', currency: 'PLN', q: 'INR-2026' }));
    await screen.findByRole('table');
    expect(api.calls.at(-1)!.query).toEqual({ status: 'SHIPPED', currency: 'PLN', q: 'INR-2026' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it("filters by the partner who brought the orders, named in the form, kept in the address", async () => {
    const partners = [aPartner({ id: 3, name: 'KS Orzeł' }), aPartner({ id: 1, name: 'FizjoLab Kraków', archivedAt: '2026-11-01T10:00:00Z' })];
    const { api, user, location } = open({ 'GET /admin/orders': onePage([anOrderRow()]), 'GET /admin/partners': partners }, { route: '/en/admin/orders?partner=1' });
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/orders')[0]!.query).toEqual({ partner: '1' });
    const select = screen.getByRole('combobox', { name: 'Partner' });
    expect(await within(select).findByRole('option', { name: 'FizjoLab Kraków (removed)' })).toBeInTheDocument();
    expect(select).toHaveValue('1');
    await user.selectOptions(select, 'KS Orzeł');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));
    expect(new URLSearchParams(location().search)).toEqual(new URLSearchParams({ partner: '3' }));
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/orders').at(-1)!.query).toEqual({ partner: '3' });
  });

  it('names a partner from the address by its number when the names cannot be had', async () => {
    const { api } = open({ 'GET /admin/orders': onePage([anOrderRow()]), 'GET /admin/partners': reply(500, { message: 'internalError', field: null }) }, { route: '/pl/admin/orders?partner=7' });
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/orders')[0]!.query).toEqual({ partner: '7' });
    expect(screen.getByRole('combobox', { name: 'Partner' })).toHaveValue('7');
    expect(screen.getByRole('option', { name: 'Partner nr 7' })).toBeInTheDocument();
  });

  it('ignores what is not a filter in the address', async () => {
    const { api } = open({ 'GET /admin/orders': onePage([]) }, { route: '/en/admin/orders?status=LOST&from=yesterday&currency=USD&partner=abc&page=-3' });
    await screen.findByText('No orders match these filters.');
    expect(api.calls[0]!.query).toEqual({});
  });

  it('pages with previous and next, keeping the filters', async () => {
    const { api, user, location } = open({ 'GET /admin/orders': (request) => onePage([anOrderRow()], { number: Number(request.query.page ?? 0), totalPages: 3, totalElements: 45 }) }, { route: '/en/admin/orders?status=PAID' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(new URLSearchParams(location().search)).toEqual(new URLSearchParams({ status: 'PAID', page: '1' }));
    expect(api.calls.at(-1)!.query).toEqual({ status: 'PAID', page: '1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});

describe('OrdersPage: export', () => {
  const createObjectURL = jest.fn(() => 'blob:orders');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('downloads the filtered list as the API makes it, with the session token', async () => {
    const csv = new Blob(['\uFEFForderNumber,status\r\nINR-20261122-ABC123,PAID\r\n'], { type: 'text/csv' });
    const clicked: { name: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href });
    });
    const { api, user } = open(
      {
        'GET /admin/orders': onePage([anOrderRow()], { number: 1, totalPages: 2 }),
        'GET /admin/orders.csv': reply(200, csv, { headers: { 'content-disposition': 'attachment; filename="inercise-orders-2026-11-22.csv"' } }),
      },
      { route: '/en/admin/orders?status=PAID&q=anna&page=1' },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The CSV file has been downloaded.');
    const call = api.callsTo('GET /admin/orders.csv')[0]!;
    expect(call.headers.authorization).toBe('Bearer jwt');
    // Every page of the filtered list: the page number is not sent.
    expect(call.query).toEqual({ status: 'PAID', q: 'anna' });
    expect(createObjectURL).toHaveBeenCalledWith(csv);
    expect(clicked).toEqual([{ name: 'inercise-orders-2026-11-22.csv', href: 'blob:orders' }]);
  });

  it('says why the export failed', async () => {
    const { user } = open({ 'GET /admin/orders': onePage([anOrderRow()]), 'GET /admin/orders.csv': reply(401, { message: 'adminSessionExpired', field: null }) });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your back-office session has ended. Log in again.');
  });
});
