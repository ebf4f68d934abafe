import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { smtpTransportOptions } from './smtpSecurity.ts';
import type { MailMessage } from '../../services/mail.ts';
import type { ResolvedAttachment } from './attachments.ts';

export type { MailMessage };

/** A mail as sent: its attachments made. */
interface OutgoingMail extends Omit<MailMessage, 'attachments'> {
  attachments?: ResolvedAttachment[];
}

/** A transport: delivers one message now or throws. The outbox's worker is its only caller. */
export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

/**
 * SMTP when a URL is configured (with bounded timeouts: a stalled server fails the attempt, the outbox retries);
 * otherwise every message becomes an .eml file in the folder, named so that a directory listing sorts oldest first.
 */
export const createMailer = (options: { smtpUrl: string | null; outboxDir: string; from: string; timeoutMs?: number }): Mailer => {
  if (options.smtpUrl) {
    const timeout = options.timeoutMs ?? 20_000;
    const transport = nodemailer.createTransport({ ...smtpTransportOptions(options.smtpUrl), connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      sequence = (sequence + 1) % 1000;
      const name = `${Date.now()}-${String(process.pid).padStart(7, '0')}-${String(sequence).padStart(3, '0')}.eml`;
      writeFileSync(join(options.outboxDir, name), info.message as Buffer);
    },
  };
};

/** The shop's own transport, as configured: SMTP_URL, else DATA_DIR/mail; from SHOP_EMAIL. */
export const shopMailer = (config: Pick<Config, 'smtpUrl' | 'dataDir' | 'shopEmail' | 'mail'>): Mailer =>
  createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'mail'), from: `Inercise <${config.shopEmail}>`, timeoutMs: config.mail.sendTimeoutMs });
