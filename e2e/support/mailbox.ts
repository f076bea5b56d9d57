import { expect, type Page } from '@playwright/test';
import { decodeEntities } from '../../scripts/lib/html-entities.mjs';

/** The text of server-rendered HTML: tags and comments dropped, a line break after each block, entities decoded. */
function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--.*?-->/gs, '')
      .replace(/<\/(p|h\d|li|div)>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}

/**
 * The local mailbox (e-mails and text messages the site sent, newest first), read over HTTP
 * with the page's cookies: a test that needs a code or a link from a message gets it without
 * loading a second page in the browser, which costs about as much CPU time as the step under
 * test. The mailbox page itself is tested in a browser (e2e/shell.spec.ts, e2e/contact.spec.ts).
 */
export class Mailbox {
  /** `origin`: the server whose mailbox is read (default: the test's baseURL). */
  constructor(
    private readonly page: Page,
    private readonly origin = '',
  ) {}

  /** The messages to `recipient`, newest first, each as the text the mailbox page shows. */
  async messages(recipient: string): Promise<string[]> {
    const response = await this.page
      .context()
      .request.get(`${this.origin}/dev/mailbox?to=${encodeURIComponent(recipient)}`);
    expect(response.status()).toBe(200);
    return (
      (await response.text())
        .split('data-testid="mailbox-message"')
        .slice(1)
        // Each message up to its own end: the last one would otherwise run on into the page's
        // script payload, which repeats every message's text.
        .map((message) => htmlText(message.slice(message.indexOf('>') + 1, message.indexOf('</li>'))))
    );
  }

  /** The newest message to `recipient`, matched against `pattern`, waiting for it to arrive. */
  async latest(recipient: string, pattern: RegExp): Promise<RegExpMatchArray> {
    let match: RegExpMatchArray | null = null;
    await expect(async () => {
      const [newest] = await this.messages(recipient);
      match = newest?.match(pattern) ?? null;
      expect(match).not.toBeNull();
    }).toPass({ timeout: 15_000 });
    return match as unknown as RegExpMatchArray;
  }

  /**
   * A message to a shared inbox (the shop's, which every spec running beside this one writes
   * to) matched against `pattern`, waiting for it: the newest there may be another spec's, so
   * any message may be this one, and `pattern` names what only this test sent.
   */
  async inSharedInbox(recipient: string, pattern: RegExp): Promise<RegExpMatchArray> {
    let match: RegExpMatchArray | null = null;
    await expect(async () => {
      match = (await this.messages(recipient)).map((message) => message.match(pattern)).find(Boolean) ?? null;
      expect(match).not.toBeNull();
    }).toPass({ timeout: 15_000 });
    return match as unknown as RegExpMatchArray;
  }

  /**
   * Runs `send`, then waits for the first message to `recipient` newer than those before it,
   * matched against `pattern`: an earlier message of the same kind can never be read instead.
   */
  async next(recipient: string, pattern: RegExp, send: () => Promise<unknown>): Promise<RegExpMatchArray> {
    const before = (await this.messages(recipient)).length;
    await send();
    let match: RegExpMatchArray | null = null;
    await expect(async () => {
      const messages = await this.messages(recipient);
      expect(messages.length).toBeGreaterThan(before);
      match = messages[messages.length - before - 1]?.match(pattern) ?? null;
      expect(match).not.toBeNull();
    }).toPass({ timeout: 15_000 });
    return match as unknown as RegExpMatchArray;
  }

  async signupCode(email: string): Promise<string> {
    return (await this.latest(email, /confirmation code is (\d{6})/))[1] as string;
  }

  async resetLink(email: string): Promise<string> {
    return (await this.latest(email, /(https?:\/\/\S+\/confirm-reset-password\?\S+)/))[1] as string;
  }

  async smsCode(phone: string): Promise<string> {
    return (await this.latest(`+1${phone}`, /login code is (\d{6})/))[1] as string;
  }
}
