import { useState } from 'react';
import { saveBlob } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import styles from '../common/backoffice.module.css';

/** The ten recovery codes, shown once: copied or downloaded before the owner goes on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `${t('secondFactor.fileTitle')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div>
      <p role="status">{t('secondFactor.enabled')}</p>
      <h3 id="recovery-codes-title">{t('secondFactor.recoveryTitle')}</h3>
      <p className={styles.intro}>{t('secondFactor.recoveryText')}</p>
      <ul aria-labelledby="recovery-codes-title">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          {t('secondFactor.copy')}
        </button>{' '}
        <button type="button" className={styles.secondary} onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'inercise-recovery-codes.txt')}>
          {t('secondFactor.download')}
        </button>
      </p>
      {copied === null ? null : <p role="status">{copied ? t('secondFactor.copied') : t('secondFactor.copyFailed')}</p>}
      <button type="button" className={styles.primary} onClick={onDone}>
        {t('secondFactor.saved')}
      </button>
    </div>
  );
}
