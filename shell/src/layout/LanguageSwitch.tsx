import { useTranslation } from '@inercise/shared/react-i18n';
import { navigateToUrl } from 'single-spa';
import { languages, localizePath, useLanguage } from '@inercise/shared';
import styles from './Switch.module.css';

/** pl/en: moves the page under the other language prefix, which changes every text at once. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <div role="group" aria-label={t('header.language')} className={styles.group}>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          className={styles.option}
          aria-pressed={lang === language}
          aria-label={t('header.switchLanguageTo', { language: lang === 'pl' ? 'polski' : 'English' })}
          onClick={() => {
            if (lang === language) return;
            const { pathname, search, hash } = window.location;
            navigateToUrl(localizePath(`${pathname}${search}${hash}`, lang));
          }}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
