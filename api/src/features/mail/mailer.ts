import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise every message becomes an .eml file in the outbox, named so
 * that a directory listing sorts oldest first (newest last).
 */
export const createMailer = (options: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
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
