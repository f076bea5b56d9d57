import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AccountPages } from './support/accounts';
import { fitsEveryWidth } from './support/screens';
import { QuoteWizardPage } from './quote-wizard-page';

// Issue 31 §1: staff change a price tier in the console; the product page and the wizard show
// the new price without a rebuild, and a rollback brings the old one back. It changes what
// every catalogue spec reads, so it runs in its own project after them (playwright.config.ts).

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'prices-staff-e2e@example.com';
/** Where the console's screenshots are copied for people to look at. */
const SHOTS = '/tmp/prices-shots';

test.describe.configure({ mode: 'serial' });

let staff: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
});

test.afterAll(async () => {
  await staff.context().close();
});

/** The chrome stickers' "Starting at" on their product page. */
async function expectStartingAt(page: Page, figure: string) {
  // The page is refreshed by the `prices` tag a moment after the save: reload until it shows.
  await expect(async () => {
    await page.goto('/stickers/stickers/chrome-stickers');
    await expect(page.getByTestId('product-price')).toHaveText(
      `Starting at ${figure} each · 100 of 2″ × 2″`,
      {
        timeout: 1_000,
      },
    );
  }).toPass({ timeout: 30_000 });
}

/** What the wizard asks for 100 chrome stickers, 2" x 2", matte, no embossing. */
async function expectWizardPrice(page: Page, name: string) {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await page.waitForLoadState('networkidle');
  await wizard.configure({ material: 'Chrome vinyl' });
  await expect(wizard.radio(/^100 pieces: /)).toHaveAccessibleName(name);
}

test('staff change a tier: preview, save, and the product page and wizard price with it; a rollback restores it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await staff.goto('/admin');
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Prices' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  const row = staff.getByRole('region', { name: 'Stickers' }).getByRole('row', { name: /Chrome Stickers/ });
  await expect(row).toContainText('$0.68 each');
  await fitsEveryWidth(staff, testInfo, 'prices-list');
  await row.getByRole('link', { name: 'Chrome Stickers' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Chrome Stickers' })).toBeVisible();
  await staff.waitForLoadState('networkidle');

  // Pieces 51 to 100 from $0.32 to $0.52: 100 of 2" x 2" cost 50 x $1.04 + 50 x $0.52 = $78.00.
  const form = staff.getByRole('form', { name: 'Edit price line chrome-stickers' });
  await form.getByLabel('Bracket 2 per piece in dollars').fill('0.52');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = staff.getByRole('region', { name: 'Preview' });
  const twoByTwo = preview.getByRole('table', { name: '2″ × 2″' });
  await expect(twoByTwo.getByRole('row', { name: /^100 / })).toHaveText(
    /100\s*\$78\.00\s*\$0\.78\s*\$68\.00\s*\+14\.7 %/,
  );
  await expect(preview.getByRole('table')).toHaveCount(3);
  await fitsEveryWidth(staff, testInfo, 'prices-line');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Saved as version \d+\.$/);
  await expectStartingAt(page, '$0.78');
  await expectWizardPrice(page, '100 pieces: $78.00 $0.78 each');

  // The history says what changed; rolling back to the version before restores the old price.
  await staff.reload();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Bracket 2 per piece: $0.32 → $0.52');
  await expect(history.getByRole('listitem').first()).toContainText(STAFF_EMAIL);
  await staff.waitForLoadState('networkidle');
  // The version before this change; named, as the list moves down once the rollback is saved.
  const previousName = (await history.getByRole('form').first().getAttribute('aria-label'))!;
  const previous = history.getByRole('form', { name: previousName, exact: true });
  await previous.getByRole('button', { name: /Roll back to this version/ }).click();
  await expect(previous.getByRole('status')).toHaveText(/^Version \d+ restored as version \d+\.$/);
  await expectStartingAt(page, '$0.68');
  await expectWizardPrice(page, '100 pieces: $68.00 $0.68 each');

  for (const name of ['prices-list', 'prices-line']) {
    for (const width of [390, 1280])
      copyFileSync(testInfo.outputPath(`${name}-${width}.png`), `${SHOTS}/${name}-${width}.png`);
  }
});
