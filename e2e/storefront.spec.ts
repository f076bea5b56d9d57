import { expect, test, type Page } from '@playwright/test';
import { categories } from '@/content/catalogue';
import { FEATURED_PRODUCTS_PER_CATEGORY, FEATURED_STICKERS } from '@/lib/constants';
import { accountMessages } from '@/lib/validation/messages';

// Issue 14 §3 (offers, navigation and look) and the sign-up password checklist.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const afterDeal = new Date('2026-01-01T00:00:01-08:00');

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('promotion bar', () => {
  test('is on every kind of page, the account screens too', async ({ page }) => {
    await page.clock.setFixedTime(afterDeal);
    for (const path of ['/', '/products', '/stickers/stickers/die-cut-stickers', '/signup', '/contact-us']) {
      await page.goto(path);
      await expect(page.getByTestId('promo-bar')).toContainText('Free shipping on all U.S. orders.');
    }
  });
});

test.describe('sign-up password checklist', () => {
  const rule = (page: Page, name: string | RegExp) =>
    page.getByRole('list', { name: 'Password rules' }).getByRole('listitem').filter({ hasText: name });

  test('ticks each rule as it is met, describes the field, and the spec’s message still shows on submit', async ({
    page,
  }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByRole('listitem')).toHaveText([
      /8 to 15 characters/,
      /An uppercase letter/,
      /A lowercase letter/,
      /A digit/,
      /A special character: ! @ # \$ % \^ & \* \+ =/,
      /No spaces/,
    ]);
    await expect(rules.locator('[data-met="true"]')).toHaveCount(0);
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await rules.getAttribute('id'));

    await password.fill('secret');
    await expect(rule(page, 'A lowercase letter')).toHaveAttribute('data-met', 'true');
    await expect(rule(page, 'An uppercase letter')).toHaveAttribute('data-met', 'false');
    await expect(rule(page, 'An uppercase letter')).toContainText('(not met yet)');
    await expect(page.getByText('2 of 6 password rules met')).toBeAttached();

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(accountMessages.passwordFormat)).toBeVisible();

    await password.fill('Secret#123');
    await expect(rules.locator('[data-met="true"]')).toHaveCount(6);
    await expect(page.getByText('6 of 6 password rules met')).toBeAttached();
    await password.fill('Secret#123 long');
    await expect(rule(page, '8 to 15 characters')).toHaveAttribute('data-met', 'true');
    await expect(rule(page, 'No spaces')).toHaveAttribute('data-met', 'false');
    await password.fill('Secret#123456789');
    await expect(rule(page, '8 to 15 characters')).toHaveAttribute('data-met', 'false');
  });

  test('the new password of a reset has the same checklist', async ({ page }) => {
    await page.goto('/confirm-reset-password?username=ada%40example.com');
    await page.getByLabel('New Password', { exact: true }).fill('Harbor7!x');
    await expect(page.getByRole('list', { name: 'Password rules' }).locator('[data-met="true"]')).toHaveCount(
      6,
    );
  });
});

test.describe('accounts can be found', () => {
  test('the footer links to log in, to create an account and to the dashboard; the navbar icon stays Coming Soon', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(account.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: 'Account' })).toHaveAccessibleDescription('Coming Soon');
    await account.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the drawer links to Sign In and Sign Up', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await drawer.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: phone });

  test('Get a Pro Quote is in the header, in view, and opens the quote form', async ({ page }) => {
    await page.goto('/services');
    const quote = page.getByRole('banner').getByRole('link', { name: 'Get a Pro Quote' });
    await expect(quote).toBeInViewport({ ratio: 1 });
    await quote.click();
    await expect(page).toHaveURL(/\/start-an-order$/);
  });

  test('a category lists its products in two columns, the first ones above the fold', async ({ page }) => {
    await page.goto('/products/labels');
    const cards = page.getByRole('region', { name: 'Labels products' }).getByRole('article');
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(first && second).toBeTruthy();
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    for (const index of [0, 1]) {
      await expect(cards.nth(index).getByRole('img').first()).toBeInViewport({ ratio: 1 });
      await expect(cards.nth(index).getByRole('heading')).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe('the home page with no deal running', () => {
  test('leads with Get a Pro Quote and shows the hero drawing', async ({ page }) => {
    await page.clock.setFixedTime(afterDeal);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Print Bold. Print Smart. Print with the Pros.' });
    await expect(hero.getByRole('link').first()).toHaveText('Get a Pro Quote');
    await expect(hero.getByRole('img', { name: /laptop with stickers/ })).toBeVisible();
  });
});

test.describe('pictures', () => {
  test('every product and category drawing loads, with its alt text', async ({ page }) => {
    await page.goto('/products');
    const images = page.getByRole('main').locator('img');
    // One drawing per category, then its featured products.
    await expect(images).toHaveCount(
      categories.length + FEATURED_STICKERS + (categories.length - 1) * FEATURED_PRODUCTS_PER_CATEGORY,
    );
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('alt', /\w/);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('a product page opens with its picture drawn from sample artwork inside the HTML, cut along its traced line', async ({
    page,
  }) => {
    const product = categories
      .flatMap((category) => category.products)
      .find(({ id }) => id === 'die-cut-stickers')!;
    await page.goto('/stickers/stickers/die-cut-stickers');
    const picture = page.getByRole('main').getByRole('img', { name: product.alt }).first();
    await expect(picture).toBeVisible();
    // The drawing's own markup in the page, drawn at the box's size (4:3).
    const svg = await picture.innerHTML();
    expect(svg).toContain('viewBox="0 0 320 240"');
    expect(svg).toMatch(/<path class="cut-line" d="M/);
    const drawn = (await picture.locator('svg').boundingBox())!;
    expect(drawn.width).toBeGreaterThan(200);
    expect(drawn.width / drawn.height).toBeCloseTo(320 / 240, 1);
  });
});

for (const viewport of [phone, desktop]) {
  test(`no horizontal overflow at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/products/stickers', '/stickers/stickers/die-cut-stickers', '/signup']) {
      await page.goto(path);
      await expectNoHorizontalOverflow(page);
    }
  });
}

test('at 1280 px an account screen’s heading lines up with its form', async ({ page }) => {
  await page.setViewportSize(desktop);
  for (const path of ['/signup', '/login']) {
    await page.goto(path);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const form = await page.getByRole('main').getByRole('form').boundingBox();
    expect(heading && form).toBeTruthy();
    // The heading starts over the card's content, not at the page's left edge.
    expect(Math.abs(heading!.x - form!.x)).toBeLessThanOrEqual(26);
  }
});
