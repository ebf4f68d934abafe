import type { ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useLocation } from '@inercise/shared/router';
import { bareRoute, useLocalize } from '@inercise/shared';
import styles from '../common/backoffice.module.css';

/**
 * Every back-office screen an admin sees: its menu (the screens that exist, nothing more), then the screen. Shown
 * only once the API has let the admin in; the shop's own header and footer stay around it, as on every page.
 */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalize();
  const here = bareRoute(useLocation().pathname);
  // An order's page belongs with the orders.
  const inOrders = here === '/admin/orders' || here.startsWith('/admin/orders/');
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          <li>
            <Link to={localize('/admin')} aria-current={here === '/admin' ? 'page' : undefined}>
              {t('nav.dashboard')}
            </Link>
          </li>
          <li>
            <Link to={localize('/admin/orders')} aria-current={inOrders ? 'page' : undefined}>
              {t('nav.orders')}
            </Link>
          </li>
          <li>
            <Link to={localize('/admin/messages')} aria-current={here === '/admin/messages' ? 'page' : undefined}>
              {t('nav.messages')}
            </Link>
          </li>
          <li>
            <Link to={localize('/admin/newsletter')} aria-current={here === '/admin/newsletter' ? 'page' : undefined}>
              {t('nav.newsletter')}
            </Link>
          </li>
          <li>
            <Link to={localize('/admin/discount-codes')} aria-current={here === '/admin/discount-codes' ? 'page' : undefined}>
              {t('nav.discounts')}
            </Link>
          </li>
          <li>
            <Link to={localize('/admin/partners')} aria-current={here === '/admin/partners' ? 'page' : undefined}>
              {t('nav.partners')}
            </Link>
          </li>
          <li>
            {/* A product's editor belongs with the products. */}
            <Link to={localize('/admin/products')} aria-current={here === '/admin/products' || here.startsWith('/admin/products/') ? 'page' : undefined}>
              {t('nav.products')}
            </Link>
          </li>
          <li>
            {/* An article's editor belongs with the articles. */}
            <Link to={localize('/admin/articles')} aria-current={here === '/admin/articles' || here.startsWith('/admin/articles/') ? 'page' : undefined}>
              {t('nav.articles')}
            </Link>
          </li>
          <li>
            <Link to={localize('/admin/audit-log')} aria-current={here === '/admin/audit-log' ? 'page' : undefined}>
              {t('nav.auditLog')}
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </div>
  );
}
