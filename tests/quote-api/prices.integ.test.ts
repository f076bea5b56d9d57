import fc from 'fast-check';
import { POST } from '@/app/api/calculator-service/public/v1/prices/route';
import { jsonRequest } from '@/tests/helpers/database';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

const url = '/api/calculator-service/public/v1/prices';
// Each call comes from its own address, so the per-address limit stays out of the way.
const ask = (body: unknown) =>
  POST(jsonRequest(url, body, { headers: { 'x-forwarded-for': nextVisitorAddress() } }), undefined);

freshRateLimitsEachTest();

describe('POST /api/calculator-service/public/v1/prices', () => {
  it('answers the spec shape: statusCode 200 and the details as a JSON string', async () => {
    const response = await ask({
      width: 3,
      height: 2,
      finish: 'gloss',
      embossing: 'standard',
      quantity: 500,
    });
    expect(response.status).toBe(200);
    const { statusCode, body } = await response.json();
    expect(statusCode).toBe(200);
    const details = JSON.parse(body);
    expect(details).toMatchObject({
      message: 'Success',
      width: 3,
      height: 2,
      finish: 'gloss',
      embossing: 'standard',
    });
    expect(Object.keys(details.pricingMatrix)).toEqual([
      '50',
      '100',
      '250',
      '500',
      '1000',
      '2500',
      '5000',
      '10000',
    ]);
    expect(details.customQuantityPrice).toBe(details.pricingMatrix['500']);
  });

  it('prices matte without embossing when neither is given (spec §9 default)', async () => {
    const details = JSON.parse((await (await ask({ width: 2, height: 2 })).json()).body);
    expect(details).toMatchObject({ finish: 'matte', embossing: 'none', customQuantityPrice: null });
  });

  it.each([
    [{ width: '2', height: 2 }, 'width'],
    [{ height: 2 }, 'width'],
    [{ width: -1, height: 2 }, 'width'],
    [{ width: 2, height: 1e9 }, 'height'],
    [{ width: 2, height: 2, finish: 'satin' }, 'finish'],
    [{ width: 2, height: 2, embossing: 'deep' }, 'embossing'],
    [{ width: 2, height: 2, quantity: 49 }, 'quantity'],
    [{ width: 2, height: 2, quantity: 100_001 }, 'quantity'],
    [{ width: 2, height: 2, quantity: 52 }, 'quantity'],
  ])('rejects %j with 422 naming %s', async (body, field) => {
    const response = await ask(body);
    expect(response.status).toBe(422);
    const error = await response.json();
    expect(error.validationErrors.map((problem: { location: string }) => problem.location)).toContain(field);
  });

  it('rejects a body that is not JSON with 400', async () => {
    expect((await ask('{"width":')).status).toBe(400);
  });

  it('never answers 5xx to 1,000 random bodies', async () => {
    const value = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.constant(null),
      fc.boolean(),
      fc.constantFrom('matte', 'gloss', 'hd'),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        { width: value, height: value, finish: value, embossing: value, quantity: value },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (candidate) => {
        const response = await ask(JSON.stringify(candidate) ?? 'undefined');
        return response.status < 500;
      }),
      { numRuns: 1000 },
    );
  });
});
