import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The Stripe stand-in's port, beside the site's; test-only secrets both sides share.
const stripePort = port + 50;
const stripeSecrets = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_standin',
};

/**
 * Playwright's own Chromium when installed, else the system's: its headless shell first (Debian
 * package chromium-headless-shell), which ran the suite on about half the CPU time of the full
 * browser, then the full browser. It cannot download one here.
 */
function chromiumExecutable(): string | undefined {
  if (existsSync(chromium.executablePath())) return undefined;
  const candidates = process.env.PLAYWRIGHT_CHROMIUM_PATH
    ? [process.env.PLAYWRIGHT_CHROMIUM_PATH]
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  const system = candidates.find((candidate) => existsSync(candidate));
  if (system) return system;
  throw new Error(
    `No Chromium found: install one with "apt-get install -y chromium-headless-shell" (or "npx playwright install chromium"), or set PLAYWRIGHT_CHROMIUM_PATH.`,
  );
}

/** Specs whose staff change what the other specs read (a price, a product's name). */
const shopContentSpecs = /(prices|catalogue-editor)\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace costs about a third of the suite's CPU time (screenshots and DOM snapshots
    // of every action), so only a retry records one: in CI a failure is retried once, with its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: shopContentSpecs },
    // Staff change a price and rename a product that the catalogue specs read: these run once
    // they are done (alone: `npm run test:e2e -- --no-deps e2e/prices.spec.ts`).
    {
      name: 'shop-content',
      use: { ...devices['Desktop Chrome'] },
      testMatch: shopContentSpecs,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // The Stripe stand-in: the site's STRIPE_API_URL, whose checkout page posts signed events
      // to the site's webhook (e2e/order-journey.spec.ts pays through it).
      command: 'node scripts/stripe-stand-in.mjs',
      port: stripePort,
      reuseExistingServer: false,
      env: {
        ...stripeSecrets,
        STRIPE_STAND_IN_PORT: String(stripePort),
        STRIPE_STAND_IN_WEBHOOK_URL: `${baseURL}/api/webhooks/stripe`,
      },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
        SITE_URL: baseURL,
        MAILBOX_ENABLED: 'true',
        // As behind one proxy: the specs that send quotes each play a visitor of their own
        // address (e2e/support/client-address.ts), so the suite is not one visitor over the
        // per-address limits.
        TRUSTED_PROXY_HOPS: '1',
        // Staff accounts the specs sign up to drive the console (admin, order journey, tax exemption, promotions, prices, catalogue, reviews, automatic proof, companies).
        STAFF_EMAILS:
          'console-staff-e2e@example.com,orders-staff-e2e@example.com,payments-staff-e2e@example.com,tax-staff-e2e@example.com,deals-staff-e2e@example.com,prices-staff-e2e@example.com,cards-staff-e2e@example.com,cards-declined-staff-e2e@example.com,terms-staff-e2e@example.com,catalogue-staff-e2e@example.com,reviews-staff-e2e@example.com,proofs-staff-e2e@example.com,pdf-proofs-staff-e2e@example.com,conversation-staff-e2e@example.com,reports-staff-e2e@example.com,board-staff-e2e@example.com,board-landing-staff-e2e@example.com,companies-staff-e2e@example.com,paid-once-staff-e2e@example.com',
        ...stripeSecrets,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
