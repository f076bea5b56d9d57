import { expect, test } from '@playwright/test';
import { pngOf, pngOfPixels } from '@/tests/helpers/artwork-files';
import { paintedImage, starWithHole } from '@/tests/helpers/cut-line-images';
import { QuoteWizardPage } from './quote-wizard-page';
import { DESKTOP, fitsEveryWidth, MOBILE } from './support/screens';

test('a transparent PNG shows as a die-cut sticker with its cut line, which a wider border moves outward', async ({
  page,
}, testInfo) => {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await page.waitForLoadState('networkidle');
  await wizard.configure({ size: '3" x 3"' });
  await wizard.chooseQuantity('100');
  await wizard.uploadFile({
    name: 'star.png',
    mimeType: 'image/png',
    buffer: pngOfPixels(paintedImage(600, starWithHole)),
  });

  const preview = page.getByRole('img', { name: /^Die-cut: / });
  await expect(preview).toHaveAccessibleName(/^Die-cut: your design at 3 × 3 in with a 1\/8 in white border/);
  const cutLine = page.getByTestId('cut-line').locator('path');
  const narrow = await cutLine.boundingBox();

  await page.getByRole('combobox', { name: 'White border' }).selectOption({ label: '1/4 in' });
  await expect(preview).toHaveAccessibleName(/with a 1\/4 in white border/);
  const wide = await cutLine.boundingBox();
  // 1/8 in more on each side: the drawing shows about 100 px to the inch.
  expect(wide!.width - narrow!.width).toBeGreaterThan(10);
  expect(wide!.x).toBeLessThan(narrow!.x);
  expect(wide!.y).toBeLessThan(narrow!.y);

  await page.getByLabel('Show bleed and safe zone').check();
  await expect(page.getByText(/Blue dots: the bleed/)).toBeVisible();
  await fitsEveryWidth(page, testInfo, 'die-cut-preview');
  // The preview itself, big enough to look at.
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page
      .locator('figure', { has: preview })
      .screenshot({ path: testInfo.outputPath(`die-cut-figure-${viewport.width}.png`) });
  }
});

test('an image without transparency is cut as a rounded rectangle; a round sticker shows a circle', async ({
  page,
}, testInfo) => {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await page.waitForLoadState('networkidle');
  await wizard.configure({ size: '3" x 2"' });
  await wizard.chooseQuantity('100');
  await wizard.uploadFile({ name: 'photo.png', mimeType: 'image/png', buffer: pngOf(300, 200) });
  await expect(
    page.getByRole('img', { name: /no transparent background, so it is cut as a rounded rectangle/ }),
  ).toBeVisible();

  await wizard.radio('Circular and Oval').check();
  const circle = page.getByRole('img', { name: /^Your design on a 3 × 2 in circle or oval/ });
  await expect(circle).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'White border' })).toBeHidden();
  await page.getByLabel('Show bleed and safe zone').check();
  await page.setViewportSize(MOBILE);
  await page
    .locator('figure', { has: circle })
    .screenshot({ path: testInfo.outputPath('oval-figure-390.png') });
});
