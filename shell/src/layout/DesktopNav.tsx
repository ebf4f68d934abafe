import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ChevronDown } from 'lucide';
import { Icon } from '@inercise/shared';
import { menuItems } from './menuItems';
import { NavLink } from './NavLink';
import { useServerDrawnPage } from './ServerDrawnPage';
import styles from './DesktopNav.module.css';

/** The menu in the header from 1380 px up; the submenu opens on hover, focus or its toggle. */
export function DesktopNav() {
  const { t } = useTranslation('shell');
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  // Drawn by the server, the submenu opens on hover and focus by CSS alone (no script may ever run).
  const submenuClass = useServerDrawnPage() ? `${styles.submenu} ${styles.submenuWithoutScript}` : styles.submenu;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {menuItems.map((item) =>
          item.children ? (
            // The item as a whole opens its submenu on hover and closes it on Escape or when the focus leaves it;
            // its link and the submenu's links are what the keyboard reaches.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- listens for its children
            <li
              key={item.labelKey}
              className={styles.withSubmenu}
              onMouseEnter={() => setOpenSubmenu(item.labelKey)}
              onMouseLeave={() => setOpenSubmenu(null)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenSubmenu(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpenSubmenu(null);
              }}
            >
              <NavLink to={item.to} className={styles.link} activeClassName={styles.active}>
                {t(item.labelKey)}
              </NavLink>
              <button
                type="button"
                className={styles.toggle}
                aria-label={t('nav.openSubmenu')}
                aria-expanded={openSubmenu === item.labelKey}
                onClick={() => setOpenSubmenu((open) => (open === item.labelKey ? null : item.labelKey))}
              >
                <Icon icon={ChevronDown} size={16} />
              </button>
              <ul className={submenuClass} hidden={openSubmenu !== item.labelKey}>
                {item.children.map((child) => (
                  <li key={child.labelKey}>
                    <NavLink
                      to={child.to}
                      className={styles.submenuLink}
                      activeClassName={styles.active}
                      onNavigate={() => setOpenSubmenu(null)}
                    >
                      {t(child.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.labelKey}>
              <NavLink to={item.to} className={styles.link} activeClassName={styles.active}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
