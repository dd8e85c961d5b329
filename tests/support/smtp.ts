// A real SMTP server for mail tests (the `smtp-server` package) on a free local port. Every
// message it accepts is kept raw and parsed with mailparser. It can be stopped and started
// again on the same port to play an SMTP outage. Recipients starting with 'reddet' get a
// permanent 550 refusal.
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '@/lib/mail/config';

export interface ReceivedMail { raw: string; parsed: ParsedMail; envelopeTo: string[] }

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private constructor(readonly port: number) {}

  /** A server on a free port, not yet listening unless `listening` is true. */
  static async create(listening = true): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(await freePort());
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
    return { host: '127.0.0.1', port: this.port, secure: false, from: 'Salon Randevu <bildirim@salonrandevu.test>' };
  }

  async start(): Promise<void> {
    const received = this.received;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
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
