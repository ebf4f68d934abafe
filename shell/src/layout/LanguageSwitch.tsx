import { useEffect, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { navigateToUrl } from 'single-spa';
import { eventBus, languages, localizePath, useLanguage } from '@inercise/shared';
import styles from './Switch.module.css';

/**
 * pl/en: moves the page under the other language prefix; every text changes at once, when the other language's
 * texts are on the page. Should they fail to download, the page stays as it is and this says why.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  useEffect(() => eventBus.on('language:failed', () => setFailed(true)), []);
  return (
    <div className={styles.holder}>
      <div role="group" aria-label={t('header.language')} className={styles.group}>
        {languages.map((lang) => (
          <button
            key={lang}
            type="button"
            className={styles.option}
            aria-pressed={lang === language}
            aria-label={t('header.switchLanguageTo', { language: lang === 'pl' ? 'polski' : 'English' })}
            onClick={() => {
              setFailed(false);
              if (lang === language) return;
              const { pathname, search, hash } = window.location;
              navigateToUrl(localizePath(`${pathname}${search}${hash}`, lang));
            }}
          >
            {lang.toUpperCase()}
          </button>
        ))}
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('common:errors.network')}
        </p>
      )}
    </div>
  );
}
