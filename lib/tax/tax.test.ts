import fc from 'fast-check';
import { exemptionApplies, formatRate, orderTotals, saleState, taxRuleFor, type Exemption } from '.';

const rates = { CA: 77_500, NV: 82_500 };
const at = new Date('2026-11-25T12:00:00-08:00');
const resale: Exemption = { kind: 'resale', state: 'CA', number: '123-456', expiresOn: '2027-11-30' };

describe('the sale state', () => {
  it.each([
    ['pickup', undefined, 'CA'],
    ['dropoff', 'NV', 'CA'],
    ['ship', 'NV', 'NV'],
    ['ship', 'ca', 'CA'],
  ] as const)('%s with shipping state %s is a sale in %s', (fulfillment, shippingState, state) => {
    expect(saleState(fulfillment, shippingState)).toBe(state);
  });

  it('refuses a shipment without its state rather than guess', () => {
    expect(() => saleState('ship', undefined)).toThrow(RangeError);
  });
});

describe('the tax rule of an order', () => {
  it.each([
    ['pickup', undefined, 'CA', 77_500],
    ['dropoff', undefined, 'CA', 77_500],
    ['ship', 'CA', 'CA', 77_500],
    ['ship', 'NV', 'NV', 82_500],
    ['ship', 'TX', 'TX', 0],
  ] as const)('%s to %s is taxed in %s at %i ppm', (fulfillment, shippingState, state, ratePpm) => {
    expect(taxRuleFor({ fulfillment, shippingState, rates, at })).toEqual({ state, ratePpm });
  });

  it('an approved certificate for the sale state removes the tax and says why', () => {
    expect(taxRuleFor({ fulfillment: 'pickup', rates, exemption: resale, at })).toEqual({
      state: 'CA',
      ratePpm: 0,
      exemptReason: 'Exempt: California resale certificate 123-456, expires November 30, 2027',
    });
    const organization: Exemption = { ...resale, kind: 'exempt_organization', number: 'E-9' };
    expect(
      taxRuleFor({ fulfillment: 'ship', shippingState: 'CA', rates, exemption: organization, at }),
    ).toEqual(
      expect.objectContaining({
        ratePpm: 0,
        exemptReason: 'Exempt: California exempt organization certificate E-9, expires November 30, 2027',
      }),
    );
  });

  it('a certificate for another state leaves the sale taxed', () => {
    expect(taxRuleFor({ fulfillment: 'ship', shippingState: 'NV', rates, exemption: resale, at })).toEqual({
      state: 'NV',
      ratePpm: 82_500,
    });
  });

  it('a certificate is valid through its last day, shop time, and not a minute after', () => {
    const lastDay = { ...resale, expiresOn: '2026-11-25' };
    expect(exemptionApplies(lastDay, 'CA', new Date('2026-11-25T23:59:59-08:00'))).toBe(true);
    expect(exemptionApplies(lastDay, 'CA', new Date('2026-11-26T00:00:00-08:00'))).toBe(false);
    expect(
      taxRuleFor({ fulfillment: 'pickup', rates, exemption: { ...resale, expiresOn: '2026-11-24' }, at }),
    ).toEqual({
      state: 'CA',
      ratePpm: 77_500,
    });
  });
});

describe('order totals', () => {
  const california = { state: 'CA', ratePpm: 77_500 };

  it('lists subtotal, discount, taxable, tax and total in cents', () => {
    expect(
      orderTotals({ subtotalCents: 12_000, promotion: { code: 'SAVE10', percent: 10 }, tax: california }),
    ).toEqual({
      subtotalCents: 12_000,
      discountCents: 1_200,
      taxableCents: 10_800,
      taxCents: 837,
      totalCents: 11_637,
      promotion: { code: 'SAVE10', percent: 10 },
      tax: california,
    });
  });

  it('takes no discount without a promotion and no tax where the shop has no rate', () => {
    expect(orderTotals({ subtotalCents: 999, tax: { state: 'TX', ratePpm: 0 } })).toEqual({
      subtotalCents: 999,
      discountCents: 0,
      taxableCents: 999,
      taxCents: 0,
      totalCents: 999,
      tax: { state: 'TX', ratePpm: 0 },
    });
  });

  it('an exempt order carries no tax and keeps the reason for its documents', () => {
    const exempt = { state: 'CA', ratePpm: 0, exemptReason: 'Exempt: California resale certificate 1' };
    expect(orderTotals({ subtotalCents: 5_000, tax: exempt })).toEqual(
      expect.objectContaining({ taxCents: 0, totalCents: 5_000, tax: exempt }),
    );
  });

  it.each([
    // 200 × 7.75 % = 15.5 cents: half a cent rounds up.
    [200, 0, 77_500, 0, 16],
    // 199 × 7.75 % = 15.4225 rounds down.
    [199, 0, 77_500, 0, 15],
    // 50 × 15 % = 7.5 cents off rounds up to 8; 42 × 7.25 % = 3.045 rounds down to 3.
    [50, 15, 72_500, 8, 3],
    // 1 cent: 7.75 % of it is 0.0775, no tax.
    [1, 0, 77_500, 0, 0],
    // All of it off: nothing to tax.
    [4_321, 100, 77_500, 4_321, 0],
  ])(
    'subtotal %i, %i %% off, %i ppm: discount %i, tax %i',
    (subtotalCents, percent, ratePpm, discountCents, taxCents) => {
      const totals = orderTotals({
        subtotalCents,
        promotion: percent ? { code: 'CODE', percent } : undefined,
        tax: { state: 'CA', ratePpm },
      });
      expect([totals.discountCents, totals.taxCents]).toEqual([discountCents, taxCents]);
    },
  );

  it.each([
    ['a fraction of a cent', { subtotalCents: 10.5 }],
    ['a negative subtotal', { subtotalCents: -1 }],
    ['a subtotal above the largest order', { subtotalCents: 1_000_000_001 }],
    ['a promotion above 100 %', { subtotalCents: 100, promotion: { code: 'X', percent: 101 } }],
    ['a negative rate', { subtotalCents: 100, tax: { state: 'CA', ratePpm: -1 } }],
  ])('refuses %s', (_case, input) => {
    expect(() => orderTotals({ tax: california, ...input })).toThrow(RangeError);
  });

  it('always adds up, in whole cents, and nothing is negative or exceeds what it comes from', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        fc.integer({ min: 0, max: 200_000 }),
        (subtotalCents, percent, ratePpm) => {
          const totals = orderTotals({
            subtotalCents,
            promotion: percent === undefined ? undefined : { code: 'P', percent },
            tax: { state: 'CA', ratePpm },
          });
          const lines = [totals.discountCents, totals.taxableCents, totals.taxCents, totals.totalCents];
          expect(lines.every((cents) => Number.isInteger(cents) && cents >= 0)).toBe(true);
          expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents);
          expect(totals.discountCents).toBeLessThanOrEqual(subtotalCents);
          // Half up: the tax is within half a cent of the exact product.
          expect(Math.abs(totals.taxCents - (totals.taxableCents * ratePpm) / 1_000_000)).toBeLessThanOrEqual(
            0.5,
          );
        },
      ),
    );
  });
});

it('shows a rate as a percentage', () => {
  expect(formatRate(77_500)).toBe('7.75%');
});
