import { expect } from '@playwright/test';
import { serverHtmlTest as test } from './support/server-html';

// Content pages: everything checked is in the server's HTML.

test('about us: mission, history, the two co-founders and achievements', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Our history' });
  await expect(history).toContainText('established in 2024');
  await expect(history).toContainText('South Orange County');
  await expect(history).toContainText('nationwide');
  const team = page.getByRole('region', { name: 'Meet the founders' });
  await expect(team.getByRole('listitem')).toHaveCount(2);
  await expect(team.getByText('Co-Founder & Co-CEO')).toHaveCount(2);
  await expect(team.getByRole('img', { name: /Illustrated portrait of Elena Vasquez/ })).toBeVisible();
  await expect(team.getByRole('img', { name: /Illustrated portrait of Marcus Chen/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Achievements' }).getByText('Established in South Orange County'),
  ).toBeVisible();
});

test('press kit: about, key facts, a logo that downloads as SVG, no media coverage yet', async ({
  page,
  request,
}) => {
  await page.goto('/press-kit');
  await expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Key Facts' });
  await expect(facts).toContainText('Founded2024');
  await expect(facts).toContainText('Located inAliso Viejo, CA');
  await expect(facts).toContainText('SpecialtiesPrinting, Branding, Design');
  await expect(page.getByText('Media Coverage')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Logo (SVG)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('coastline-print-co-logo.svg');

  const logo = await request.get('/logo.svg');
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
  expect(await logo.text()).toContain('<svg');
});

const policies: { path: string; sections: string[]; mentions: string[] }[] = [
  {
    path: '/terms-of-use',
    sections: [
      'Acceptance of Terms',
      'Changes to Terms',
      'Use of Services',
      'Intellectual Property',
      'Limitation of Liability',
      'Governing Law',
    ],
    mentions: ['laws of the State of California'],
  },
  {
    path: '/privacy-policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      'Cookies',
      'Your Rights',
      'Security',
      'Changes to This Policy',
      'Contact Us',
    ],
    mentions: ['support@coastlineprint.co', '(949) 555-0142', 'Laguna Niguel, CA'],
  },
  {
    path: '/cookie-policy',
    sections: [
      'What Cookies We Use',
      'Why We Use Them',
      'Managing Cookies',
      'Third-Party Cookies',
      'Updates to This Policy',
      'Contact',
    ],
    mentions: ['Essential cookies', 'Performance cookies', 'Functional cookies', 'Advertising cookies'],
  },
];

for (const policy of policies) {
  test(`${policy.path} has its numbered sections and ends with Contact Us`, async ({ page }) => {
    await page.goto(policy.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      policy.sections.map((title, index) => `${index + 1}. ${title}`),
    );
    for (const mention of policy.mentions) await expect(main).toContainText(mention);
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true }).last()).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
}

test('the cookie policy links to help for the four browsers', async ({ page }) => {
  await page.goto('/cookie-policy');
  for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
    await expect(page.getByRole('link', { name: browser })).toHaveAttribute('href', /^https:\/\//);
  }
});
