import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint } from '@inercise/shared';
import { adminDisableSecondFactor, adminRenewRecoveryCodes } from '@inercise/shared/endpoints/adminSecondFactor';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
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
  const renew = async (code: string) => setRecoveryCodes((await callEndpoint(adminRenewRecoveryCodes, { token, body: { code } })).recoveryCodes);
  const disable = async (code: string) => {
    await callEndpoint(adminDisableSecondFactor, { token, body: { code } });
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
