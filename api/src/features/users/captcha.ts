/**
 * Checks a reCAPTCHA-style token with the provider when a secret is configured. Without a secret
 * (development, tests, the spec's hard-coded token) every token passes.
 */
export const verifyCaptcha = async (secret: string | null, token: string | undefined): Promise<boolean> => {
  if (!secret) return true;
  if (!token) return false;
  try {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
};
