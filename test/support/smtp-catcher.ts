import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The href of the element with id="action-link" in the HTML part. */
  link?: string;
  raw: ParsedMail;
}

/** An in-process SMTP server: mail really travels over SMTP, and tests poll for it with a deadline. */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const html = typeof parsed.html === 'string' ? parsed.html : '';
            const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
            this.mails.push({
              to: to ?? '',
              subject: parsed.subject ?? '',
              html,
              text: parsed.text ?? '',
              link: /id="action-link"[^>]*href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
              raw: parsed,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** Waits until a mail matching the predicate arrives, or fails after the deadline. */
  async waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`No matching mail within ${timeoutMs} ms; got: ${this.mails.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  count(predicate: (mail: CaughtMail) => boolean) {
    return this.mails.filter(predicate).length;
  }
}
