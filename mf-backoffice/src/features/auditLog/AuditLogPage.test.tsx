import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { anAuditEntry, onePage } from '../../testing/adminFixtures';
import { AuditLogPage } from './AuditLogPage';

const open = (routes: Routes, route = '/en/admin/audit-log') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<AuditLogPage />, { route, path: '/:lang/admin/audit-log', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

describe('AuditLogPage', () => {
  it('shows who changed what and when, with only the fields that changed', async () => {
    open({
      'GET /admin/audit-log': onePage([
        anAuditEntry(),
        anAuditEntry({ id: 2, actor: { source: 'system', userId: null, email: null }, action: 'user.role', entityKind: 'user', entityId: '5', before: { email: 'owner@example.com', role: 'CUSTOMER' }, after: { email: 'owner@example.com', role: 'ADMIN' } }),
        anAuditEntry({ id: 3, actor: { source: 'commandLine', userId: null, email: null }, action: 'user.role', entityKind: 'user', entityId: '6' }),
        anAuditEntry({
          id: 4,
          actor: { source: 'system', userId: null, email: null },
          action: 'order.chargeback',
          before: { chargedBackAt: null },
          after: { chargedBackAt: '2026-11-25T08:00:00.000Z', amount: '368.99', status: 'SHIPPED' },
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Changes made in the back office, newest first' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('21 Nov 2026, 10:30');
    expect(first).toHaveTextContent('owner@example.com');
    expect(first).toHaveTextContent('Order status');
    expect(within(first!).getByRole('link', { name: 'Order INR-20261122-ABC123' })).toHaveAttribute('href', '/en/admin/orders/INR-20261122-ABC123');
    expect(first).toHaveTextContent('status: PAID → SHIPPED');
    expect(first).toHaveTextContent('trackingNumber: (none) → PL123');
    expect(second).toHaveTextContent('The shop itself (the owner’s address in its settings, or its payment provider’s report)');
    expect(second).toHaveTextContent('Account #5');
    expect(second).toHaveTextContent('role: CUSTOMER → ADMIN');
    expect(second).not.toHaveTextContent('email:');
    expect(third).toHaveTextContent('Command line on the server');
    const fourth = within(table).getAllByRole('row')[4]!;
    expect(fourth).toHaveTextContent('The shop itself');
    expect(fourth).toHaveTextContent('Order charged back');
    expect(within(fourth).getByRole('link', { name: 'Order INR-20261122-ABC123' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('names every kind of change and links each entity to where the owner sees it', async () => {
    open({
      'GET /admin/audit-log': onePage([
        anAuditEntry({ id: 4, action: 'product.changed', entityKind: 'product', entityId: '17', before: { price: 14999 }, after: { price: 12999 } }),
        anAuditEntry({ id: 5, action: 'article.published', entityKind: 'article', entityId: '7', before: { published: false }, after: { published: true } }),
        anAuditEntry({ id: 6, action: 'discountCode.created', entityKind: 'discountCode', entityId: 'SPRING-10', before: null, after: { percent: 10 } }),
        anAuditEntry({ id: 7, action: 'image.uploaded', entityKind: 'image', entityId: 'u-3f2a.webp', before: null, after: { width: 900 } }),
        anAuditEntry({ id: 8, action: 'stock.counted', entityKind: 'warehouse', entityId: '2', before: null, after: null }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Changes made in the back office, newest first' });
    const [product, article, code, picture, unknown] = within(table).getAllByRole('row').slice(1);
    expect(product).toHaveTextContent('Product changed');
    expect(within(product!).getByRole('link', { name: 'Product #17' })).toHaveAttribute('href', '/en/admin/products/17');
    expect(article).toHaveTextContent('Article published');
    expect(within(article!).getByRole('link', { name: 'Article #7' })).toHaveAttribute('href', '/en/admin/articles/7');
    expect(code).toHaveTextContent('Discount code created');
    expect(within(code!).getByRole('link', { name: 'Code SPRING-10' })).toHaveAttribute('href', '/en/admin/discount-codes');
    expect(picture).toHaveTextContent('Picture uploaded');
    expect(picture).toHaveTextContent('Picture u-3f2a.webp');
    expect(within(picture!).queryByRole('link')).not.toBeInTheDocument();
    // An action this screen does not know yet is still shown, as the API names it.
    expect(unknown).toHaveTextContent('stock.counted');
    expect(unknown).toHaveTextContent('warehouse 2');
  });

  it('pages through the address, newest first', async () => {
    const { api, user, location } = open({ 'GET /admin/audit-log': (request) => onePage([anAuditEntry()], { number: Number(request.query.page), totalPages: 2, totalElements: 21 }) });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(location().search).toBe('?page=1');
    expect(api.calls.at(-1)!.query).toEqual({ page: '1', size: '20' });
  });

  it('says when nothing has been changed yet', async () => {
    open({ 'GET /admin/audit-log': onePage([]) }, '/pl/admin/audit-log');
    expect(await screen.findByText('W panelu nie wprowadzono jeszcze żadnych zmian.')).toBeInTheDocument();
  });

  it('tells a customer it is not allowed', async () => {
    open({ 'GET /admin/audit-log': reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
