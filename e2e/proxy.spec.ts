import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startUpstreamServer, type StandInUpstream } from '@/tests/helpers/upstream-server';
import { AccountPages, uniqueUser } from './support/accounts';
import { QuoteWizardPage, samplePdf } from './quote-wizard-page';

/**
 * Proxy mode in the browser: a second `next start` of the same build, pointed at a stand-in
 * upstream, on the ports after the main server's. The upload origin must be allowed by the
 * Content-Security-Policy of the build under test (read at run time once it no longer is baked
 * into the build).
 */
const mainPort = Number(process.env.E2E_PORT ?? 3100);
const sitePort = mainPort + 1;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? '.e2e-data'}-proxy`);

let upstream: StandInUpstream;
let site: ChildProcess | undefined;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the proxy-mode server exited (${child.exitCode})`);
        return fetch(url).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

test.use({ baseURL: siteUrl });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  upstream = await startUpstreamServer({ port: mainPort + 2, uploadPort: mainPort + 3 });
  rmSync(dataDir, { recursive: true, force: true });
  site = spawn(
    process.execPath,
    [
      path.join('node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '-p',
      String(sitePort),
      '-H',
      '127.0.0.1',
    ],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        SITE_URL: siteUrl,
        MAILBOX_ENABLED: 'true',
        PRINT_API_BASE_URL: upstream.baseUrl,
        PRINT_API_UPLOAD_ORIGINS: upstream.uploadOrigin,
      },
    },
  );
  await waitForHealth(`${siteUrl}/api/health`, site);
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await upstream?.close();
});

test('signed in, a quote with artwork goes to the upstream, the file to its bucket, and the quote shows on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = uniqueUser();
  await new AccountPages(page).signedInThroughApi(user);

  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure({ size: '3" x 2"' });
  const total = await wizard.chooseQuantity('250');
  await wizard.uploadFile({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await wizard.fillContact({ name: 'Ada Proxy', email: user.email, phone: '949 555 0109' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await expect(page).toHaveURL(/\/start-an-order\/submitted$/);

  // The browser PUT the file straight to the upstream's bucket, with the signed content type.
  await expect.poll(() => upstream.quotes.size).toBe(1);
  const [stored] = [...upstream.quotes.values()];
  const sent = stored!.body as { uploadedFileUrl: string; contactEmail: string };
  expect(new URL(sent.uploadedFileUrl).origin).toBe(upstream.uploadOrigin);
  expect(upstream.uploads.get(new URL(sent.uploadedFileUrl).pathname)?.contentType).toBe('application/pdf');
  expect(sent.contactEmail).toBe(user.email);

  await page.goto('/dashboard');
  const quotes = page.getByRole('table', { name: 'Your quote requests' });
  const row = quotes.getByRole('row', { name: new RegExp(stored!.quoteNumber) });
  await expect(row).toContainText('250');
  await expect(row).toContainText(total);
});
