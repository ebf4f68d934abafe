// The Content-Security-Policy of the shell's answers.
import { manifestsOf } from '../discovery.ts';
import type { RuntimeConfig } from '../runtimeConfig.ts';

/** Cloudflare Turnstile's script when runtime-config.json names none of its own. */
const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/**
 * The policy follows runtime-config.json: scripts, styles and fonts only from the shop's own origin and the remotes
 * it names, calls only to those and the API. No inline scripts, no eval. With a bot check configured (`turnstile`),
 * its script's origin may also serve scripts and the widget's frame; without one it may not. So may a configured
 * analytics tag's origin serve scripts and be sent measurements.
 */
export function contentSecurityPolicy(config: RuntimeConfig) {
  const remotes = [
    ...new Set(
      Object.values(config.remotes)
        .flatMap((entry) => manifestsOf(entry))
        .map((url) => new URL(url).origin),
    ),
  ];
  const own = ["'self'", ...remotes].join(' ');
  const api = new URL(config.apiUrl).origin;
  const botCheck = config.turnstile ? ` ${new URL(config.turnstile.scriptUrl ?? TURNSTILE_SCRIPT_URL).origin}` : '';
  // A configured analytics tag's origin may serve its script and take its measurements (beacons, pixels); the tag
  // itself loads only after the shopper's consent (the footer's banner).
  const analytics = config.analyticsTag ? ` ${new URL(config.analyticsTag).origin}` : '';
  return [
    "default-src 'self'",
    `script-src ${own}${botCheck}${analytics}`,
    `frame-src 'self'${botCheck}`,
    `style-src ${own}`,
    `img-src ${own} data: blob: ${api}${analytics}`,
    `media-src ${own} ${api}`,
    `font-src ${own}`,
    `connect-src ${own} ${api}${analytics}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${api}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
