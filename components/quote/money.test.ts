import { formatDollars, formatQuantity } from '@/lib/pricing';
import { formatUnitPrice, matrixPrice, matrixQuantities } from './money';

describe('quote prices in the wizard', () => {
  it('shows dollars with 2 decimals, total and per piece', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0.72)).toBe('$0.72');
    expect(formatQuantity(10000)).toBe('10,000');
    expect(formatUnitPrice(201.5, 100)).toBe('$2.02 each');
  });

  it('takes a predefined quantity price from the matrix, else 0.50 a piece (spec §9)', () => {
    expect(matrixPrice({ '100': 201.5 }, 100)).toBe(201.5);
    expect(matrixPrice({ '100': 201.5 }, 250)).toBe(125);
  });

  it("lists the shop's quantities even when the matrix lacks one, plus any extra it offers", () => {
    const quantities = matrixQuantities({ '50': 1, '20000': 2 }, [50, 100, 10000]);
    expect(quantities[0]).toBe('50');
    expect(quantities).toContain('10000');
    expect(quantities.at(-1)).toBe('20000');
  });
});
