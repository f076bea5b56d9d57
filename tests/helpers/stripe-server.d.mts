export type StandInEvent = { payload: string; signature: string };

type StripeObject = Record<string, unknown> & { id: string };

export declare class StripeServer {
  constructor(options: { secretKey: string; webhookSecret: string; webhookUrl?: string; port?: number });
  readonly origin: string;
  readonly requests: {
    method: string;
    path: string;
    query: Record<string, string>;
    form: Record<string, unknown>;
    idempotencyKey?: string;
    /** Stripe's answer status. */
    status?: number;
  }[];
  readonly sessions: Map<
    string,
    StripeObject & { amount_total: number; url: string; success_url: string; status: string }
  >;
  readonly intents: Map<
    string,
    StripeObject & { status: string; amount_received: number; latest_charge: string }
  >;
  readonly charges: Map<string, StripeObject & { amount_refunded: number; payment_intent: string }>;
  readonly refunds: Map<
    string,
    StripeObject & { amount: number; status: string; metadata: Record<string, string> }
  >;
  readonly customers: Map<string, StripeObject & { email: string | null }>;
  readonly paymentMethods: Map<string, StripeObject & { customer: string }>;
  readonly deliveries: { payload: { id: string; type: string }; status: number }[];
  readonly expireCalls: { sessionId: string; status?: number }[];
  failNext(pathEnd: string, count?: number): void;
  meanwhile(pathEnd: string, work: () => Promise<unknown>): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  signedEvent(type: string, object: unknown, secret?: string): StandInEvent;
  completeCheckout(
    sessionId: string,
    options?: { outcome?: 'succeeded' | 'processing'; post?: boolean },
  ): Promise<{ intentId: string; chargeId: string; events: StandInEvent[] }>;
  completeSetup(
    sessionId: string,
    options?: { card?: 'succeeds' | 'declines' | 'authenticates'; post?: boolean },
  ): Promise<{ setupIntentId: string; paymentMethodId: string; event: StandInEvent }>;
  post(event: StandInEvent): Promise<number | undefined>;
}
