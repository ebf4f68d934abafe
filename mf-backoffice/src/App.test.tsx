import { render, screen } from '@testing-library/react';
import type { OwnedRoute } from '@inercise/shared';
import { mockPage, ownedRouteUrls, renderAtUrl } from '@inercise/shared/testing';
import { App } from './App';

// Each page stands in as a heading with its name: the test is about which page each route draws.
jest.mock('./features/orders/OrdersPage', () => mockPage('OrdersPage', 'Orders'));
jest.mock('./features/orderDetail/OrderDetailPage', () => mockPage('OrderDetailPage', 'Order detail'));
jest.mock('./features/auditLog/AuditLogPage', () => mockPage('AuditLogPage', 'Audit log'));
jest.mock('./features/messages/MessagesPage', () => mockPage('MessagesPage', 'Messages'));
jest.mock('./features/mail/FailedMailsPage', () => mockPage('FailedMailsPage', 'Failed mails'));
jest.mock('./features/newsletter/NewsletterPage', () => mockPage('NewsletterPage', 'Newsletter'));
jest.mock('./features/devices/DevicesPage', () => mockPage('DevicesPage', 'Devices'));
jest.mock('./features/dashboard/DashboardPage', () => mockPage('DashboardPage', 'Dashboard'));
jest.mock('./features/partners/PartnersPage', () => mockPage('PartnersPage', 'Partners'));
jest.mock('./features/delivery/DeliveryPage', () => mockPage('DeliveryPage', 'Delivery'));
jest.mock('./features/discountCodes/DiscountCodesPage', () => mockPage('DiscountCodesPage', 'Discount codes'));
jest.mock('./features/articles/ArticlesPage', () => mockPage('ArticlesPage', 'Articles'));
jest.mock('./features/articleEditor/ArticleEditorPage', () => mockPage('ArticleEditorPage', 'Article editor'));
jest.mock('./features/products/ProductsPage', () => mockPage('ProductsPage', 'Products'));
jest.mock('./features/productEditor/ProductEditorPage', () => mockPage('ProductEditorPage', 'Product editor'));
jest.mock('./features/comments/CommentsPage', () => mockPage('CommentsPage', 'Comments'));
jest.mock('./features/customers/CustomersPage', () => mockPage('CustomersPage', 'Customers'));
jest.mock('./features/customers/CustomerPage', () => mockPage('CustomerPage', 'Customer'));

const pageOf: Record<OwnedRoute<'mf-backoffice'>, string> = {
  '/admin': 'Dashboard page',
  '/admin/orders': 'Orders page',
  '/admin/orders/:orderNumber': 'Order detail page',
  '/admin/audit-log': 'Audit log page',
  '/admin/messages': 'Messages page',
  '/admin/newsletter': 'Newsletter page',
  '/admin/devices': 'Devices page',
  '/admin/partners': 'Partners page',
  '/admin/delivery': 'Delivery page',
  '/admin/discount-codes': 'Discount codes page',
  '/admin/mail': 'Failed mails page',
  '/admin/articles': 'Articles page',
  '/admin/articles/:id': 'Article editor page',
  '/admin/products': 'Products page',
  '/admin/products/:id': 'Product editor page',
  '/admin/comments': 'Comments page',
  '/admin/customers': 'Customers page',
  '/admin/customers/:id': 'Customer page',
};

describe('the back-office application', () => {
  it.each(ownedRouteUrls('mf-backoffice'))('draws its page at $url, a route routeOwners gives this team', ({ route, url }) => {
    window.history.replaceState(null, '', url);
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageOf[route]);
  });

  it('draws nothing at a route it does not own: single-spa unmounts it there', () => {
    expect(renderAtUrl(<App />, '/en/user-order')).toBeEmptyDOMElement();
  });
});
