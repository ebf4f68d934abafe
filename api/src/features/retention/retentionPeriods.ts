/**
 * How long the shop keeps personal data (docs/product-rules.md#personal-data, the privacy policy's "Jak długo
 * przechowujemy dane"): the retention job applies these, and the newsletter's confirmation link lasts as long.
 */
export const RETENTION = {
  /** An account without a login for this long is deleted (its orders stay, detached, as on deletion by request). */
  inactiveAccountDays: 3 * 365,
  /** The mail warning of it goes out this long before. */
  inactivityWarningDays: 30,
  /** Contact messages. */
  contactMessageDays: 2 * 365,
  /** Payment notifications and audit entries keep e-mail addresses this long, then lose them (the rest stays). */
  emailInRecordsDays: 2 * 365,
  /** A newsletter sign-up whose address did not confirm it. */
  unconfirmedNewsletterDays: 7,
  /**
   * A login session once over: ended (logout, ended from another device, password reset, reuse of a rotated
   * credential) or unused for SESSION_IDLE_DAYS (sessions/sessionStore.ts). Its refresh credentials go with it.
   */
  endedSessionDays: 30,
  /**
   * A refresh credential already traded for the next one: kept a day, so that its reuse (a copy in someone else's
   * hands) is still recognised and ends the session; a session's credentials all go once the session is over.
   */
  rotatedCredentialDays: 1,
  /**
   * The body of a payment operator's notification (payer's name, address, account): the row keeps its transaction,
   * status, outcome and the amount; the rest of the body goes. Long enough for a card dispute's first rounds.
   */
  paymentNotificationBodyDays: 180,
} as const;
/* Activation and password-reset links (user_token) are deleted once used or expired: there is no period to keep. */

const DAY_MS = 24 * 3600 * 1000;

/** The moment `days` days before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
