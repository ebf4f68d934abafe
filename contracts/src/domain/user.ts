import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { DeliveryRecordSchema } from './address';

export const RoleTypeSchema = lazySchema(() => z.enum(['CUSTOMER', 'ADMIN']));
export type RoleType = z.infer<typeof RoleTypeSchema>;

/** The user as the API answers it: never with a password or its hash. */
export const UserSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    emailAddress: z.string(),
    name: z.nullable(z.string()),
    surname: z.nullable(z.string()),
    roleType: z.object({ name: RoleTypeSchema }),
    privileges: z.array(z.string()),
    thumbnail: z.nullable(z.string()),
    gender: z.nullable(z.string()),
    height: z.nullable(z.number()),
    weight: z.nullable(z.number()),
    birthDate: z.nullable(z.string()),
    activityLevel: z.nullable(z.string()),
    goals: z.array(z.string()),
    /** When the customer consented to keeping the health-like profile fields; null without consent. */
    healthDataConsentAt: z.nullable(z.string()),
    userAddress: z.nullable(DeliveryRecordSchema),
  }),
);
export type User = z.infer<typeof UserSchema>;

/** GET /users/verify-token. */
export const TokenVerificationSchema = lazySchema(() =>
  z.object({ valid: z.boolean(), userId: z.int(), expiresAt: z.string() }),
);
export type TokenVerification = z.infer<typeof TokenVerificationSchema>;

/** Body of POST /users/login on success (the token is also in the access_token header). */
export const LoginAnswerSchema = lazySchema(() => z.object({ access_token: z.string(), expiresIn: z.int() }));
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** One open session of the customer (GET /users/sessions): where they are logged in. */
export const SessionViewSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Browser and system, e.g. "Firefox · Windows" ("?" when the browser did not say). */
    device: z.string(),
    /** The network it was last used from, as a prefix (/24 or /48), never a whole address. */
    ipPrefix: z.nullable(z.string()),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    /** The session of the call that asked: this device. */
    current: z.boolean(),
  }),
);
export type SessionView = z.infer<typeof SessionViewSchema>;

export const SessionListSchema = lazySchema(() => z.array(SessionViewSchema));
