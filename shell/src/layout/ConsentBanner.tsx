import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { chooseConsent, onConsentSettingsOpened, readConsent, type AnalyticsConsent } from '@inercise/shared';
import { asksAtFirst } from './consentAsks';
import { NavLink } from './NavLink';
import styles from './ConsentBanner.module.css';


/**
 * The analytics consent banner: refusing is as easy as accepting (two equal buttons, one click each), the choice is
 * remembered, and the footer's "Cookie settings" brings it back to change it. Without a configured analytics tag the
 * shop stores nothing it does not need, so the banner only shows when asked for.
 */
export function ConsentBanner({ openedFromSettings = false }: { openedFromSettings?: boolean } = {}) {
  const { t } = useTranslation('shell');
  // Downloaded on the footer's "Cookie settings" (see ConsentSlot), the banner opens at once for that very click.
  const [open, setOpen] = useState(() => openedFromSettings || asksAtFirst());
  const [current, setCurrent] = useState(readConsent);
  const region = useRef<HTMLElement>(null);
  const reopened = useRef(openedFromSettings);

  useEffect(
    () =>
      onConsentSettingsOpened(() => {
        reopened.current = true;
        setCurrent(readConsent());
        setOpen(true);
      }),
    [],
  );
  // Opened from the footer: the focus goes to the banner, so a keyboard user lands on its choices.
  useEffect(() => {
    if (open && reopened.current) region.current?.focus();
  }, [open]);

  if (!open) return null;
  const choose = (choice: AnalyticsConsent) => {
    chooseConsent(choice);
    setOpen(false);
  };
  return (
    <section ref={region} className={styles.banner} aria-labelledby="consent-title" tabIndex={-1}>
      <h2 id="consent-title" className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>
        {t('consent.text')} <NavLink to="/privacy-policy">{t('consent.more')}</NavLink>
      </p>
      {current ? <p className={styles.text}>{t(current === 'granted' ? 'consent.nowGranted' : 'consent.nowRefused')}</p> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={() => choose('granted')}>
          {t('consent.accept')}
        </button>
        <button type="button" className={styles.choice} onClick={() => choose('refused')}>
          {t('consent.refuse')}
        </button>
      </div>
    </section>
  );
}
