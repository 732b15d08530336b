import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Stand-ins for the providers, for the tests: a real SMTP server that keeps what it is sent, and
 * HTTP servers that check each request against the provider's documented shape and answer as the
 * provider does.
 */

/** A mail whose data has all arrived, left unanswered until the test accepts it. */
export interface HeldMail {
  mail: ParsedMail;
  /** Answers 250: the mail is accepted and joins `mails`. */
  accept(): void;
  /** Settles once the sender's connection has closed. */
  closed: Promise<void>;
}

export interface TestSmtp {
  port: number;
  /** The mails accepted, parsed as a mail client would. */
  mails: ParsedMail[];
  /** Resolves with the next mail accepted. */
  nextMail(): Promise<ParsedMail>;
  /** Started with `hold`: resolves with the next mail held before its answer. */
  nextHeld(): Promise<HeldMail>;
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 that takes the user `trust` with the password `secret`, refuses any
 * recipient at refused.test for good (550) and any at busy.test for now (451). With `hold`, it
 * answers no mail's data until the test accepts it, as a slow mail server leaves a sender waiting.
 */
export async function startTestSmtp(port = 0, options: { hold?: boolean } = {}): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let waiting: ((mail: ParsedMail) => void)[] = [];
  const waitingHeld: ((held: HeldMail) => void)[] = [];
  const heldQueue: HeldMail[] = [];
  /** Each connection's end, by its session's id. */
  const connections = new Map<string, { closed: Promise<void>; end: () => void }>();
  const accept = (mail: ParsedMail, done: () => void) => {
    mails.push(mail);
    for (const resolve of waiting) resolve(mail);
    waiting = [];
    done();
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === 'trust' && auth.password === 'secret') done(null, { user: auth.username });
      else done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (address.address.endsWith('@refused.test')) {
        done(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      } else if (address.address.endsWith('@busy.test')) {
        done(Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 451 }));
      } else done();
    },
    onConnect(session, done) {
      let end = () => {};
      const closed = new Promise<void>((resolve) => {
        end = resolve;
      });
      connections.set(session.id, { closed, end });
      done();
    },
    onClose(session) {
      connections.get(session.id)?.end();
    },
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          if (!options.hold) {
            accept(mail, done);
            return;
          }
          const closed = connections.get(session.id)?.closed ?? Promise.resolve();
          const held: HeldMail = { mail, accept: () => accept(mail, done), closed };
          const next = waitingHeld.shift();
          if (next) next(held);
          else heldQueue.push(held);
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return {
    port: address.port,
    mails,
    nextMail: () => new Promise((resolve) => waiting.push(resolve)),
    nextHeld: () => {
      const held = heldQueue.shift();
      return held ? Promise.resolve(held) : new Promise((resolve) => waitingHeld.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface FakeProvider {
  url: string;
  /** Every request's method, path, headers and parsed JSON body, in order. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

/** An HTTP server answering each request with what `answer` returns for it. */
export async function startFakeProvider(
  answer: (request: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }) => Answer,
): Promise<FakeProvider> {
  const requests: FakeProvider['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const { status, body: out } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
