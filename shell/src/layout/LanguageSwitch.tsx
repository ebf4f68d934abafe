import { useEffect, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { navigateToUrl } from 'single-spa';
import { eventBus, languages, localizePath, useLanguage, type Language } from '@inercise/shared';
import { SwitchGroup } from './SwitchGroup';
import { useServerDrawnPage, type ServerDrawnPage } from './ServerDrawnPage';
import styles from './Switch.module.css';

const languageName = (language: Language) => (language === 'pl' ? 'polski' : 'English');

/**
 * pl/en: moves the page under the other language prefix; every text changes at once, when the other language's
 * texts are on the page. Should they fail to download, the page stays as it is and this says why.
 */
export function LanguageSwitch() {
  const page = useServerDrawnPage();
  return page ? <LanguageLinks page={page} /> : <LanguageButtons />;
}

/** The server's switch: a link to the page in each language, shaped as the browser's buttons. */
function LanguageLinks({ page }: { page: ServerDrawnPage }) {
  const { t } = useTranslation('shell');
  const current = useLanguage();
  return (
    <div className={styles.holder}>
      <div role="group" aria-label={t('header.language')} className={styles.group}>
        {languages.map((language) => (
          <a
            key={language}
            href={page.paths?.[language] ?? localizePath(page.path, language)}
            hrefLang={language}
            className={`${styles.option} ${styles.optionLink}`}
            aria-current={language === current ? 'true' : undefined}
            aria-label={t('header.switchLanguageTo', { language: languageName(language) })}
          >
            {language.toUpperCase()}
          </a>
        ))}
      </div>
    </div>
  );
}

function LanguageButtons() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  useEffect(() => eventBus.on('language:failed', () => setFailed(true)), []);
  return (
    <div className={styles.holder}>
      <SwitchGroup
        label={t('header.language')}
        options={languages}
        current={language}
        nameOf={(lang) => t('header.switchLanguageTo', { language: languageName(lang) })}
        onPress={() => setFailed(false)}
        onChoose={(lang) => {
          const { pathname, search, hash } = window.location;
          navigateToUrl(localizePath(`${pathname}${search}${hash}`, lang));
        }}
      />
      {failed && (
        <p role="alert" className={styles.error}>
          {t('common:errors.network')}
        </p>
      )}
    </div>
  );
}
