import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { disableSecondFactor, renewRecoveryCodes } from './secondFactorApi';
import styles from '../common/backoffice.module.css';

/**
 * With two-step login on: new recovery codes (the earlier ones stop working) or turning it off, each for a current
 * code of the app, so an open session alone cannot do either.
 */
export function SecondFactorChanges({ token, onChanged }: { token: string; onChanged: () => void }) {
  const { t } = useTranslation('backoffice');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          onChanged();
        }}
      />
    );
  }
  const renew = async (code: string) => setRecoveryCodes(await renewRecoveryCodes(token, code));
  const disable = async (code: string) => {
    await disableSecondFactor(token, code);
    onChanged();
  };
  return (
    <SecondFactorCodeForm
      kind="app"
      label={t('secondFactor.changeTitle')}
      submit={{ label: t('secondFactor.renewCodes'), run: renew }}
      other={{ label: t('secondFactor.disable'), run: disable }}
    >
      <p className={styles.intro}>{t('secondFactor.changeText')}</p>
    </SecondFactorCodeForm>
  );
}
