// Strict-Transport-Security: once a browser has seen the shop over https, it never asks for it over plain http again
// (a network in between can no longer strip TLS). Sent only where the shop is really served over https.

/** Two years, as the preload list asks; subdomains too (every remote has one of the shop's domain). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * HSTS=on sends it, HSTS=off never; otherwise a production server sends it when its public address is https
 * (PUBLIC_URL), which is where browsers meet it, behind the TLS proxy in front.
 */
export function hstsWanted(env: NodeJS.ProcessEnv, production: boolean) {
  if (env.HSTS === 'on') return true;
  if (env.HSTS === 'off') return false;
  return production && /^https:\/\//i.test(env.PUBLIC_URL ?? '');
}

export function transportSecurity(hsts: boolean): Record<string, string> {
  return hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {};
}
