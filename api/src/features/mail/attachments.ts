import type { Seller } from '@inercise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

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

/** A file ready to send. */
export interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What a resolver may read: the database (the order, the invoice) and the seller the shop is run by. */
export interface AttachmentContext {
  db: Kysely<DB>;
  seller: Seller;
}

export type AttachmentResolver<K extends AttachmentKind> = (ref: AttachmentRefOf<K>, ctx: AttachmentContext) => Promise<ResolvedAttachment>;

const resolvers = new Map<AttachmentKind, AttachmentResolver<AttachmentKind>>();

/** Makes `kind`'s references resolvable; a kind has one resolver (registering it again replaces it). */
export const registerAttachmentResolver = <K extends AttachmentKind>(kind: K, resolver: AttachmentResolver<K>): void => {
  resolvers.set(kind, resolver as unknown as AttachmentResolver<AttachmentKind>);
};

/**
 * The files of a mail's references, in their order. A kind nobody registered, or a resolver that fails, fails the
 * send: the outbox retries it and, at the end, shows it to the owner as a failed mail, never sends it incomplete.
 */
export const resolveAttachments = async (refs: readonly AttachmentRef[], ctx: AttachmentContext): Promise<ResolvedAttachment[]> => {
  const files: ResolvedAttachment[] = [];
  for (const ref of refs) {
    const resolver = resolvers.get(ref.kind);
    if (!resolver) throw new Error(`no resolver for mail attachments of kind ${ref.kind}`);
    files.push(await resolver(ref, ctx));
  }
  return files;
};
