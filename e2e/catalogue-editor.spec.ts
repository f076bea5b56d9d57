import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AccountPages } from './support/accounts';
import { fitsEveryWidth } from './support/screens';

// Issue 31 §3: staff change a product's name and photo in the console, and its prerendered
// pages show them within seconds, without a rebuild. This spec runs after every other one
// (playwright.config.ts), since they read the catalogue's names; it leaves the seed as it was.
// Alone: `npm run test:e2e -- e2e/catalogue-editor.spec.ts --no-deps`.

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'catalogue-staff-e2e@example.com';
const PRODUCT = {
  id: 'gloss-labels',
  name: 'Gloss Labels',
  page: '/labels/gloss-labels',
  listing: '/products/labels',
};

test.describe.configure({ mode: 'serial' });

let staff: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
});

test.afterAll(async () => {
  await staff.context().close();
});

/** A 1600 × 1200 product shot: a glossy label on a jar, as a camera would save it. */
const productPhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e2e8f0' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
            <rect x="560" y="220" width="480" height="760" rx="60" fill="#94a3b8"/>
            <rect x="600" y="420" width="400" height="360" rx="24" fill="#c2410c"/>
            <circle cx="800" cy="600" r="110" fill="#fff7ed"/>
            <rect x="640" y="440" width="60" height="320" fill="#ffffff" opacity="0.35"/>
          </svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

async function openProductInConsole(name: string) {
  await staff.goto('/admin/catalogue');
  await staff.getByRole('link', { name, exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await staff.waitForLoadState('networkidle');
}

async function rename(name: string) {
  const form = staff.getByRole('form', { name: 'Product content' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(form.getByRole('status')).toHaveText(`${name} saved.`);
}

/** The file the browser chose for a photo: AVIF, at the width it needs. */
const chosenFile = (photo: Locator) => photo.evaluate((img: HTMLImageElement) => img.currentSrc);

test('staff upload a photo and rename a product; its page and listing card show both without a rebuild', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const newName = `Gloss Labels ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await openProductInConsole(PRODUCT.name);
  await expect(staff.getByRole('link', { name: 'Change the discount in the price table' })).toHaveAttribute(
    'href',
    `/admin/prices/${PRODUCT.id}`,
  );

  const upload = staff.getByRole('form', { name: 'Add a photo' });
  await upload.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'gloss-jar.jpg',
    mimeType: 'image/jpeg',
    buffer: await productPhoto(),
  });
  await upload.getByLabel('Photo description (alt text)').fill('A jar with an orange gloss label');
  await upload.getByRole('button', { name: 'Upload photo' }).click();
  await expect(upload.getByRole('status')).toHaveText('Photo added.');
  await expect(staff.getByRole('article', { name: /^Main photo added/ })).toBeVisible();
  await rename(newName);
  await fitsEveryWidth(staff, testInfo, 'console-product');
  await staff.goto('/admin/catalogue');
  await expect(staff.getByRole('link', { name: newName, exact: true })).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'console-catalogue');

  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  // The product page: its heading, its crumb and its picture, once this instance has refreshed it.
  await expect(async () => {
    await visitor.goto(PRODUCT.page);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newName, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(visitor.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(newName);
  const photo = visitor.getByRole('img', { name: 'A jar with an orange gloss label' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await chosenFile(photo)).toMatch(/\/photos\/[0-9a-f-]+-\d+\.avif$/);
  await fitsEveryWidth(visitor, testInfo, 'product-page-with-photo');

  // The listing card, named and pictured the same way.
  await visitor.goto(PRODUCT.listing);
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: newName }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'A jar with an orange gloss label' })).toBeVisible();

  // Put the seed back for every later run: the old name, and no photo.
  await openProductInConsole(newName);
  await rename(PRODUCT.name);
  const photoCard = staff.getByRole('article', { name: /^Main photo added/ });
  await photoCard.getByRole('button', { name: 'Delete photo' }).click();
  await expect(staff.getByText('No photos yet: the pages show the drawing.')).toBeVisible();
  await expect(async () => {
    await visitor.goto(PRODUCT.page);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name, { timeout: 1_000 });
    await expect(visitor.locator('picture')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.context().close();
});
