import { useEffect, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { navigateToUrl } from 'single-spa';
import { eventBus, languages, localizePath, useLanguage } from '@inercise/shared';
import { SwitchGroup } from './SwitchGroup';
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
      <SwitchGroup
        label={t('header.language')}
        options={languages}
        current={language}
        nameOf={(lang) => t('header.switchLanguageTo', { language: lang === 'pl' ? 'polski' : 'English' })}
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
