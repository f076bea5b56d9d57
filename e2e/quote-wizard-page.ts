import { expect, type Locator, type Page } from '@playwright/test';
import { pdfOf } from '@/tests/helpers/artwork-files';
import { Mailbox } from './support/mailbox';

/** The instant-quote wizard, step by step, as a shopper drives it. */
export class QuoteWizardPage {
  readonly submitButton: Locator;

  /** `origin`: the server the wizard is opened on (default: the test's baseURL). */
  constructor(
    readonly page: Page,
    private readonly origin = '',
  ) {
    this.submitButton = page.getByRole('button', { name: /^(Submit Quote|Submitting\.\.\.)$/ });
  }

  async open(query = '') {
    await this.page.goto(`${this.origin}/start-an-order${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Start an order' })).toBeVisible();
  }

  radio(name: string | RegExp) {
    return this.page.getByRole('radio', { name, exact: typeof name === 'string' });
  }

  /** Stickers & labels step by step; the option's first material (white vinyl) comes preselected. */
  async configure({
    option = 'Die Cut',
    material = 'White vinyl',
    embossing = 'None',
    finish = 'Matte',
    size = '2" x 2"',
  } = {}) {
    await this.radio('Stickers & Labels').check();
    await this.radio(option).check();
    // Preselected, its step may be folded to one line on a phone: the radio is then hidden.
    if (material === 'White vinyl')
      await expect(
        this.page.getByRole('radio', { name: material, exact: true, includeHidden: true }),
      ).toBeChecked();
    else await this.radio(material).check();
    await this.radio(embossing).check();
    await this.radio(finish).check();
    await this.radio(size).check();
  }

  async customSize(width: string, height: string) {
    await this.radio('Custom size').check();
    await this.page.getByLabel('Width (inches)').fill(width);
    await this.page.getByLabel('Height (inches)').fill(height);
  }

  /** Picks a matrix quantity and returns the total shown for it. */
  async chooseQuantity(quantity: string): Promise<string> {
    const option = this.radio(new RegExp(`^${quantity} pieces: `));
    // Read before choosing: on a phone the step then folds to one line.
    const name = (await option.getAttribute('value')) ?? '';
    expect(name).toBe(quantity.replace(',', ''));
    const label = await this.page.locator('label', { has: option }).innerText();
    await option.check();
    await this.untilScrolledTo('#step-upload');
    return /\$[\d,]+\.\d{2}/.exec(label)?.[0] ?? '';
  }

  /**
   * A quantity chosen scrolls the page to the upload step, smoothly and after a delay (the spec's
   * 100 ms): a click aimed before that scroll ends lands on whatever has moved under the pointer.
   * Done when the step's top sits where its scroll margin (below the sticky navbar) puts it, or
   * the page cannot scroll further.
   */
  private async untilScrolledTo(selector: string) {
    await this.page.waitForFunction(
      (selector) => {
        const step = document.querySelector(selector);
        if (!step) return false;
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        const margin = parseFloat(getComputedStyle(step).scrollMarginTop) || 0;
        return Math.abs(step.getBoundingClientRect().top - margin) < 2 || atEnd;
      },
      selector,
      { polling: 'raf' },
    );
  }

  /** "Next step" scrolls smoothly too: waits until the page has held still for five frames. */
  private async untilScrollEnds() {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = window.scrollY;
          let stillFrames = 0;
          const frame = () => {
            stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
            last = window.scrollY;
            if (stillFrames >= 5) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
  }

  async customQuantity(value: string) {
    await this.radio(/^Custom quantity/).check();
    await this.page.getByLabel('Custom quantity', { exact: true }).fill(value);
  }

  async skipUpload() {
    await this.untilScrollEnds();
    await this.radio('Skip for now (send artwork later)').check();
  }

  async uploadFile(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.untilScrollEnds();
    await this.radio('Upload my artwork now').check();
    await this.page.getByLabel(/^Artwork file/).setInputFiles(file);
  }

  async fillContact(contact: { name: string; email: string; phone: string }) {
    await this.page.getByLabel('Name', { exact: true }).fill(contact.name);
    await this.page.getByLabel('Email', { exact: true }).fill(contact.email);
    await this.page.getByLabel('Phone', { exact: true }).fill(contact.phone);
  }

  async fulfillment(
    method: 'Pick up in Aliso Viejo' | 'Free local drop-off (South Orange County)' | 'Free shipping (U.S.)',
  ) {
    // Each option's name ends with its date ("Ready by ...", "Delivered by ...").
    await this.radio(new RegExp(`^${method.replace(/[.()]/g, '\\$&')} (Ready|Delivered) by `)).check();
  }

  /** The address block: State is a select of the states (by name), Country is fixed. */
  async fillAddress(
    address = { line1: '25 Pacific Park', city: 'Aliso Viejo', state: 'California', zip: '92656' },
  ) {
    await this.page.getByLabel('Address line 1').fill(address.line1);
    await this.page.getByLabel('City').fill(address.city);
    await this.page.getByLabel('State').selectOption({ label: address.state });
    await this.page.getByLabel('ZIP code').fill(address.zip);
    await expect(this.page.getByLabel('Country')).toHaveValue('United States');
  }

  /** Types a promotion code and applies it with the keyboard (Enter), as a shopper may. */
  async applyPromotionCode(code: string) {
    const field = this.page.getByLabel(/^Promotion code/);
    await field.fill(code);
    await field.press('Enter');
  }

  async expectSubmitted() {
    await expect(this.page).toHaveURL(/\/start-an-order\/submitted$/);
    await expect(this.page.getByRole('status')).toContainText('Quote Submitted Successfully');
  }

  /** The messages the mailbox lists for one recipient, newest first, as one text. */
  async mailboxFor(email: string): Promise<string> {
    return (await new Mailbox(this.page, this.origin).messages(email)).join('\n');
  }
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** California's 7.75 % on a price in cents, rounded half up to the cent (a picked-up order). */
const pickupTaxOn = (cents: number) => Math.floor((cents * 775 + 5000) / 10000);

const centsOf = (price: string) => Math.round(Number(price.replace(/[$,]/g, '')) * 100);

/** What a picked-up order of the wizard's `price` (e.g. "$98.50") costs with its sales tax. */
export function pickupTotal(price: string): string {
  const cents = centsOf(price);
  return dollars(cents + pickupTaxOn(cents));
}

/** A picked-up order's money as its e-mail must show it: the price, the sales tax, the total. */
export function expectPickupMoney(mail: string, price: string): void {
  expect(mail).toContain(`Price: ${price}`);
  expect(mail).toContain(`Sales tax: ${dollars(pickupTaxOn(centsOf(price)))} (7.75%, California)`);
  expect(mail).toContain(`Total: ${pickupTotal(price)}`);
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A small but valid one-page PDF (2 x 2 in). */
export function samplePdf(): Buffer {
  return pdfOf(144, 144);
}
