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
} as const;

const DAY_MS = 24 * 3600 * 1000;

/** The moment `days` days before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
