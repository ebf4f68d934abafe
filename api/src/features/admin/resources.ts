import { adminAccessRoutes } from './accessRoutes.ts';
import { adminArticleRoutes } from './articles/routes.ts';
import { secondFactorAdminRoutes } from '../secondFactor/adminRoutes.ts';
import type { AdminResource } from './area.ts';
import { auditLogRoutes } from './auditRoutes.ts';
import { adminCommentRoutes } from './comments/routes.ts';
import { adminDeviceRoutes } from './devices/routes.ts';
import { adminCustomerRoutes } from './customers/routes.ts';
import { adminDiscountCodeRoutes } from './discounts/routes.ts';
import { adminImageRoutes } from './images/routes.ts';
import { adminInboxRoutes } from './inbox/routes.ts';
import { adminInvoiceRoutes } from '../invoices/adminRoutes.ts';
import { adminMailRoutes } from './mail/routes.ts';
import { adminOrderRoutes } from './orders/routes.ts';
import { adminOfferRoutes } from '../offers/adminRoutes.ts';
import { adminPartnerRoutes } from './partners/routes.ts';
import { adminShipmentRoutes } from './shipment/routes.ts';
import { adminProductRoutes } from './products/routes.ts';
import { adminStatsRoutes } from './stats/routes.ts';

/** The back office's resources, each registered under /admin behind the admin check (area.ts). */
export const adminResources: readonly AdminResource[] = [adminAccessRoutes, auditLogRoutes, adminOrderRoutes, adminInboxRoutes, adminMailRoutes, adminDiscountCodeRoutes, adminPartnerRoutes, adminStatsRoutes, adminArticleRoutes, adminImageRoutes, adminProductRoutes, secondFactorAdminRoutes, adminCommentRoutes, adminDeviceRoutes, adminCustomerRoutes, adminInvoiceRoutes, adminShipmentRoutes, adminOfferRoutes];
