import { expect, test } from '@playwright/test';

test('health answers with the embedded database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});
