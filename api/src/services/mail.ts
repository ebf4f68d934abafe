// The mail services as the app's context names them: the queue and the outbox (made by features/mail), the message
// they take and its attachments' kinds.
import type { AdminFailedMail } from '@inercise/contracts/admin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * A mail's attachments are queued as references and made at send time: the job stays a few bytes, whatever the
 * files' size, and a file made from the database (a filled form, an invoice) is made from what is there when it goes
 * out. Each kind has one resolver. Another feature adds a kind by declaring it here (declaration merging) and
 * registering its resolver at load:
 *
 *   declare module '../mail/attachments.ts' { interface AttachmentKinds { invoice: { invoiceNumber: string } } }
 *   registerAttachmentResolver('invoice', async (ref, ctx) => ({ filename: ..., contentType: 'application/pdf', content: ... }));
 *
 * and importing its module from attachmentKinds.ts, which the outbox loads.
 */
export interface AttachmentKinds {
  /** The terms of sale in force (Polish, the binding text). */
  terms: Record<never, never>;
  /** The information on the right of withdrawal, in the mail's language. */
  withdrawalInformation: { language: 'pl' | 'en' };
  /** The model withdrawal form filled with the order's number, date, goods and buyer. */
  withdrawalForm: { orderNumber: string; language: 'pl' | 'en' };
}

export type AttachmentKind = keyof AttachmentKinds;
export type AttachmentRef = { [K in AttachmentKind]: { kind: K } & AttachmentKinds[K] }[AttachmentKind];
export type AttachmentRefOf<K extends AttachmentKind> = Extract<AttachmentRef, { kind: K }>;

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

/** Takes a mail to send later (through the outbox): its attachments still references. */
export interface MailQueue {
  send(message: MailMessage): Promise<void>;
}

/** Where a mail is written: the database itself, or (the rule) the open transaction of the change it reports. */
export type SqlExecutor = Pick<Kysely<DB>, 'executeQuery'>;

export interface Outbox {
  /**
   * Queues one mail through `executor` (pass the transaction of the change that causes the mail: both commit or
   * neither does). `key` names the mail ("activation:<user>:<token>"): the same key queues it once.
   */
  queue(executor: SqlExecutor, key: string, message: MailMessage): Promise<void>;
  /** Wakes this process's worker: call it after the commit so a new mail goes out at once, not at the next poll. */
  wake(): void;
  /** Creates pg-boss's schema and the queue when missing; a working outbox starts sending (and sweeping leases). May be called again after it failed. */
  start(): Promise<void>;
  /** Whether start() succeeded (until stop). */
  readonly started: boolean;
  stop(): Promise<void>;
  /** Mails whose every attempt failed, newest first. */
  failed(limit?: number): Promise<AdminFailedMail[]>;
  /** Gives a failed mail one more attempt now (through `executor`, e.g. with its audit entry); false when it is not failed. */
  resend(executor: SqlExecutor, id: string): Promise<boolean>;
  /** Due mails not sent yet (waiting, or being sent): tests wait for 0. */
  due(): Promise<number>;
  /**
   * A job run on a cron schedule (UTC) by one of the working processes (pg-boss's schedules: each time is taken
   * once, whatever the number of replicas). Kept across a failed start; the outbox must have been made with
   * `schedules`.
   */
  schedule(queue: string, cron: string, run: () => Promise<void>): Promise<void>;
}
