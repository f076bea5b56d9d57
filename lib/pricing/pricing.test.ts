import fc from 'fast-check';
import {
  embossings,
  finishes,
  matrixQuantities,
  priceQuote,
  sizeBounds,
  totalPrice,
  type Embossing,
} from '@/lib/pricing';

const side = fc.double({ min: sizeBounds.min, max: sizeBounds.max, noNaN: true });
const quantity = fc.integer({ min: 1, max: 100_000 });
const config = fc.record({
  width: side,
  height: side,
  finish: fc.constantFrom(...finishes),
  embossing: fc.constantFrom(...embossings),
});
const runs = { numRuns: 1000 };

describe('pricing engine properties', () => {
  it('never charges more per piece for a bigger order', () => {
    fc.assert(
      fc.property(config, quantity, quantity, (input, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const perSmall = totalPrice({ ...input, quantity: small }) / small;
        const perLarge = totalPrice({ ...input, quantity: large }) / large;
        return perLarge <= perSmall + 1e-12;
      }),
      runs,
    );
  });

  it('never charges less in total for a bigger order', () => {
    fc.assert(
      fc.property(config, quantity, quantity, (input, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        return totalPrice({ ...input, quantity: large }) >= totalPrice({ ...input, quantity: small });
      }),
      runs,
    );
  });

  it('never charges less for a bigger sticker', () => {
    fc.assert(
      fc.property(config, side, side, quantity, (input, extraW, extraH, count) => {
        const bigger = {
          ...input,
          width: Math.min(sizeBounds.max, Math.max(input.width, extraW)),
          height: Math.min(sizeBounds.max, Math.max(input.height, extraH)),
        };
        return totalPrice({ ...bigger, quantity: count }) >= totalPrice({ ...input, quantity: count });
      }),
      runs,
    );
  });

  it('prices no embossing below standard and standard below HD', () => {
    const order: Embossing[] = ['none', 'standard', 'hd'];
    fc.assert(
      fc.property(config, quantity, (input, count) => {
        const prices = order.map((embossing) => totalPrice({ ...input, embossing, quantity: count }));
        return prices[0]! < prices[1]! && prices[1]! < prices[2]!;
      }),
      runs,
    );
  });

  it('gives every amount in whole cents', () => {
    const wholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
    fc.assert(
      fc.property(config, quantity, (input, count) => {
        const quote = priceQuote({ ...input, quantity: count });
        return (
          Object.values(quote.pricingMatrix).every(wholeCents) && wholeCents(quote.customQuantityPrice ?? 0)
        );
      }),
      runs,
    );
  });
});

describe('pricing engine examples', () => {
  it('lists every matrix quantity and agrees with the custom quantity price', () => {
    const quote = priceQuote({ width: 3, height: 2, finish: 'gloss', embossing: 'standard', quantity: 500 });
    expect(Object.keys(quote.pricingMatrix).map(Number)).toEqual(matrixQuantities);
    expect(quote.customQuantityPrice).toBe(quote.pricingMatrix['500']);
  });

  it('answers null for the custom quantity price when no quantity is asked for', () => {
    expect(
      priceQuote({ width: 2, height: 2, finish: 'matte', embossing: 'none' }).customQuantityPrice,
    ).toBeNull();
  });

  it('is calibrated to the catalogue: a 2x2 matte sticker from $0.72, embossed from $0.93', () => {
    const lowestUnit = (embossing: Embossing) =>
      priceQuote({ width: 2, height: 2, finish: 'matte', embossing }).pricingMatrix['10000']! / 10_000;
    expect(lowestUnit('none')).toBeCloseTo(0.72, 2);
    expect(Math.abs(lowestUnit('standard') - 0.93)).toBeLessThan(0.01);
  });

  it('charges gloss above matte', () => {
    const base = { width: 4, height: 4, embossing: 'none', quantity: 250 } as const;
    expect(totalPrice({ ...base, finish: 'gloss' })).toBeGreaterThan(
      totalPrice({ ...base, finish: 'matte' }),
    );
  });
});
