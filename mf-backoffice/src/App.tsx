import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants, routeOwners, type OwnedRoute } from '@inercise/shared';
import { OrdersPage } from './features/orders/OrdersPage';
import { OrderDetailPage } from './features/orderDetail/OrderDetailPage';
import { AuditLogPage } from './features/auditLog/AuditLogPage';
import { MessagesPage } from './features/messages/MessagesPage';
import { FailedMailsPage } from './features/mail/FailedMailsPage';
import { NewsletterPage } from './features/newsletter/NewsletterPage';
import { DevicesPage } from './features/devices/DevicesPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { PartnersPage } from './features/partners/PartnersPage';
import { DeliveryPage } from './features/delivery/DeliveryPage';
import { ArticlesPage } from './features/articles/ArticlesPage';
import { ArticleEditorPage } from './features/articleEditor/ArticleEditorPage';
import { DiscountCodesPage } from './features/discountCodes/DiscountCodesPage';
import { ProductsPage } from './features/products/ProductsPage';
import { ProductEditorPage } from './features/productEditor/ProductEditorPage';
import { CommentsPage } from './features/comments/CommentsPage';
import { CustomersPage } from './features/customers/CustomersPage';
import { CustomerPage } from './features/customers/CustomerPage';

/** The page of each route the shell gives this team (routeOwners): a route added there without a page here does not compile. */
const backOfficePages: Record<OwnedRoute<'mf-backoffice'>, ComponentType> = {
  '/admin': DashboardPage,
  '/admin/orders': OrdersPage,
  '/admin/orders/:orderNumber': OrderDetailPage,
  '/admin/audit-log': AuditLogPage,
  '/admin/messages': MessagesPage,
  '/admin/mail': FailedMailsPage,
  '/admin/newsletter': NewsletterPage,
  '/admin/devices': DevicesPage,
  '/admin/partners': PartnersPage,
  '/admin/delivery': DeliveryPage,
  '/admin/articles': ArticlesPage,
  '/admin/articles/:id': ArticleEditorPage,
  '/admin/discount-codes': DiscountCodesPage,
  '/admin/products': ProductsPage,
  '/admin/products/:id': ProductEditorPage,
  '/admin/comments': CommentsPage,
  '/admin/customers': CustomersPage,
  '/admin/customers/:id': CustomerPage,
};

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {routeOwners['mf-backoffice'].flatMap((route) => {
          const Page = backOfficePages[route];
          return languageVariants(route).map((path) => <Route key={path} path={path} element={<Page />} />);
        })}
      </Routes>
    </BrowserRouter>
  );
}
