import { customerTimeline, handOverStage, mayDecideProof, maySendProof, staffMoves } from './stages';

describe('order stages', () => {
  it('starts production only from an approved proof', () => {
    for (const stage of ['received', 'proof_sent', 'changes_requested'] as const) {
      expect(staffMoves(stage, 'ship', { paid: true })).not.toContain('in_production');
    }
    expect(staffMoves('approved', 'ship', { paid: true })).toEqual(['in_production', 'cancelled']);
    expect(staffMoves('approved', 'ship', { paid: false })).toEqual(['cancelled']);
    // Sold on terms: the account pays the invoice later, production need not wait.
    expect(staffMoves('approved', 'ship', { paid: false, onTerms: true })).toEqual([
      'in_production',
      'cancelled',
    ]);
  });

  it('hands the order over the way the customer chose', () => {
    expect(staffMoves('in_production', 'ship', { paid: true })).toEqual(['shipped', 'cancelled']);
    expect(staffMoves('in_production', 'pickup', { paid: true })).toEqual(['ready_for_pickup', 'cancelled']);
    expect(staffMoves('in_production', 'dropoff', { paid: true })).toEqual(['delivered', 'cancelled']);
    expect(handOverStage('ship')).toBe('shipped');
  });

  it('cancels from any open stage and never moves a completed or cancelled order', () => {
    expect(staffMoves('received', 'ship', { paid: true })).toEqual(['cancelled']);
    expect(staffMoves('shipped', 'ship', { paid: true })).toEqual(['delivered', 'completed', 'cancelled']);
    expect(staffMoves('completed', 'ship', { paid: true })).toEqual([]);
    expect(staffMoves('cancelled', 'ship', { paid: true })).toEqual([]);
  });

  it('takes a new proof before production and an answer only to a proof sent', () => {
    expect(maySendProof('approved')).toBe(true);
    expect(maySendProof('in_production')).toBe(false);
    expect(mayDecideProof('proof_sent')).toBe(true);
    expect(mayDecideProof('approved')).toBe(false);
  });

  it('shows the customer the path for their fulfilment method', () => {
    expect(customerTimeline('pickup')).toEqual([
      'received',
      'proof_sent',
      'approved',
      'in_production',
      'ready_for_pickup',
      'completed',
    ]);
    expect(customerTimeline('ship')).toContain('delivered');
  });
});
