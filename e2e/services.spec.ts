import { expect, test } from '@playwright/test';
import { serverHtmlTest } from './support/server-html';
import { recordForeignRequests } from './support/requests';

serverHtmlTest.describe('service pages', () => {
  serverHtmlTest(
    'the services overview has four cards, each with Learn More to its page',
    async ({ page }) => {
      await page.goto('/services');
      for (const name of ['Branding', 'Delivery', 'Design', 'Printing']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        await expect(page.getByRole('link', { name: `Learn More about ${name}` })).toHaveAttribute(
          'href',
          `/services/${name.toLowerCase()}`,
        );
      }
    },
  );

  serverHtmlTest(
    'design shows the three packages with their prices, features and Get Started',
    async ({ page }) => {
      await page.goto('/services/design');
      const packages: [string, string, string[]][] = [
        ['Basic', '$100', ['Logo design', 'Color palette', 'Font selection']],
        ['Deluxe', '$200', ['Logo design', 'Complete branding guide', 'Social media templates']],
        ['Complex', '$250', ['Custom assets', 'Product mockups', 'Advanced branding']],
      ];
      for (const [name, price, features] of packages) {
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name, exact: true }) });
        await expect(card.getByText(price, { exact: true })).toBeVisible();
        for (const feature of features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
        await expect(
          card.getByRole('link', { name: `Get Started with the ${name} package` }),
        ).toHaveAttribute('href', '/contact-us');
      }
    },
  );

  serverHtmlTest(
    'branding lists the five services, the packaging add-on and Contact Us Today',
    async ({ page }) => {
      await page.goto('/services/branding');
      for (const name of [
        'Logo Design',
        'Brand Guidelines',
        'Stationery Design',
        'Marketing Assets',
        'Rebranding Services',
      ]) {
        await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Packaging Design' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Learn More about Packaging Design' })).toHaveAttribute(
        'href',
        '/services/design',
      );
      await expect(page.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute(
        'href',
        '/contact-us',
      );
    },
  );
});

test.describe('printing tabs', () => {
  test('UV is shown by default; a click shows 3D printing', async ({ page }) => {
    await page.goto('/services/printing');
    const uv = page.getByRole('tab', { name: 'UV Printing' });
    const threeD = page.getByRole('tab', { name: '3D Printing' });
    await expect(uv).toHaveAttribute('aria-selected', 'true');
    const uvPanel = page.getByRole('tabpanel', { name: 'UV Printing' });
    for (const example of ['Embossed Stickers', 'Embossed Labels', 'Gloss Posters', 'Matte Flyers'])
      await expect(uvPanel.getByText(example)).toBeVisible();
    await expect(uvPanel.getByRole('img', { name: /UV printer/ })).toBeVisible();
    await expect(uvPanel.getByRole('link', { name: 'Start an Order' })).toHaveAttribute(
      'href',
      '/start-an-order',
    );

    await threeD.click();
    await expect(threeD).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: '3D Printing' });
    for (const example of ['Custom 3D Objects', 'Prototypes', 'Unique Designs'])
      await expect(panel.getByText(example)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(uvPanel).toBeHidden();
  });

  test('the keyboard moves between tabs with arrows, Home and End', async ({ page }) => {
    await page.goto('/services/printing');
    const uv = page.getByRole('tab', { name: 'UV Printing' });
    const threeD = page.getByRole('tab', { name: '3D Printing' });
    await uv.focus();
    await page.keyboard.press('ArrowRight');
    await expect(threeD).toBeFocused();
    await expect(threeD).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: '3D Printing' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(uv).toBeFocused();
    await page.keyboard.press('End');
    await expect(threeD).toBeFocused();
    await page.keyboard.press('Home');
    await expect(uv).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'UV Printing' })).toBeFocused();
  });
});

test('delivery: a self-drawn map of the five cities, local and nationwide sections, Contact Us', async ({
  page,
  baseURL,
}) => {
  const foreign = recordForeignRequests(page, baseURL);
  await page.goto('/services/delivery');
  const map = page.getByRole('img', { name: 'Our free local delivery area in South Orange County' });
  await expect(map).toBeVisible();
  const cities = ['Irvine', 'Laguna Beach', 'Mission Viejo', 'San Clemente', 'Lake Forest'];
  for (const city of cities) await expect(map.getByText(city, { exact: true })).toBeVisible();
  const local = page.getByRole('region', { name: 'Free local delivery' });
  await expect(local.getByRole('listitem')).toHaveText(cities);
  await expect(page.getByRole('heading', { name: 'Free nationwide shipping' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});
