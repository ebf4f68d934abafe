import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { aDailyStats, aStatsSeries } from '../../testing/adminFixtures';
import { DashboardPage } from './DashboardPage';

/**
 * The shell's server's field data, asked for beside the API's statistics: nothing reported unless a test says; and
 * two-step login, already on.
 */
const noFieldData = { 'GET /telemetry/web-vitals/summary': { hours: 24, groups: [] }, 'GET /admin/2fa': { enrolled: true, recoveryCodesLeft: 10 } };

const open = (routes: Routes, options: { route?: string; loggedIn?: boolean } = {}) => {
  const api = fakeApi({ ...noFieldData, ...routes });
  const view = renderWithShop(<DashboardPage />, {
    route: options.route ?? '/en/admin',
    path: '/:lang/admin',
    translations: { backoffice: backofficeTranslations },
    loggedIn: options.loggedIn ?? true,
  });
  return { api, ...view };
};

const sold = aDailyStats({
  series: [
    aStatsSeries('PLN', { '2026-11-20': [2, 1_234_550], '2026-11-22': [1, 84_990] }),
    aStatsSeries('EUR', { '2026-11-21': [1, 19_900] }),
  ],
  waitingToShip: {
    total: 2,
    placedToday: 1,
    orders: [
      { orderNumber: 'INR-20261120-AAA111', createdAt: '2026-11-20T09:00:00Z', paidAt: '2026-11-20T09:05:00Z', currency: 'PLN', totalMinor: 849_900, customerName: 'Anna Łęcka', placedToday: false },
      { orderNumber: 'INR-20261122-BBB222', createdAt: '2026-11-22T08:00:00Z', paidAt: '2026-11-22T08:02:00Z', currency: 'EUR', totalMinor: 19_900, customerName: 'Ben Miller', placedToday: true },
    ],
  },
  waitingForOffer: {
    total: 1,
    placedToday: 0,
    orders: [{ orderNumber: 'INR-20261121-CCC333', createdAt: '2026-11-21T10:00:00Z', paidAt: null, currency: 'EUR', totalMinor: 209_900, customerName: 'Hans Müller', placedToday: false }],
  },
});

describe('DashboardPage: who may see it', () => {
  it('asks a visitor to log in, and asks the API nothing', () => {
    const { api } = open({}, { loggedIn: false, route: '/pl/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zaloguj się do panelu sklepu' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('tells a customer it is not allowed, and shows nothing of the back office', async () => {
    open({ 'GET /admin/stats/daily': reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: the back office home', () => {
  it('is the first entry of the menu, with the orders list as the second', async () => {
    const { api } = open({ 'GET /admin/stats/daily': sold });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(api.calls[0]!.headers.authorization).toBe('Bearer jwt');
    const links = within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Dashboard');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveAttribute('href', '/en/admin');
    expect(links[1]).toHaveAccessibleName('Orders');
    expect(links[1]).toHaveAttribute('href', '/en/admin/orders');
  });

  it("lists the orders waiting to ship, oldest first, today's marked, each leading to its page", async () => {
    open({ 'GET /admin/stats/daily': sold });
    const waiting = await screen.findByRole('region', { name: 'Waiting to ship' });
    expect(within(waiting).getByText('Paid orders not shipped yet: 2; ordered today: 1.')).toBeInTheDocument();
    const table = within(waiting).getByRole('table', { name: 'Paid orders waiting to ship, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'INR-20261120-AAA111' })).toHaveAttribute('href', '/en/admin/orders/INR-20261120-AAA111');
    expect(rows[0]).toHaveTextContent('Anna Łęcka');
    expect(rows[0]).toHaveTextContent('8,499 PLN');
    expect(rows[0]).not.toHaveTextContent('Today');
    expect(rows[1]).toHaveTextContent('INR-20261122-BBB222Today');
    expect(rows[1]).toHaveTextContent('199 EUR');
    expect(within(waiting).getByRole('link', { name: 'Every paid order in the orders list' })).toHaveAttribute('href', '/en/admin/orders?status=PAID');
  });

  it('draws one chart per currency with a name that says what it shows, and a table of the same numbers', async () => {
    open({ 'GET /admin/stats/daily': sold });
    const pln = await screen.findByRole('img', { name: /^Revenue in PLN per day from .*24 October to .*22 November\. In all: 13,195.40\sPLN, paid orders: 3\./ });
    expect(pln.tagName).toBe('svg');
    expect(screen.getByRole('img', { name: /^Revenue in EUR per day .*\. In all: 199\sEUR, paid orders: 1\./ })).toBeInTheDocument();
    // Euros never added to złoty: each currency has its own totals.
    expect(screen.getByRole('figure', { name: 'PLN' })).toHaveTextContent('Paid orders: 3 · 13,195.40 PLN');
    expect(screen.getByRole('figure', { name: 'EUR' })).toHaveTextContent('Paid orders: 1 · 199 EUR');

    const table = screen.getByRole('table', { name: 'Paid orders and revenue in PLN, day by day' });
    const rows = within(table).getAllByRole('row');
    // Header, 30 days, the total.
    expect(rows).toHaveLength(32);
    const day = rows.find((row) => /20 November/.test(row.textContent ?? ''))!;
    expect(within(day).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '12,345.50\u00a0PLN']);
    expect(rows[1]).toHaveTextContent(/24 October.*0.*0 PLN/);
    expect(rows[30]).toHaveTextContent(/22 November.*Today.*1.*849.90 PLN/);
    expect(within(rows[31]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '13,195.40\u00a0PLN']);
  });

  it("shows a day's figures under the chart, today's first, the pointed bar's then, and the table on request", async () => {
    const { user, container } = open({ 'GET /admin/stats/daily': sold });
    const figure = await screen.findByRole('figure', { name: 'PLN' });
    expect(figure).toHaveTextContent(/22 November: paid orders: 1, revenue: 849.90 PLN/);
    await user.hover(container.querySelector('figure g[data-day="2026-11-20"]')!);
    expect(figure).toHaveTextContent(/20 November: paid orders: 2, revenue: 12,345.50 PLN/);
    const toggle = within(figure).getByRole('button', { name: 'Show the numbers as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(figure).getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows every day at zero for a shop that sold nothing, and says nothing waits', async () => {
    open({ 'GET /admin/stats/daily': aDailyStats() }, { route: '/pl/admin' });
    expect(await screen.findByText('Nic nie czeka na wysyłkę.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Przychód w PLN dzień po dniu, od .* do .*\. Łącznie: 0\sPLN, opłacone zamówienia: 0\./ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Opłacone zamówienia i przychód w EUR, dzień po dniu' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(screen.getByRole('heading', { level: 2, name: 'Ostatnie 30 dni' })).toBeInTheDocument();
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    const { api, user } = open({ 'GET /admin/stats/daily': reply(500, { message: 'internalError', field: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded. Something went wrong. Please try again.');
    api.route('GET /admin/stats/daily', sold);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Waiting to ship' })).toBeInTheDocument();
  });
});

describe('DashboardPage: speed for shoppers', () => {
  const summary = {
    hours: 24,
    groups: [
      { template: 'all', device: 'all', metrics: { LCP: { p75: 2100, count: 40 }, INP: { p75: 240, count: 12 }, CLS: { p75: 0.3, count: 40 }, FCP: { p75: 900, count: 40 }, TTFB: { p75: 210, count: 41 } } },
      { template: 'product', device: 'phone', metrics: { LCP: { p75: 4200, count: 3 }, INP: null, CLS: { p75: 0, count: 3 }, FCP: { p75: 1900, count: 3 }, TTFB: { p75: 300, count: 3 } } },
    ],
  };

  it("shows the last day's 75th percentiles, rated against Core Web Vitals' thresholds in words, with the owner's token", async () => {
    const { api } = open({ 'GET /admin/stats/daily': sold, 'GET /telemetry/web-vitals/summary': summary });
    const card = await screen.findByRole('region', { name: 'Speed for shoppers' });
    expect(within(card).getByText('LCP, largest contentful paint: good up to 2.5 s, poor above 4.0 s')).toBeInTheDocument();
    expect(within(card).getByText('INP, interaction to next paint: good up to 200 ms, poor above 500 ms')).toBeInTheDocument();
    const table = await within(card).findByRole('table', { name: '75th percentile of the last 24 hours, for all pages, then by page and device' });
    const [all, product] = within(table).getAllByRole('row').slice(1);
    expect(all).toHaveTextContent('All pages2.1 s Good240 ms Needs improvement0.30 Poor0.9 s Good0.21 s Good41');
    expect(product).toHaveTextContent('Product, phone4.2 s Poor—0.00 Good1.9 s Needs improvement0.3 s Good3');
    const call = api.calls.find((made) => made.path === '/telemetry/web-vitals/summary');
    expect(call?.headers.authorization).toBe('Bearer jwt');
  });

  it('says when nothing was reported, in Polish too', async () => {
    open({ 'GET /admin/stats/daily': sold }, { route: '/pl/admin' });
    const card = await screen.findByRole('region', { name: 'Szybkość dla klientów' });
    expect(await within(card).findByText('W ostatnich 24 godzinach żadna przeglądarka klienta nie przysłała pomiarów.')).toBeInTheDocument();
  });

  it('says when the field data cannot be loaded, and loads it again on request', async () => {
    let asked = 0;
    const { user } = open({
      'GET /admin/stats/daily': sold,
      'GET /telemetry/web-vitals/summary': () => (asked++ === 0 ? reply(503, { message: 'apiUnavailable', field: null }) : summary),
    });
    const card = await screen.findByRole('region', { name: 'Speed for shoppers' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The field data could not be loaded.');
    await user.click(within(card).getByRole('button', { name: /try again|retry/i }));
    expect(await within(card).findByRole('table')).toHaveTextContent('All pages2.1 s Good');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: inquiries', () => {
  it('lists the inquiries waiting for an offer beside the orders to ship, each leading to its page', async () => {
    open({ 'GET /admin/stats/daily': sold });
    const offers = await screen.findByRole('region', { name: 'Inquiries waiting for an offer' });
    expect(within(offers).getByText('Inquiries without an offer yet: 1; placed today: 0.')).toBeInTheDocument();
    const table = within(offers).getByRole('table', { name: 'Inquiries waiting for an offer, oldest first' });
    expect(within(table).getByRole('link', { name: 'INR-20261121-CCC333' })).toHaveAttribute('href', '/en/admin/orders/INR-20261121-CCC333');
    expect(table).toHaveTextContent('Hans Müller');
    expect(within(offers).getByRole('link', { name: 'Every inquiry in the orders list' })).toHaveAttribute('href', '/en/admin/orders?status=PLACED');
    expect(screen.getByRole('region', { name: 'Waiting to ship' })).not.toHaveTextContent('CCC333');
  });

  it('says when no inquiry waits', async () => {
    open({ 'GET /admin/stats/daily': { ...sold, waitingForOffer: { total: 0, placedToday: 0, orders: [] } } });
    expect(await screen.findByText('No inquiry waits for an offer.')).toBeInTheDocument();
  });
});
