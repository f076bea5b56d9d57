// Each area keeps its tables in its own file; this index is what Drizzle and drizzle-kit read.
export * from './contact';
export * from './documents';
export * from './identity';
export * from './orders';
export * from './outbox';
export * from './quotes';
export * from './jobs';
export * from './rate-limits';
export * from './site-cache';
export * from './tax';
export * from './payments';
export * from './promotions';
export * from './pricing';
export * from './terms';
export * from './catalogue';
export * from './reviews';
export * from './email-texts';
