import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, selectAccessToken, useAppSelector, type Partner } from '@inercise/shared';
import { selectReferrer } from '@inercise/shared/endpoints/cart';
import { SelectField } from '@inercise/shared/form-field';

/** "How did you hear about us?": the partner list; a choice is posted at once. */
export function FeedbackSource({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation('cart');
  const token = useAppSelector(selectAccessToken);
  const [value, setValue] = useState('');
  const [failed, setFailed] = useState(false);

  const choose = async (next: string) => {
    setValue(next);
    setFailed(false);
    if (!next || !token) return;
    try {
      await callEndpoint(selectReferrer, { params: { partnerId: next }, token });
    } catch {
      setFailed(true);
    }
  };

  return (
    <SelectField
      label={t('feedback.label')}
      value={value}
      onChange={(event) => void choose(event.target.value)}
      error={failed ? t('common:errors.generic') : undefined}
    >
      <option value="">{t('feedback.none')}</option>
      {partners.map((partner) => (
        <option key={partner.id} value={String(partner.id)}>
          {partner.name}
        </option>
      ))}
    </SelectField>
  );
}
