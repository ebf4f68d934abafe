import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** Names of this machine: a relay here is reached without crossing a network. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

const isLoopback = (host: string): boolean => LOOPBACK.test(host);

/**
 * How the shop talks to SMTP_URL's server. smtps:// is TLS from the first byte; smtp:// to another machine (587, the
 * submission port) must switch to TLS with STARTTLS before the password and the customers' mails go over: with
 * requireTLS a server that does not offer it fails the attempt instead of getting them in plain text. A relay on this
 * machine (localhost) needs no TLS.
 */
export const smtpTransportOptions = (smtpUrl: string): SMTPTransport.Options => {
  // Read here, not handed over as `url`: nodemailer then drops every other option (the timeouts, requireTLS).
  const options: SMTPTransport.Options = parseConnectionUrl(smtpUrl);
  const host = options.host ?? '';
  return !options.secure && !isLoopback(host) && options.requireTLS === undefined && !options.ignoreTLS ? { ...options, requireTLS: true } : options;
};

/**
 * Why SMTP_URL would send mail unencrypted to another machine, or null. A URL's own query (ignoreTLS=true,
 * requireTLS=false, secure=false on smtps) overrides the transport's options, so it is read here too.
 */
export const plainSmtpProblem = (smtpUrl: string): string | null => {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return 'SMTP_URL is not a URL: smtp://user:password@host:587 or smtps://user:password@host:465';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return `SMTP_URL uses ${url.protocol.replace(/:$/, '')}: use smtp:// (STARTTLS, port 587) or smtps:// (port 465)`;
  if (isLoopback(url.hostname)) return null;
  const query = url.searchParams;
  const off = query.get('ignoreTLS') === 'true' || query.get('requireTLS') === 'false' || (url.protocol === 'smtps:' && query.get('secure') === 'false');
  return off ? `SMTP_URL turns TLS off for ${url.hostname}: passwords and customers' mails would cross the network in plain text` : null;
};
