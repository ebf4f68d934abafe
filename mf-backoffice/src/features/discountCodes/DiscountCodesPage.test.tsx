import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { aDiscountCode, onePage } from '../../testing/adminFixtures';
import { DiscountCodesPage } from './DiscountCodesPage';

const open = (routes: Routes, options: { route?: string; loggedIn?: boolean } = {}) => {
  const api = fakeApi(routes);
  const view = renderWithShop(<DiscountCodesPage />, {
    route: options.route ?? '/en/admin/discount-codes',
    path: '/:lang/admin/discount-codes',
    translations: { backoffice: backofficeTranslations },
    loggedIn: options.loggedIn ?? true,
  });
  return { api, ...view };
};

const spring = aDiscountCode();
const gift = aDiscountCode({
  code: 'GIFT-50-FOR-THE-VERY-LOYAL-ONES',
  kind: 'AMOUNT',
  percent: null,
  amount: 50,
  currency: 'PLN',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  usedCount: 3,
});
const paused = aDiscountCode({ code: 'PAUSED', active: false, validTo: '2099-06-30' });

describe('DiscountCodesPage: who may see it', () => {
  it('asks a visitor to log in, and asks the API nothing', () => {
    const { api } = open({}, { loggedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('tells a customer it is not allowed, and shows no form', async () => {
    open({ 'GET /admin/discount-codes': reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('DiscountCodesPage: the list', () => {
  it('shows each code with its discount, days, uses, per-customer limit and state; paged through the address', async () => {
    const { api, user, location } = open({
      'GET /admin/discount-codes': (request) => onePage([gift, spring, paused], { number: Number(request.query.page), totalPages: 2, totalElements: 23 }),
    });
    const table = await screen.findByRole('table', { name: 'Discount codes, newest first' });
    expect(api.calls[0]!.headers.authorization).toBe('Bearer jwt');
    expect(api.calls[0]!.query).toEqual({ page: '0', size: '20' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('GIFT-50-FOR-THE-VERY-LOYAL-ONES');
    expect(first).toHaveTextContent('50 PLN');
    expect(first).toHaveTextContent('1 Dec 2026 – 31 Dec 2026');
    expect(first).toHaveTextContent('3 of 100');
    expect(within(first!).getByText('1')).toBeInTheDocument();
    expect(second).toHaveTextContent('10%');
    expect(second).toHaveTextContent('No time limit');
    expect(second).toHaveTextContent('0, no limit');
    expect(second).toHaveTextContent('No limit');
    expect(second).toHaveTextContent('Active');
    expect(third).toHaveTextContent('until 30 Jun 2099');
    expect(third).toHaveTextContent('Deactivated');
    // Each value says which column it is in, for the cards a phone shows.
    expect(within(first!).getByText('3 of 100')).toHaveAttribute('data-label', 'Uses');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Discount codes' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(location().search).toBe('?page=1');
    expect(api.callsTo('GET /admin/discount-codes').at(-1)!.query).toEqual({ page: '1', size: '20' });
  });

  it('says what a shopper would meet today: expired, used up, not started yet', async () => {
    open({
      'GET /admin/discount-codes': onePage([
        aDiscountCode({ code: 'OLD', validTo: '2020-01-31' }),
        aDiscountCode({ code: 'GONE', maxUses: 2, usedCount: 2 }),
        aDiscountCode({ code: 'LATER', validFrom: '2099-01-01' }),
      ]),
    });
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(['Expired', 'Used up', 'Not started yet']);
  });

  it('says when there are no codes yet', async () => {
    open({ 'GET /admin/discount-codes': onePage([]) });
    expect(await screen.findByText('There are no discount codes yet.')).toBeInTheDocument();
  });
});

describe('DiscountCodesPage: a new code', () => {
  it('creates a percentage code, says so, reloads the list and empties the form', async () => {
    const { api, user } = open({ 'GET /admin/discount-codes': onePage([spring]), 'POST /admin/discount-codes': reply(201, aDiscountCode({ code: 'Autumn-15', percent: 15 })) });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText('Code'), 'Autumn-15');
    await user.type(within(form).getByLabelText('Percentage off'), '15');
    await user.type(within(form).getByLabelText('Uses per customer (optional)'), '1');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Code Autumn-15 has been created.');
    expect(api.callsTo('POST /admin/discount-codes')[0]!.body).toEqual({
      code: 'Autumn-15',
      kind: 'PERCENT',
      percent: 15,
      validFrom: null,
      validTo: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
    });
    expect(api.callsTo('GET /admin/discount-codes').length).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByRole('form', { name: 'New discount code' })).getByLabelText('Code')).toHaveValue('');
  });

  it('creates an amount code in its currency, with its days and limits (a decimal comma too)', async () => {
    const { api, user } = open({ 'GET /admin/discount-codes': onePage([]), 'POST /admin/discount-codes': reply(201, gift) });
    const form = await screen.findByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText('Code'), 'GIFT-50');
    await user.selectOptions(within(form).getByLabelText('Kind of discount'), 'AMOUNT');
    expect(within(form).queryByLabelText('Percentage off')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount off'), '49,99');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'PLN');
    await user.type(within(form).getByLabelText('Valid from (optional)'), '2026-12-01');
    await user.type(within(form).getByLabelText('Valid to (optional)'), '2026-12-31');
    await user.type(within(form).getByLabelText('Uses in total (optional)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    await screen.findByRole('status');
    expect(api.callsTo('POST /admin/discount-codes')[0]!.body).toEqual({
      code: 'GIFT-50',
      kind: 'AMOUNT',
      amount: 49.99,
      currency: 'PLN',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      maxUses: 100,
      maxUsesPerCustomer: null,
    });
  });

  it('checks the fields before sending anything, names each fault at its field, and keeps what was typed', async () => {
    const { api, user } = open({ 'GET /admin/discount-codes': onePage([]) });
    const form = await screen.findByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText('Code'), 'no spaces');
    await user.type(within(form).getByLabelText('Percentage off'), '150');
    await user.type(within(form).getByLabelText('Uses in total (optional)'), '5');
    await user.type(within(form).getByLabelText('Uses per customer (optional)'), '6');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    const code = within(form).getByLabelText('Code');
    expect(code).toHaveAccessibleDescription(/Use 3 to 32 letters, digits or dashes/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(within(form).getByLabelText('Percentage off')).toHaveAccessibleDescription(/Enter a whole percentage from 1 to 100\./);
    expect(within(form).getByLabelText('Uses per customer (optional)')).toHaveAccessibleDescription(/cannot be more than the uses in total/);
    expect(code).toHaveValue('no spaces');
    expect(api.callsTo('POST /admin/discount-codes')).toHaveLength(0);

    // An amount needs its currency; the "to" day cannot come before the "from" day.
    await user.selectOptions(within(form).getByLabelText('Kind of discount'), 'AMOUNT');
    await user.type(within(form).getByLabelText('Amount off'), '20');
    await user.type(within(form).getByLabelText('Valid from (optional)'), '2026-12-10');
    await user.type(within(form).getByLabelText('Valid to (optional)'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    expect(within(form).getByLabelText('Currency')).toHaveAccessibleDescription(/Choose the currency of the amount\./);
    expect(within(form).getByLabelText('Valid to (optional)')).toHaveAccessibleDescription(/The “to” date cannot be before the “from” date\./);
    expect(api.callsTo('POST /admin/discount-codes')).toHaveLength(0);
  });

  it("shows the API's refusal at its field (a code already taken), keeping the form as typed", async () => {
    const { api, user } = open({ 'GET /admin/discount-codes': onePage([spring]), 'POST /admin/discount-codes': reply(409, { message: 'discountCodeTaken', field: 'code' }) });
    const form = await screen.findByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText('Code'), 'spring-10');
    await user.type(within(form).getByLabelText('Percentage off'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    const code = within(form).getByLabelText('Code');
    expect(await within(form).findByRole('alert')).toHaveTextContent('This code already exists (small and capital letters count as the same). Choose another.');
    expect(code).toHaveFocus();
    expect(code).toHaveValue('spring-10');
    expect(within(form).getByLabelText('Percentage off')).toHaveValue('10');
    expect(api.callsTo('GET /admin/discount-codes')).toHaveLength(1);
  });

  it('says why when the API cannot be reached, keeping the form', async () => {
    const { api, user } = open({ 'GET /admin/discount-codes': onePage([]) });
    const form = await screen.findByRole('form', { name: 'New discount code' });
    api.fail('POST /admin/discount-codes', 'network');
    await user.type(within(form).getByLabelText('Code'), 'WINTER');
    await user.type(within(form).getByLabelText('Percentage off'), '5');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We cannot reach the shop’s server right now.');
    expect(within(form).getByLabelText('Code')).toHaveValue('WINTER');
  });
});

describe('DiscountCodesPage: deactivating and activating again', () => {
  it('deactivates a code only once confirmed', async () => {
    const { api, user } = open({ 'GET /admin/discount-codes': onePage([spring]), 'PATCH /admin/discount-codes/SPRING-10': aDiscountCode({ active: false }) });
    await user.click(await screen.findByRole('button', { name: 'Deactivate SPRING-10' }));
    const confirm = screen.getByRole('group', { name: /^Deactivate SPRING-10\? Shoppers will no longer be able to use it/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH /admin/discount-codes/SPRING-10')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deactivate SPRING-10' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Code SPRING-10 has been deactivated.');
    expect(api.callsTo('PATCH /admin/discount-codes/SPRING-10')[0]!.body).toEqual({ active: false });
    expect(api.callsTo('GET /admin/discount-codes').length).toBeGreaterThanOrEqual(2);
  });

  it('activates a deactivated code again at once', async () => {
    const { api, user } = open({ 'GET /admin/discount-codes': onePage([paused]), 'PATCH /admin/discount-codes/PAUSED': aDiscountCode({ code: 'PAUSED' }) });
    await user.click(await screen.findByRole('button', { name: 'Activate again: PAUSED' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Code PAUSED is active again.');
    expect(api.callsTo('PATCH /admin/discount-codes/PAUSED')[0]!.body).toEqual({ active: true });
  });

  it('says why a change failed', async () => {
    const { user } = open({ 'GET /admin/discount-codes': onePage([paused]), 'PATCH /admin/discount-codes/PAUSED': reply(404, { message: 'discountCodeNotFound', field: 'code' }) });
    await user.click(await screen.findByRole('button', { name: 'Activate again: PAUSED' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such discount code.');
  });
});

describe('DiscountCodesPage in Polish', () => {
  it('speaks Polish', async () => {
    open({ 'GET /admin/discount-codes': onePage([gift, paused]) }, { route: '/pl/admin/discount-codes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kody rabatowe' })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('table', { name: 'Kody rabatowe, od najnowszego' })).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('50 PLN');
    expect(first).toHaveTextContent('3 z 100');
    expect(first).toHaveTextContent('1 gru 2026 – 31 gru 2026');
    expect(within(first!).getByRole('button', { name: 'Wyłącz kod GIFT-50-FOR-THE-VERY-LOYAL-ONES' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Wyłączony');
    expect(within(second!).getByRole('button', { name: 'Włącz ponownie kod PAUSED' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Nowy kod rabatowy' });
    expect(within(form).getByLabelText('Rabat w procentach')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Utwórz kod' })).toBeInTheDocument();
  });
});
