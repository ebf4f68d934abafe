// Attachments queued by reference: a kind another feature registers is made at send time; a resolver that fails fails
// the attempt, which is retried, so the mail goes out complete or shows as failed, never without its file.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simpleParser } from 'mailparser';
import { outboxOf } from '../../app.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { eventually } from '../../test/smtpServer.ts';
import { registerAttachmentResolver } from './attachments.ts';

declare module './attachments.ts' {
  interface AttachmentKinds {
    testNote: { words: string };
    neverRegistered: Record<never, never>;
  }
}

describe('mail attachments by reference', () => {
  let server: TestServer;
  let failuresLeft = 1;
  let attempts = 0;

  before(async () => {
    registerAttachmentResolver('testNote', async (ref, ctx) => {
      attempts += 1;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the note cannot be made yet');
      }
      return { filename: 'note.txt', contentType: 'text/plain', content: Buffer.from(`${ref.words} / ${ctx.seller.nip}`) };
    });
    server = await startServer({
      mail: { worker: true, retryDelaySeconds: 1, retryBackoff: false, retryLimit: 2, leaseSeconds: 30, pollSeconds: 1, maintenanceSeconds: 5, sendTimeoutMs: 5_000 },
    });
  });
  after(() => server.close());

  const mailTo = (email: string) => server.mails().find((mail) => mail.includes(`To: ${email}`));

  it('makes a registered kind when it sends, after a failed attempt', async () => {
    const outbox = outboxOf(server.app);
    await outbox.queue(server.database.db, 'attachment-test:1', { to: 'note@example.com', subject: 'A note', text: 'See the note.', attachments: [{ kind: 'testNote', words: 'hello' }] });
    outbox.wake();
    await eventually(() => mailTo('note@example.com') !== undefined, 15_000, 'the mail with its note');
    const mail = await simpleParser(mailTo('note@example.com')!);
    assert.deepEqual(
      mail.attachments.map((file) => [file.filename, file.content.toString('utf8')]),
      [['note.txt', `hello / ${server.config.seller.nip}`]],
    );
    assert.equal(attempts, 2, 'the first attempt failed, the retry sent it');
  });

  it('fails a mail whose kind nobody registered, and does not send it without the file', async () => {
    const outbox = outboxOf(server.app);
    await outbox.queue(server.database.db, 'attachment-test:2', { to: 'lost@example.com', subject: 'Lost', text: 'No file.', attachments: [{ kind: 'neverRegistered' }] });
    outbox.wake();
    await eventually(async () => (await outbox.failed()).some((failed) => failed.to === 'lost@example.com'), 20_000, 'the mail failed');
    const failed = (await outbox.failed()).find((mail) => mail.to === 'lost@example.com')!;
    assert.match(failed.reason, /no resolver for mail attachments of kind neverRegistered/);
    assert.equal(mailTo('lost@example.com'), undefined);
  });
});
