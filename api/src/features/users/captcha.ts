/** Cloudflare Turnstile's verify endpoint, unless CAPTCHA_VERIFY_URL names another (a test's stand-in). */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface BotCheckSettings {
  /** CAPTCHA_SECRET: the Turnstile secret key; without it there is no bot check at all. */
  secret: string | null;
  verifyUrl: string;
}

/**
 * Checks a Turnstile token with the provider's siteverify endpoint when a secret is configured; without one every
 * request passes (no widget is shown either). An unreachable or slow provider counts as a failed check: the form can
 * be sent again, while letting everything through during an outage would open the door the check guards.
 */
export const verifyCaptcha = async (settings: BotCheckSettings, token: string | undefined, remoteIp?: string): Promise<boolean> => {
  if (!settings.secret) return true;
  if (!token) return false;
  try {
    const form = new URLSearchParams({ secret: settings.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
};
