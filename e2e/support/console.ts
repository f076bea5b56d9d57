import { expect, type Page } from '@playwright/test';
import { samplePdf } from '../quote-wizard-page';

/** The staff console's page for one quote, found in the quote list of the site at `origin` (default: the e2e server). */
export async function openInConsole(staff: Page, number: string, origin = ''): Promise<void> {
  await staff.goto(`${origin}/admin?view=list&q=${number}`);
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
}

/** Staff upload a proof with a message for the customer. */
export async function sendProof(staff: Page, number: string, message: string, origin = ''): Promise<void> {
  await openInConsole(staff, number, origin);
  await staff.getByLabel('Proof file (PDF or image)').setInputFiles({
    name: 'proof.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await staff.getByLabel('Message to the customer').fill(message);
  await staff.getByRole('button', { name: 'Send proof' }).click();
  await expect(staff.getByText(message).first()).toBeVisible();
}

/** Staff move the order with one of the stage buttons (and its fields, e.g. tracking). */
export async function moveTo(
  staff: Page,
  button: string,
  fields: Record<string, string> = {},
): Promise<void> {
  const form = staff.getByRole('form', { name: 'Move the order' });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: button }).click();
  // The order moved on: the move just made is no longer offered.
  await expect(form.getByRole('button', { name: button })).toHaveCount(0);
}
