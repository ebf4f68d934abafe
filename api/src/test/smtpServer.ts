// A real SMTP server for the mail tests (the smtp-server package): it can refuse for a while, or hold a message
// unanswered (a send in progress), and it keeps what it accepted.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  to: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  /** Messages accepted, one entry per recipient, in order. */
  received: Received[];
  /** Answers 451 to every recipient for `ms` from now (0: accepts again). */
  refuse(ms: number): void;
  refusedAttempts(): number;
  /** Holds the next message's DATA unanswered (the sender waits mid-send) until released or its connection ends. */
  holdNext(): void;
  /** Messages held so far (their senders are waiting for an answer). */
  held(): number;
  close(): Promise<void>;
}

export const startSmtp = async (): Promise<TestSmtp> => {
  const received: Received[] = [];
  let refuseUntil = 0;
  let refusedAttempts = 0;
  let holdNext = false;
  let held = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (Date.now() < refuseUntil) {
        refusedAttempts += 1;
        const error = new Error('mail service unavailable, try later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holdNext) {
          // Never answered: the message is not accepted, its sender is stuck mid-send.
          holdNext = false;
          held += 1;
          return;
        }
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    refuse: (ms) => {
      refuseUntil = Date.now() + ms;
    },
    refusedAttempts: () => refusedAttempts,
    holdNext: () => {
      holdNext = true;
    },
    held: () => held,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
};

/** Polls until `check` holds (mail workers are asynchronous by design); fails naming `what` after `ms`. */
export const eventually = async (check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms} ms: ${what}`);
};
