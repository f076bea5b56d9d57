import { dueCents, formatCents, parseDollars, paymentStatusOf } from './amounts';

const ledger = (paidCents: number, refundedCents = 0, processing = false) => ({
  paidCents,
  refundedCents,
  processing,
});

describe('payment amounts', () => {
  it('owes the total less what was paid, never less than nothing', () => {
    expect(dueCents(12345, ledger(0))).toBe(12345);
    expect(dueCents(12345, ledger(2345))).toBe(10000);
    expect(dueCents(12345, ledger(12345))).toBe(0);
    expect(dueCents(12345, ledger(20000))).toBe(0);
  });

  it('does not reopen a balance when money is refunded', () => {
    expect(dueCents(12345, ledger(12345, 12345))).toBe(0);
  });

  it('names the status from payments and refunds', () => {
    expect(paymentStatusOf(12345, ledger(0))).toBe('unpaid');
    expect(paymentStatusOf(12345, ledger(0, 0, true))).toBe('processing');
    expect(paymentStatusOf(12345, ledger(5000))).toBe('unpaid');
    expect(paymentStatusOf(12345, ledger(12345))).toBe('paid');
    expect(paymentStatusOf(12345, ledger(12345, 100))).toBe('partly_refunded');
    expect(paymentStatusOf(12345, ledger(12345, 12345))).toBe('refunded');
  });

  it('names an order sold on terms on terms until its due date, then overdue, until paid', () => {
    const terms = (today: string) => ({ dueOn: '2026-12-30', today });
    expect(paymentStatusOf(12345, ledger(0), terms('2026-12-30'))).toBe('on_terms');
    expect(paymentStatusOf(12345, ledger(5000), terms('2026-12-31'))).toBe('overdue');
    expect(paymentStatusOf(12345, ledger(0, 0, true), terms('2026-12-31'))).toBe('processing');
    expect(paymentStatusOf(12345, ledger(12345), terms('2027-01-31'))).toBe('paid');
  });

  it('reads dollars typed by staff as whole cents', () => {
    expect(parseDollars('120')).toBe(12000);
    expect(parseDollars('120.5')).toBe(12050);
    expect(parseDollars(' $1,234.56 ')).toBe(123456);
    expect(parseDollars('0.01')).toBe(1);
  });

  it.each(['', '0', '0.00', '-5', '1.234', '1e3', '12,34', 'ten', '1,00', '99999999999', 'Infinity'])(
    'refuses %p as an amount',
    (text) => {
      expect(parseDollars(text)).toBeUndefined();
    },
  );

  it('formats cents as dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });
});
