import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { pngOfPixels } from '@/tests/helpers/artwork-files';
import { circle, paintedImage } from '@/tests/helpers/cut-line-images';
import { AccountPages, uniqueUser } from './support/accounts';
import { openInConsole } from './support/console';
import { DESKTOP, fitsEveryWidth, MOBILE } from './support/screens';
import { QuoteWizardPage } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(6) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs them up, one per test. */
const STAFF_EMAIL = 'proofs-staff-e2e@example.com';
const PDF_STAFF_EMAIL = 'pdf-proofs-staff-e2e@example.com';
/** Where the pictures of the new screens go for a person to look at. */
const SHOTS = '/tmp/shots-proof';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

/**
 * Die-cut stickers, 3 × 3 in, 100 of them, picked up, ordered through the wizard with
 * `artwork`; `choose` picks more before the contact details (the border). Answers the number.
 */
async function orderDieCuts(
  page: Page,
  artwork: { name: string; mimeType: string; buffer: Buffer },
  contact: { name: string; email: string; phone: string },
  choose: () => Promise<void> = async () => undefined,
): Promise<string> {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await page.waitForLoadState('networkidle');
  await wizard.configure({ size: '3" x 3"' });
  await wizard.chooseQuantity('100');
  await wizard.uploadFile(artwork);
  await choose();
  await wizard.fillContact(contact);
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  return (
    await new AccountPages(page).mailbox.latest(contact.email, /We received your quote (Q-[0-9A-Z-]+)/)
  )[1]!;
}

/** Staff (`email`) open the quote and wait for its automatic proof, drawn in the background. */
async function staffWithDrawnProof(browser: Browser, email: string, number: string): Promise<Page> {
  const staff = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(email);
  await openInConsole(staff, number);
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole('button', { name: 'Send this proof' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  const picture = staff.getByRole('img', { name: /^Automatic proof 1 of quote / });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(300);
  return staff;
}

test('a transparent PNG becomes an automatic proof that staff send in one click and the customer checks, zooms and approves', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const customer = uniqueUser();
  await page.setViewportSize(MOBILE);
  const mailbox = new AccountPages(page).mailbox;

  // The customer orders die-cut stickers on a phone, with a transparent PNG and a 1/4 in border.
  const number = await orderDieCuts(
    page,
    {
      name: 'disc.png',
      mimeType: 'image/png',
      buffer: pngOfPixels(paintedImage(600, circle(0.5, 0.5, 0.4))),
    },
    { name: 'Pat Proofreader', email: customer.email, phone: '(949) 555-0132' },
    async () => {
      await page.getByRole('combobox', { name: 'White border' }).selectOption({ label: '1/4 in' });
      await expect(page.getByRole('img', { name: /with a 1\/4 in white border/ })).toBeVisible();
    },
  );

  // Staff find the proof drawn in the background, look at it, and send it.
  const staff = await staffWithDrawnProof(browser, STAFF_EMAIL, number);
  const order = staff.getByRole('region', { name: 'Order' });
  await expect(order.getByText('White border')).toBeVisible();
  await expect(order.getByText('1/4 in', { exact: true })).toBeVisible();
  const send = staff.getByRole('button', { name: 'Send this proof' });
  await expect(staff.getByRole('link', { name: 'Download the automatic proof (PDF)' })).toBeVisible();
  await shoot(staff, 'staff-automatic-proof');
  await staff.setViewportSize(DESKTOP);
  await send.click();
  await expect(staff.getByText('Proof 1 sent to the customer.')).toBeVisible();

  // The customer opens the proof from the e-mail, on a phone: inline, enlarged, ticked, approved.
  const proofLink = (
    await mailbox.latest(customer.email, /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/)
  )[1]!;
  await page.goto(proofLink);
  const inline = page.getByRole('img', { name: /^Proof 1: your design at its printed size/ }).first();
  await expect(inline).toBeVisible();
  expect(await inline.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(300);
  await expect(page.getByRole('link', { name: /^Download proof 1 \(proof-v1\.pdf\)/ })).toBeVisible();
  await fitsEveryWidth(page, testInfo, 'customer-automatic-proof');
  await shoot(page, 'customer-proof');

  await page.setViewportSize(MOBILE);
  const enlarge = page.getByRole('button', { name: /Enlarge proof 1/ });
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Proof 1, full size' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/customer-proof-enlarged-390.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Approve proof' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Please tick that you checked the spelling' });
  await expect(refused).toBeVisible();
  const check = page.getByLabel('I checked the spelling, colours and size');
  await expect(check).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/customer-proof-tick-required-390.png`, fullPage: true });
  await check.check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');

  // Staff see what was approved: the version, in the quote's history.
  await staff.reload();
  await expect(staff.getByText(/Proof 1 · approved/)).toBeVisible();
});

/** A 3 × 3 in PDF page of vector art without a background: a disc and a word, as a designer exports a die-cut. */
function vectorArtworkPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: [216, 216], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.circle(108, 108, 86).fill('#0f766e');
  doc.fontSize(28).fillColor('#ffffff').text('PDF', 80, 95);
  doc.end();
  return done;
}

test('PDF artwork becomes an automatic proof too, drawn by the production server', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const customer = uniqueUser();
  await page.setViewportSize(DESKTOP);
  const number = await orderDieCuts(
    page,
    { name: 'logo.pdf', mimeType: 'application/pdf', buffer: await vectorArtworkPdf() },
    { name: 'Pat Vector', email: customer.email, phone: '(949) 555-0133' },
  );
  const staff = await staffWithDrawnProof(browser, PDF_STAFF_EMAIL, number);
  await staff.screenshot({ path: `${SHOTS}/staff-automatic-proof-from-pdf-1280.png`, fullPage: true });
});
