import { z } from 'zod/mini';
import { ACTIVITY_LEVEL_KEYS, GENDER_KEYS, GOAL_KEYS } from '../domain/profile';
import { lazySchema } from './lazySchema';
import { msg } from './messageKeys';

/** Sane ranges of the profile (the companion app computes loads from them): an adult-sized body, a living age. */
export const PROFILE_LIMITS = {
  height: { min: 100, max: 250 },
  weight: { min: 30, max: 300 },
  age: { min: 13, max: 120 },
  nameLength: 60,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole years between a YYYY-MM-DD birth date and `today`, or null when the text is no real date. */
export const ageOn = (birthDate: string, today: Date): number | null => {
  if (!ISO_DATE.test(birthDate)) return null;
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const todayYear = today.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return todayYear - year - (beforeBirthday ? 1 : 0);
};

/** A birth date not in the future and giving an age within PROFILE_LIMITS.age (checked on the day of the call). */
export const isSensibleBirthDate = (birthDate: string, today = new Date()): boolean => {
  const age = ageOn(birthDate, today);
  return age !== null && age >= PROFILE_LIMITS.age.min && age <= PROFILE_LIMITS.age.max;
};

const optionalText = () =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.nameLength, msg('validation.tooLong')))));

/** The profile's fields that can say something about the customer's health: kept only with their explicit consent. */
export const HEALTH_PROFILE_FIELDS = ['gender', 'height', 'weight', 'birthDate', 'activityLevel', 'goals'] as const;

/** Whether a payload gives a value (not null, not an empty list) to any health-like field. */
export const givesHealthData = (payload: Partial<Record<(typeof HEALTH_PROFILE_FIELDS)[number], unknown>>): boolean =>
  HEALTH_PROFILE_FIELDS.some((field) => {
    const value = payload[field];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
  });

/**
 * Body of PUT and PATCH /users/{id} and the profile form: every field optional, null clears it. PUT replaces the whole
 * profile (a missing field is cleared), PATCH changes only the fields sent. The API and the form check the same.
 * `healthDataConsent` (art. 9 GDPR): true gives the consent to keep the health-like fields (HEALTH_PROFILE_FIELDS),
 * false withdraws it and clears them; left out, the stored consent stands (also for PUT). Health-like values sent
 * with a false consent are refused; sent without one, the API refuses them unless the consent is stored.
 */
export const ProfilePayloadSchema = lazySchema(() =>
  z.strictObject({
    healthDataConsent: z.optional(z.boolean()),
    name: optionalText(),
    surname: optionalText(),
    gender: z.optional(z.nullable(z.enum(GENDER_KEYS, msg('validation.unknownChoice')))),
    height: z.optional(
      z.nullable(
        z.int(msg('validation.heightRange')).check(z.gte(PROFILE_LIMITS.height.min, msg('validation.heightRange')), z.lte(PROFILE_LIMITS.height.max, msg('validation.heightRange'))),
      ),
    ),
    weight: z.optional(
      z.nullable(
        z.number(msg('validation.weightRange')).check(z.gte(PROFILE_LIMITS.weight.min, msg('validation.weightRange')), z.lte(PROFILE_LIMITS.weight.max, msg('validation.weightRange'))),
      ),
    ),
    birthDate: z.optional(z.nullable(z.string(msg('validation.birthDateRange')).check(z.refine((value) => isSensibleBirthDate(value), msg('validation.birthDateRange'))))),
    activityLevel: z.optional(z.nullable(z.enum(ACTIVITY_LEVEL_KEYS, msg('validation.unknownChoice')))),
    goals: z.optional(z.array(z.enum(GOAL_KEYS, msg('validation.unknownChoice'))).check(z.maxLength(GOAL_KEYS.length, msg('validation.unknownChoice')))),
  }).check(
    z.refine((payload) => payload.healthDataConsent !== false || !givesHealthData(payload), {
      message: msg('validation.healthDataConsentRequired'),
      path: ['healthDataConsent'],
    }),
  ),
);
export type ProfilePayload = z.infer<typeof ProfilePayloadSchema>;
