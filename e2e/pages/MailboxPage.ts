import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  link: string | null;
}

const unescape = (html: string) =>
  html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Reads /dev/mailbox, where the server keeps mail when no SMTP server is configured. Newest first. */
export function parseMailbox(html: string): Mail[] {
  return html
    .split('<li class="mail">')
    .slice(1)
    .map((block) => ({
      to: unescape(/to <strong>([^<]*)<\/strong>/.exec(block)?.[1] ?? ''),
      subject: unescape(/<div class="subject">([^<]*)<\/div>/.exec(block)?.[1] ?? ''),
      link: /<a class="link" href="([^"]*)"/.exec(block)?.[1] ? unescape(/<a class="link" href="([^"]*)"/.exec(block)![1]!) : null,
    }));
}

export class MailboxPage {
  constructor(private readonly page: Page) {}

  /** Polls the mailbox with a deadline (never a fixed sleep) and returns the newest matching link. */
  static async waitForLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
    let link: string | null = null;
    await expect
      .poll(
        async () => {
          const mails = parseMailbox(await (await request.get('/dev/mailbox')).text());
          link = mails.find((m) => m.to === to.toLowerCase() && subject.test(m.subject))?.link ?? null;
          return link;
        },
        { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
      )
      .not.toBeNull();
    return link!;
  }

  /** Opens the mailbox in the browser and clicks the link of the newest matching mail, as a person would. */
  async openLink(to: string, subject: RegExp) {
    const mail = this.page.locator('li.mail').filter({ hasText: to.toLowerCase() }).filter({ hasText: subject }).first();
    await expect(async () => {
      await this.page.goto('/dev/mailbox');
      await expect(mail).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await mail.locator('a.link').click();
  }
}
