import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useLocation } from '@inercise/shared/router';
import { bareRoute, useLocalize } from '@inercise/shared';
import styles from '../common/backoffice.module.css';

/** The menu, in the order the owner works: what needs doing, then the catalogue and content, then the rest. */
const menu = [
  { route: '/admin', text: 'nav.dashboard', section: false },
  // A section's own pages (an order, a product's or an article's editor) belong with it.
  { route: '/admin/orders', text: 'nav.orders', section: true },
  { route: '/admin/customers', text: 'nav.customers', section: true },
  { route: '/admin/products', text: 'nav.products', section: true },
  { route: '/admin/articles', text: 'nav.articles', section: true },
  { route: '/admin/comments', text: 'nav.comments', section: false },
  { route: '/admin/discount-codes', text: 'nav.discounts', section: false },
  { route: '/admin/delivery', text: 'nav.delivery', section: false },
  { route: '/admin/partners', text: 'nav.partners', section: false },
  { route: '/admin/messages', text: 'nav.messages', section: false },
  { route: '/admin/newsletter', text: 'nav.newsletter', section: false },
  { route: '/admin/devices', text: 'nav.devices', section: false },
  { route: '/admin/mail', text: 'nav.mail', section: false },
  { route: '/admin/audit-log', text: 'nav.auditLog', section: false },
] as const;

/**
 * Every back-office screen an admin sees: its menu (the screens that exist, nothing more), then the screen. Shown
 * only once the API has let the admin in; the shop's own header and footer stay around it, as on every page.
 */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalize();
  const here = bareRoute(useLocation().pathname);
  const nav = useRef<HTMLElement>(null);
  // On a phone the menu scrolls sideways: the current screen's item is brought into sight.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [here]);
  return (
    <div className={styles.page}>
      <nav ref={nav} className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {menu.map(({ route, text, section }) => (
            <li key={route}>
              <Link to={localize(route)} aria-current={here === route || (section && here.startsWith(`${route}/`)) ? 'page' : undefined}>
                {t(text)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
