import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the journeys, on the port the mail trust's SMTP_URL names: it keeps every
 * mail it accepts, parsed as a mail client would, so a journey can read its own mail back.
 */
export interface Mailbox {
  /** Resolves with the first mail to `address`, already kept or still to come. */
  mailTo(address: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((one) => one.address?.toLowerCase() ?? ''));

export async function openMailbox(port: number): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  let waiting: { address: string; resolve: (mail: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          const to = recipients(mail);
          for (const wait of waiting.filter((w) => to.includes(w.address))) wait.resolve(mail);
          waiting = waiting.filter((w) => !to.includes(w.address));
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mailTo(address) {
      const wanted = address.toLowerCase();
      const kept = mails.find((mail) => recipients(mail).includes(wanted));
      return kept ? Promise.resolve(kept) : new Promise((resolve) => waiting.push({ address: wanted, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
