import {
  CUSTOMER_NOTIFIED_STAGES,
  customerTimeline,
  handOverStage,
  isOrderStage,
  OPEN_STAGES,
  mayCustomerCancel,
  mayDecideProof,
  maySendProof,
  ORDER_STAGES,
  staffMoves,
  stageLabels,
  staffStageHint,
  UNPAID_PRODUCTION_MESSAGE,
  type OrderStage,
} from './stages';

/*
 * Every stage, fulfilment method and payment state against a table written out by hand: a rule
 * that drops or adds one move anywhere fails here (mutation testing found single cases missing).
 */
const methods = ['pickup', 'dropoff', 'ship'] as const;
const handOver = { pickup: 'ready_for_pickup', dropoff: 'delivered', ship: 'shipped' } as const;

/** The moves staff have, by stage, when the order may go into production. */
function expectedMoves(
  stage: OrderStage,
  method: (typeof methods)[number],
  mayProduce: boolean,
): OrderStage[] {
  const table: Record<OrderStage, OrderStage[]> = {
    received: ['cancelled'],
    proof_sent: ['cancelled'],
    changes_requested: ['cancelled'],
    approved: mayProduce ? ['in_production', 'cancelled'] : ['cancelled'],
    in_production: [handOver[method], 'cancelled'],
    shipped: ['delivered', 'completed', 'cancelled'],
    ready_for_pickup: ['completed', 'cancelled'],
    delivered: ['completed', 'cancelled'],
    completed: [],
    cancelled: [],
  };
  return table[stage];
}

const payments = [
  { paid: true, onTerms: false, mayProduce: true },
  { paid: false, onTerms: true, mayProduce: true },
  { paid: true, onTerms: true, mayProduce: true },
  { paid: false, onTerms: false, mayProduce: false },
];

describe('order stages', () => {
  it.each(
    ORDER_STAGES.flatMap((stage) =>
      methods.flatMap((method) => payments.map((pay) => [stage, method, pay] as const)),
    ),
  )(
    "gives staff exactly the table's moves from %s (%s, %o)",
    (stage, method, { paid, onTerms, mayProduce }) => {
      expect(staffMoves(stage, method, { paid, onTerms })).toEqual(expectedMoves(stage, method, mayProduce));
    },
  );

  it.each(ORDER_STAGES)(
    'lets staff send a proof, and the customer cancel or answer, from %s as the table says',
    (stage) => {
      const beforeApproval = ['received', 'proof_sent', 'changes_requested'].includes(stage);
      expect([maySendProof(stage), mayCustomerCancel(stage), mayDecideProof(stage)]).toEqual([
        beforeApproval || stage === 'approved',
        beforeApproval,
        stage === 'proof_sent',
      ]);
    },
  );

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

  it.each(ORDER_STAGES)('tells staff what comes next at %s, as the table says', (stage) => {
    const cash = { termsDueOn: null, termsNetDays: null };
    const expected: Partial<Record<OrderStage, string>> = {
      received: 'Send a proof below: production starts once the customer approves one.',
      changes_requested: 'Send a proof below: production starts once the customer approves one.',
      proof_sent: 'Waiting for the customer to answer the proof. You can send a new one below.',
      approved: UNPAID_PRODUCTION_MESSAGE,
      completed: 'This order is closed.',
      cancelled: 'This order is closed.',
    };
    expect(staffStageHint(stage, false, cash)).toBe(expected[stage]);
  });

  it.each(ORDER_STAGES)('speaks of terms at %s only if it is an approved order not yet paid', (stage) => {
    const onTerms = { termsDueOn: '2026-12-24', termsNetDays: 30 };
    const cash = { termsDueOn: null, termsNetDays: null };
    const unpaid = staffStageHint(stage, false, onTerms);
    if (stage === 'approved') {
      expect(unpaid).toBe(
        'Sold on terms (Net 30, invoice due December 24, 2026): production may start before payment.',
      );
    } else {
      expect(unpaid).toBe(staffStageHint(stage, false, cash));
    }
    expect(staffStageHint(stage, true, onTerms)).toBe(staffStageHint(stage, true, cash));
  });

  it('tells staff when an unpaid approved order may start on terms, or why not', () => {
    expect(staffStageHint('approved', false, { termsDueOn: '2026-12-24', termsNetDays: 30 })).toBe(
      'Sold on terms (Net 30, invoice due December 24, 2026): production may start before payment.',
    );
    expect(
      staffStageHint('approved', false, {
        termsDueOn: null,
        termsNetDays: null,
        overLimitNote: 'Over the account limit.',
      }),
    ).toBe(`Over the account limit. ${UNPAID_PRODUCTION_MESSAGE}`);
    expect(staffStageHint('approved', true, { termsDueOn: null, termsNetDays: null })).toBeUndefined();
  });
});

describe('stage names and lists', () => {
  it('names every stage as staff and the customer read it', () => {
    expect(ORDER_STAGES.map((stage) => stageLabels[stage])).toEqual([
      'Received',
      'Proof sent',
      'Changes requested',
      'Approved',
      'In production',
      'Shipped',
      'Ready for pickup',
      'Delivered',
      'Completed',
      'Cancelled',
    ]);
  });

  it('gives the board a column for every stage but completed and cancelled, in order', () => {
    expect(OPEN_STAGES).toEqual(ORDER_STAGES.slice(0, 8));
  });

  it('knows its own stages and nothing else (a stage filter read from the address)', () => {
    expect(ORDER_STAGES.filter(isOrderStage)).toEqual(ORDER_STAGES);
    expect(['', 'paid', 'Received', 'in production'].filter(isOrderStage)).toEqual([]);
  });

  it("e-mails the customer about the shop's moves, not about their own answers to a proof", () => {
    expect(ORDER_STAGES.filter((stage) => !CUSTOMER_NOTIFIED_STAGES.includes(stage))).toEqual([
      'received',
      'changes_requested',
      'approved',
    ]);
  });

  it('shows a shipped order delivered after shipping, and a dropped-off one delivered', () => {
    expect(customerTimeline('ship')).toEqual([
      'received',
      'proof_sent',
      'approved',
      'in_production',
      'shipped',
      'delivered',
      'completed',
    ]);
    expect(customerTimeline('dropoff')).toEqual([
      'received',
      'proof_sent',
      'approved',
      'in_production',
      'delivered',
      'completed',
    ]);
  });

  it('says why production waits, and how staff record a payment made to the shop', () => {
    expect(UNPAID_PRODUCTION_MESSAGE).toBe(
      'This order is not paid yet: production starts once nothing is due. Record a payment below if the customer paid the shop directly.',
    );
  });

  it('gives no hint once production has started and the order is not closed', () => {
    const cash = { termsDueOn: null, termsNetDays: null };
    for (const stage of ['in_production', 'shipped', 'ready_for_pickup', 'delivered'] as const) {
      expect(staffStageHint(stage, true, cash)).toBeUndefined();
    }
  });
});
