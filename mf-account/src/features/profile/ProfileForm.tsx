import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, SelectField, TextField, useForm } from '@inercise/shared/form-field';
import { callEndpoint, selectAccessToken, useAppDispatch, useAppSelector, userLoaded, type User } from '@inercise/shared';
import { GENDER_KEYS, PROFILE_LIMITS, ProfilePayloadSchema, type ProfileChoice } from '@inercise/shared/profile';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import { replaceProfile } from '@inercise/shared/endpoints/profile';
import { formValuesOf, payloadOf, withoutHealthData, type ProfileFormValues } from './profileFormValues';
import styles from './profile.module.css';

/** The form's fields in the order they are shown: the first at fault takes the focus. */
const FIELDS = ['name', 'surname', 'healthDataConsent', 'gender', 'birthDate', 'height', 'weight', 'activityLevel', 'goals'] as const;

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
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(user));
  const [saved, setSaved] = useState(false);
  // Withdrawn in this form: the emptied fields are said to go when it is saved.
  const [withdrawn, setWithdrawn] = useState(false);
  // Messages of the shared schema are keys of the common namespace; the API's refusal of a rule the schema also has
  // says the same, any other refusal is the form's failure text.
  const { form, errors, failure, busy, edited, submit } = useForm(FIELDS, (code, _field, refusal) =>
    refusal && !code.startsWith('validation.') ? t('profile.failed') : t(`common:${code}`),
  );

  const set = (field: Exclude<keyof ProfileFormValues, 'goals'>) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setSaved(false);
  };
  const toggleGoal = (key: string, on: boolean) => {
    setValues((current) => ({ ...current, goals: on ? [...current.goals, key] : current.goals.filter((goal) => goal !== key) }));
    setSaved(false);
  };
  const consent = (on: boolean) => {
    setValues((current) => (on ? { ...current, healthDataConsent: true } : withoutHealthData(current)));
    setWithdrawn(!on && Boolean(user.healthDataConsentAt));
    edited('healthDataConsent');
    setSaved(false);
  };
  const save = (event: FormEvent) => {
    setSaved(false);
    if (busy || !token) return event.preventDefault();
    return submit(
      event,
      () => ProfilePayloadSchema.safeParse(payloadOf(values)),
      async (payload) => {
        dispatch(userLoaded(await callEndpoint(replaceProfile, { token, params: { id: user.id }, body: payload })));
        setSaved(true);
        setWithdrawn(false);
      },
    );
  };

  return (
    <form ref={form} className={formStyles.form} noValidate onSubmit={(event) => void save(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('profile.title')}
      </h2>
      {failure ? <FormMessage>{t('profile.failed')}</FormMessage> : null}
      <div className={styles.pair}>
        <TextField id={`${id}-name`} label={t('profile.name')} autoComplete="given-name" name="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField id={`${id}-surname`} label={t('profile.surname')} autoComplete="family-name" name="surname" value={values.surname} onChange={set('surname')} error={errors.surname} />
      </div>
      <fieldset className={styles.health} aria-describedby={`${id}-health-purpose`}>
        <legend>{t('profile.health.legend')}</legend>
        <p id={`${id}-health-purpose`} className={styles.purpose}>
          {t('profile.health.purpose')}
        </p>
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            name="healthDataConsent"
            checked={values.healthDataConsent}
            onChange={(event) => consent(event.target.checked)}
            aria-invalid={errors.healthDataConsent ? true : undefined}
            aria-describedby={errors.healthDataConsent ? `${id}-consent-error` : undefined}
          />
          <span>{t('profile.health.consent')}</span>
        </label>
        {errors.healthDataConsent ? (
          <p id={`${id}-consent-error`} role="alert" className={styles.error}>
            {errors.healthDataConsent}
          </p>
        ) : null}
        {withdrawn ? <FormMessage tone="info">{t('profile.health.withdrawn')}</FormMessage> : null}
        <div className={styles.pair}>
          <SelectField id={`${id}-gender`} label={t('profile.gender')} name="gender" value={values.gender} onChange={set('gender')} error={errors.gender}>
            <option value="">{t('profile.genderNone')}</option>
            {GENDER_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`profile.genders.${key}`)}
              </option>
            ))}
          </SelectField>
          <FormField id={`${id}-birthDate`} label={t('profile.birthDate')} error={errors.birthDate}>
            {(control) => <input {...control} name="birthDate" type="date" autoComplete="bday" value={values.birthDate} onChange={set('birthDate')} />}
          </FormField>
        </div>
        <div className={styles.pair}>
          <FormField id={`${id}-height`} label={t('profile.height')} error={errors.height}>
            {(control) => (
              <input {...control} name="height" type="number" inputMode="numeric" min={PROFILE_LIMITS.height.min} max={PROFILE_LIMITS.height.max} step={1} value={values.height} onChange={set('height')} />
            )}
          </FormField>
          <FormField id={`${id}-weight`} label={t('profile.weight')} error={errors.weight}>
            {(control) => (
              <input {...control} name="weight" type="number" inputMode="decimal" min={PROFILE_LIMITS.weight.min} max={PROFILE_LIMITS.weight.max} step={0.1} value={values.weight} onChange={set('weight')} />
            )}
          </FormField>
        </div>
        <SelectField id={`${id}-activity`} label={t('profile.activityLevel')} name="activityLevel" value={values.activityLevel} onChange={set('activityLevel')} error={errors.activityLevel}>
          <option value="">{t('profile.activityNone')}</option>
          {activityLevels.map(({ key }) => (
            <option key={key} value={key}>
              {t(`profile.activityLevels.${key}`, { defaultValue: key })}
            </option>
          ))}
        </SelectField>
        <fieldset className={styles.goals} aria-describedby={errors.goals ? `${id}-goals-error` : undefined}>
          <legend>{t('profile.goals')}</legend>
          {goals.map(({ key }) => (
            <label key={key} className={formStyles.checkbox}>
              <input type="checkbox" name="goals" checked={values.goals.includes(key)} onChange={(event) => toggleGoal(key, event.target.checked)} />
              <span>{t(`profile.goalNames.${key}`, { defaultValue: key })}</span>
            </label>
          ))}
          {errors.goals ? (
            <p id={`${id}-goals-error`} role="alert" className={styles.error}>
              {errors.goals}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
      {saved ? <FormMessage tone="info">{t('profile.saved')}</FormMessage> : null}
      <button type="submit" className={formStyles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('profile.save')}
      </button>
    </form>
  );
}
