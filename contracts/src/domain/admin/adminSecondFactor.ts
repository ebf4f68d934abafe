import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';

/** GET /admin/2fa: whether the admin's second factor is on, and how many recovery codes are left unused. */
export const AdminSecondFactorStatusSchema = lazySchema(() => z.object({ enrolled: z.boolean(), recoveryCodesLeft: z.int() }));
export type AdminSecondFactorStatus = z.infer<typeof AdminSecondFactorStatusSchema>;

/** POST /admin/2fa/enrol: a new TOTP key, shown this once, as the authenticator app reads it. */
export const AdminSecondFactorEnrolmentSchema = lazySchema(() =>
  z.object({
    /** The key in base32, for typing into the app by hand. */
    secret: z.string(),
    /** The otpauth:// URI the QR code holds. */
    uri: z.string(),
    /** The QR code of the URI as an SVG data URL. */
    qrCode: z.string(),
  }),
);
export type AdminSecondFactorEnrolment = z.infer<typeof AdminSecondFactorEnrolmentSchema>;

/** A code typed by the admin: six digits of the app, or (at login) a recovery code. */
export const SecondFactorCodePayloadSchema = lazySchema(() => z.object({ code: z.string().check(z.minLength(1), z.maxLength(32)) }));
export type SecondFactorCodePayload = z.infer<typeof SecondFactorCodePayloadSchema>;

/** POST /admin/2fa/confirm: the factor is on; the ten recovery codes, shown this once. */
export const AdminSecondFactorConfirmationSchema = lazySchema(() => z.object({ recoveryCodes: z.array(z.string()) }));
export type AdminSecondFactorConfirmation = z.infer<typeof AdminSecondFactorConfirmationSchema>;

/** POST /users/login/second-factor: the session passed; how it passed and the recovery codes still unused. */
export const SecondFactorPassedSchema = lazySchema(() => z.object({ method: z.enum(['totp', 'recoveryCode']), recoveryCodesLeft: z.int() }));
export type SecondFactorPassed = z.infer<typeof SecondFactorPassedSchema>;
