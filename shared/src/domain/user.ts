import { z } from 'zod';
import { DeliveryRecordSchema } from './address';

export const RoleTypeSchema = z.enum(['CUSTOMER', 'ADMIN']);
export type RoleType = z.infer<typeof RoleTypeSchema>;

/** The user as the API answers it: never with a password or its hash. */
export const UserSchema = z.object({
  id: z.number().int(),
  emailAddress: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  roleType: z.object({ name: RoleTypeSchema }),
  privileges: z.array(z.string()),
  thumbnail: z.string().nullable(),
  gender: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  birthDate: z.string().nullable(),
  activityLevel: z.string().nullable(),
  goals: z.array(z.string()),
  userAddress: DeliveryRecordSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /users/verify-token. */
export const TokenVerificationSchema = z.object({ valid: z.boolean(), userId: z.number().int(), expiresAt: z.string() });
export type TokenVerification = z.infer<typeof TokenVerificationSchema>;

/** Body of POST /users/login on success (the token is also in the access_token header). */
export const LoginAnswerSchema = z.object({ access_token: z.string(), expiresIn: z.number().int() });
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
