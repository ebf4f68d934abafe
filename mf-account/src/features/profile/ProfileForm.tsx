import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, SelectField, TextField } from '@inercise/shared/form-field';
import { selectAccessToken, useAppDispatch, useAppSelector, userLoaded, type User } from '@inercise/shared';
import { GENDER_KEYS, PROFILE_LIMITS, ProfilePayloadSchema, type ProfileChoice } from '@inercise/shared/profile';
import { FormMessage } from '../forms/FormMessage';
import { fieldErrors } from '../forms/fieldErrors';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import formStyles from '../forms/form.module.css';
import { saveProfile } from './profileApi';
import { formValuesOf, payloadOf, type ProfileFormValues } from './profileFormValues';
import styles from './profile.module.css';

interface Props {
  user: User;
  activityLevels: ProfileChoice[];
  goals: ProfileChoice[];
}

/** The profile's fields, checked by the shared rules before they go; all optional, an emptied field is cleared. */
export function ProfileForm({ user, activityLevels, goals }: Props) {
  const { t } = useTranslation('account');
  const id = useId();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Exclude<keyof ProfileFormValues, 'goals'>) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setOutcome(null);
  };
  const toggleGoal = (key: string, on: boolean) => {
    setValues((current) => ({ ...current, goals: on ? [...current.goals, key] : current.goals.filter((goal) => goal !== key) }));
    setOutcome(null);
  };
  // Messages of the shared schema are keys of the common namespace.
  const errorText = (field: string) => (errors[field] ? t(`common:${errors[field]}`) : undefined);
  const goalsError = Object.keys(errors).find((field) => field === 'goals' || field.startsWith('goals.'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    const parsed = ProfilePayloadSchema.safeParse(payloadOf(values));
    const found = fieldErrors(parsed);
    setErrors(found);
    setOutcome(null);
    if (!parsed.success) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveProfile(user.id, parsed.data, token);
      dispatch(userLoaded(saved));
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('profile.title')}
      </h2>
      {outcome === 'failed' ? <FormMessage>{t('profile.failed')}</FormMessage> : null}
      <div className={styles.pair}>
        <TextField id={`${id}-name`} label={t('profile.name')} autoComplete="given-name" value={values.name} onChange={set('name')} error={errorText('name')} />
        <TextField id={`${id}-surname`} label={t('profile.surname')} autoComplete="family-name" value={values.surname} onChange={set('surname')} error={errorText('surname')} />
      </div>
      <div className={styles.pair}>
        <SelectField id={`${id}-gender`} label={t('profile.gender')} value={values.gender} onChange={set('gender')} error={errorText('gender')}>
          <option value="">{t('profile.genderNone')}</option>
          {GENDER_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`profile.genders.${key}`)}
            </option>
          ))}
        </SelectField>
        <FormField id={`${id}-birthDate`} label={t('profile.birthDate')} error={errorText('birthDate')}>
          {(control) => <input {...control} type="date" autoComplete="bday" value={values.birthDate} onChange={set('birthDate')} />}
        </FormField>
      </div>
      <div className={styles.pair}>
        <FormField id={`${id}-height`} label={t('profile.height')} error={errorText('height')}>
          {(control) => (
            <input {...control} type="number" inputMode="numeric" min={PROFILE_LIMITS.height.min} max={PROFILE_LIMITS.height.max} step={1} value={values.height} onChange={set('height')} />
          )}
        </FormField>
        <FormField id={`${id}-weight`} label={t('profile.weight')} error={errorText('weight')}>
          {(control) => (
            <input {...control} type="number" inputMode="decimal" min={PROFILE_LIMITS.weight.min} max={PROFILE_LIMITS.weight.max} step={0.1} value={values.weight} onChange={set('weight')} />
          )}
        </FormField>
      </div>
      <SelectField id={`${id}-activity`} label={t('profile.activityLevel')} value={values.activityLevel} onChange={set('activityLevel')} error={errorText('activityLevel')}>
        <option value="">{t('profile.activityNone')}</option>
        {activityLevels.map(({ key }) => (
          <option key={key} value={key}>
            {t(`profile.activityLevels.${key}`, { defaultValue: key })}
          </option>
        ))}
      </SelectField>
      <fieldset className={styles.goals} aria-describedby={goalsError ? `${id}-goals-error` : undefined}>
        <legend>{t('profile.goals')}</legend>
        {goals.map(({ key }) => (
          <label key={key} className={formStyles.checkbox}>
            <input type="checkbox" checked={values.goals.includes(key)} onChange={(event) => toggleGoal(key, event.target.checked)} />
            <span>{t(`profile.goalNames.${key}`, { defaultValue: key })}</span>
          </label>
        ))}
        {goalsError ? (
          <p id={`${id}-goals-error`} role="alert" className={styles.error}>
            {t(`common:${errors[goalsError]}`)}
          </p>
        ) : null}
      </fieldset>
      {outcome === 'saved' ? <FormMessage tone="info">{t('profile.saved')}</FormMessage> : null}
      <button type="submit" className={formStyles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('profile.save')}
      </button>
    </form>
  );
}
