import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/**
 * The profile's choices, by stable keys: the API stores and answers the keys, each browser translates them, and the
 * companion app maps them to its own texts. A new key needs its translations, so the lists live in code.
 */
export const GENDER_KEYS = ['FEMALE', 'MALE', 'OTHER'] as const;
export const ACTIVITY_LEVEL_KEYS = ['SEDENTARY', 'LIGHT', 'MODERATE', 'ACTIVE', 'VERY_ACTIVE'] as const;
export const GOAL_KEYS = ['STRENGTH', 'MUSCLE_MASS', 'WEIGHT_LOSS', 'ENDURANCE', 'MOBILITY', 'REHABILITATION', 'SPORT_PERFORMANCE', 'HEALTH'] as const;

export type GenderKey = (typeof GENDER_KEYS)[number];
export type ActivityLevelKey = (typeof ACTIVITY_LEVEL_KEYS)[number];
export type GoalKey = (typeof GOAL_KEYS)[number];

/** One entry of GET /activity-level-type or GET /goal-type, in the order a form offers them. */
export const ProfileChoiceSchema = lazySchema(() => z.object({ key: z.string(), position: z.int() }));
export type ProfileChoice = z.infer<typeof ProfileChoiceSchema>;
export const ProfileChoiceListSchema = lazySchema(() => z.array(ProfileChoiceSchema));

/** The profile picture's two squares (POST /users/upload-profile-image), served at /image/{name} and /thumbnail/{name}. */
export const PROFILE_IMAGE_SIZES = { image: 256, thumbnail: 64 } as const;
/** The largest picture file a customer may send. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Answer of POST /users/upload-profile-image: the picture's name, as the user's `thumbnail`. */
export const ProfileImageAnswerSchema = lazySchema(() => z.object({ thumbnail: z.string() }));
export type ProfileImageAnswer = z.infer<typeof ProfileImageAnswerSchema>;
