import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { smtpTransportOptions } from './smtpSecurity.ts';
import type { AttachmentRef, ResolvedAttachment } from './attachments.ts';

/** A mail as queued: small and durable, its attachments named by reference (resolved to bytes at send time). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML version of the same content: the mail is then multipart/alternative, the text part first. */
  html?: string;
  /** Files to attach, by reference (features/mail/attachments.ts): the worker makes them when it sends. */
  attachments?: AttachmentRef[];
  replyTo?: string;
  /** The same for every attempt at one mail: a receiving server (or a reader) can tell a repeat. */
  messageId?: string;
  /** Extra headers (a newsletter mail's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** A mail as sent: its attachments made. */
export interface OutgoingMail extends Omit<MailMessage, 'attachments'> {
  attachments?: ResolvedAttachment[];
}

/** Takes a mail to send later (through the outbox): its attachments still references. */
export interface MailQueue {
  send(message: MailMessage): Promise<void>;
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
