import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Menu, X } from 'lucide';
import { Icon } from '@inercise/shared';
import { menuItems } from './menuItems';
import { NavLink } from './NavLink';
import { LanguageSwitch } from './LanguageSwitch';
import { CurrencySwitch } from './CurrencySwitch';
import { useServerDrawnPage } from './ServerDrawnPage';
import styles from './MobileMenu.module.css';

/** The panel the server's menu link opens (as the target of the page's address) when no script runs. */
const SERVER_MENU_ID = 'site-menu';

/** Every menu entry, with the Inercise pages under their parent. */
function MenuList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {menuItems.map((item) => (
          <li key={item.labelKey}>
            <NavLink to={item.to} className={styles.link} activeClassName={styles.active} onNavigate={onNavigate}>
              {t(item.labelKey)}
            </NavLink>
            {item.children ? (
              <ul className={styles.sublist}>
                {item.children.map((child) => (
                  <li key={child.labelKey}>
                    <NavLink to={child.to} className={styles.sublink} activeClassName={styles.active} onNavigate={onNavigate}>
                      {t(child.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The server's menu: a link that opens the panel by CSS alone (:target), and one that closes it, in the place and
 * size of the browser's buttons.
 */
function MenuWithoutScript() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.root}>
      <a href={`#${SERVER_MENU_ID}`} className={styles.menuButton} aria-label={t('nav.openMenu')}>
        <Icon icon={Menu} size={24} />
      </a>
      <div id={SERVER_MENU_ID} className={`${styles.panel} ${styles.panelWithoutScript}`}>
        <div className={styles.top}>
          <a href="#main-content" className={styles.menuButton} aria-label={t('nav.closeMenu')}>
            <Icon icon={X} size={24} />
          </a>
        </div>
        <MenuList />
        <div className={styles.switches}>
          <LanguageSwitch />
          <CurrencySwitch />
        </div>
      </div>
    </div>
  );
}

/** Below 1380 px: a menu button opening a full-height panel with every menu entry. */
export function MobileMenu() {
  return useServerDrawnPage() ? <MenuWithoutScript /> : <MenuWithScript />;
}

function MenuWithScript() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // The button that opened the menu gets the focus back when it closes.
    const opener = openButton.current;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={styles.root}>
      <button
        ref={openButton}
        type="button"
        className={styles.menuButton}
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <Icon icon={Menu} size={24} />
      </button>
      {open ? (
        <div id={panelId} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('nav.label')}>
          <div className={styles.top}>
            <button ref={closeButton} type="button" className={styles.menuButton} aria-label={t('nav.closeMenu')} onClick={close}>
              <Icon icon={X} size={24} />
            </button>
          </div>
          <MenuList onNavigate={close} />
          <div className={styles.switches}>
            <LanguageSwitch />
            <CurrencySwitch />
          </div>
        </div>
      ) : null}
    </div>
  );
}
