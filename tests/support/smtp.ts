// A real SMTP server for mail tests (the `smtp-server` package) on a free local port. Every
// message it accepts is kept raw and parsed with mailparser. It can be stopped and started
// again on the same port to play an SMTP outage. Recipients starting with 'reddet' get a
// permanent 550 refusal. With `auth`, it accepts only that user and password (AUTH PLAIN/LOGIN
// over the plain connection, as a local relay might).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '@/platform/mail/config';
import { freePort } from './free-port';

export interface ReceivedMail { raw: string; parsed: ParsedMail; envelopeTo: string[] }

export interface SmtpAuth { user: string; password: string }

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private constructor(readonly port: number, readonly auth?: SmtpAuth) {}

  /** A server on a free port, not yet listening unless `listening` is true. */
  static async create(listening = true, auth?: SmtpAuth): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(await freePort(), auth);
    if (listening) await smtp.start();
    return smtp;
  }

  /** A listening server on a given port (when the port had to be chosen before it could start). */
  static async onPort(port: number): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(port);
    await smtp.start();
    return smtp;
  }

  /** Settings the app's worker uses to reach this server. */
  get config(): SmtpConfig {
    return { host: '127.0.0.1', port: this.port, secure: false, from: 'Salon Randevu <bildirim@salonrandevu.test>', ...(this.auth ? { user: this.auth.user, password: this.auth.password } : {}) };
  }

  async start(): Promise<void> {
    const received = this.received;
    const auth = this.auth;
    this.server = new SMTPServer({
      authOptional: !auth,
      allowInsecureAuth: Boolean(auth),
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(login, _session, callback) {
        if (auth && login.username === auth.user && login.password === auth.password) callback(null, { user: login.username });
        else callback(Object.assign(new Error('5.7.8 Authentication failed'), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('reddet')) {
          callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          // Answer only after the message is recorded, so a resolved sendMail means "received".
          simpleParser(raw).then((parsed) => {
            received.push({ raw, parsed, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages sent to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.envelopeTo.includes(address));
  }
}
