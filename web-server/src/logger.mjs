// JSON logs (pino), one line per request; what could identify or authenticate a shopper never written.
import pino from 'pino';

/**
 * @param {{ level?: string, name: string, destination?: import('pino').DestinationStream }} options
 * @returns {import('pino').Logger}
 */
export function createLogger(options) {
  return pino(
    {
      name: options.name,
      level: options.level ?? 'info',
      base: { service: options.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['headers.authorization', 'headers.cookie', 'headers["set-cookie"]', 'headers.access_token', '*.password', 'password', 'accessToken'],
        censor: '[redacted]',
      },
    },
    options.destination ?? pino.destination(1),
  );
}
