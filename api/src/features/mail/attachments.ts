import type { Seller } from '@inercise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AttachmentKind, AttachmentKinds, AttachmentRef, AttachmentRefOf } from '../../services/mail.ts';

// The kinds' registry lives with the mail services (services/mail.ts); a feature still adds its kind by declaring it
// on this module, which re-exports the registry.
export type { AttachmentKind, AttachmentRef };
/** @public the registry a feature declares its kind on (module augmentation, which knip does not follow) */
export type { AttachmentKinds };

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
