import type { User } from '@inercise/shared';
import type { ProfilePayload } from '@inercise/shared/profile';

/** The form's fields as typed (inputs hold text); goals as the ticked keys. */
export interface ProfileFormValues {
  name: string;
  surname: string;
  gender: string;
  birthDate: string;
  height: string;
  weight: string;
  activityLevel: string;
  goals: string[];
  /** The explicit consent to keep the health-like fields (art. 9 GDPR). */
  healthDataConsent: boolean;
}

/** What the form starts from: the stored profile, empty fields where nothing is stored. */
export function formValuesOf(user: User | null): ProfileFormValues {
  return {
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    gender: user?.gender ?? '',
    birthDate: user?.birthDate ?? '',
    height: user?.height == null ? '' : String(user.height),
    weight: user?.weight == null ? '' : String(user.weight),
    activityLevel: user?.activityLevel ?? '',
    goals: user?.goals ?? [],
    healthDataConsent: Boolean(user?.healthDataConsentAt),
  };
}

/** The values once the consent is withdrawn: every health-like field emptied (the API clears them too). */
export function withoutHealthData(values: ProfileFormValues): ProfileFormValues {
  return { ...values, gender: '', birthDate: '', height: '', weight: '', activityLevel: '', goals: [], healthDataConsent: false };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
// A number field that holds no number (the browser gives '' for "abc") stays NaN, so the shared rule refuses it.
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/**
 * The PUT body: an empty field is null (cleared). Not yet checked: the shared ProfilePayloadSchema decides, here as
 * in the API.
 */
export function payloadOf(values: ProfileFormValues): Record<keyof ProfilePayload, unknown> {
  return {
    name: textOrNull(values.name),
    surname: textOrNull(values.surname),
    gender: textOrNull(values.gender),
    birthDate: textOrNull(values.birthDate),
    height: numberOrNull(values.height),
    weight: numberOrNull(values.weight),
    activityLevel: textOrNull(values.activityLevel),
    goals: values.goals,
    healthDataConsent: values.healthDataConsent,
  };
}
