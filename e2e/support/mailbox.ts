import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The API's outbox in the e2e stack (globalSetup puts DATA_DIR in a fresh temp dir and names it here). */
const outboxDir = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e globalSetup');
  return join(dataDir, 'mail');
};

/** Header block and body of one raw message (headers end at the first empty line). */
const splitMessage = (raw: string): { headers: string; body: string } => {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  return end < 0 ? { headers: normalised, body: '' } : { headers: normalised.slice(0, end), body: normalised.slice(end + 2) };
};

/** Unfolded value of one header (RFC 5322 continuation lines start with white space). */
const headerValue = (headers: string, name: string): string => {
  const unfolded = headers.replace(/\n[ \t]+/g, ' ');
  const line = unfolded.split('\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
};

/** One MIME part's body decoded: nodemailer picks quoted-printable or base64, which would mangle `=` and split links. */
const decodedPart = (headers: string, body: string): string => {
  const encoding = headerValue(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

/** The leaf parts of a message: itself when it is not multipart, else its parts' leaves in order. */
const leavesOf = (raw: string): { headers: string; body: string }[] => {
  const { headers, body } = splitMessage(raw);
  const type = headerValue(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leavesOf(chunk.replace(/^\n/, '')));
};

/** The text a reader sees: the text/plain part of a multipart mail (an order's, with HTML and PDFs), or the body. */
const decodedBody = (raw: string): string => {
  const leaves = leavesOf(raw);
  const text = leaves.find((leaf) => /^text\/plain/i.test(headerValue(leaf.headers, 'Content-Type')) && !/attachment/i.test(headerValue(leaf.headers, 'Content-Disposition'))) ?? leaves[0]!;
  return decodedPart(text.headers, text.body);
};

/** RFC 2047 encoded words of a header (a Polish subject), decoded. */
const decodedHeader = (value: string): string =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

const isAddressedTo = (raw: string, email: string): boolean =>
  headerValue(splitMessage(raw).headers, 'To').toLowerCase().includes(email.toLowerCase());

/** First link of the newest mail to `email` whose link contains `linkContaining`, or null when there is none yet. */
function newestLinkNow(email: string, linkContaining = ''): string | null {
  let names: string[];
  try {
    names = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return null; // no mail sent yet: the outbox does not exist
  }
  // The API names files so that they sort oldest first.
  for (const name of names.sort().reverse()) {
    const raw = readFileSync(join(outboxDir(), name), 'utf8');
    if (!isAddressedTo(raw, email)) continue;
    const link = decodedBody(raw).match(/https?:\/\/[^\s<>"]+/)?.[0];
    if (link && link.includes(linkContaining)) return link;
  }
  return null;
}

/**
 * Waits (polling, no fixed sleep) for a mail to `email` and returns the first link in the newest one.
 * `linkContaining` (e.g. '/reset-password') skips older mails of another kind to the same address;
 * `notEqualTo` waits for a link other than one already used (a second reset request, say).
 */
export async function mailedLink(
  email: string,
  options: { linkContaining?: string; notEqualTo?: string; timeout?: number } = {},
): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        link = newestLinkNow(email, options.linkContaining);
        return link !== null && link !== options.notEqualTo;
      },
      { message: `a mail to ${email} with a link${options.linkContaining ? ` containing ${options.linkContaining}` : ''}`, timeout: options.timeout ?? 15_000 },
    )
    .toBe(true);
  return link as unknown as string;
}

/** The decoded text of every mail to `email` so far, oldest first (a status mail's wording, a tracking number). */
export function mailTextsTo(email: string): string[] {
  return mailsTo(email).map((mail) => mail.text);
}

/** Every mail to `email` so far, oldest first: its subject, its text and the names of its attached files. */
export function mailsTo(email: string): { subject: string; text: string; attachments: string[] }[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => readFileSync(join(outboxDir(), name), 'utf8'))
    .filter((raw) => isAddressedTo(raw, email))
    .map((raw) => ({
      subject: decodedHeader(headerValue(splitMessage(raw).headers, 'Subject')),
      // Intl's non-breaking space in "51,99 zł" reads as a plain one.
      text: decodedBody(raw).replace(/\u00a0/g, ' '),
      attachments: leavesOf(raw).flatMap((leaf) => {
        const disposition = headerValue(leaf.headers, 'Content-Disposition');
        const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
        return /attachment/i.test(disposition) && filename ? [filename] : [];
      }),
    }));
}
