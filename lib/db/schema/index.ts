// Each area keeps its tables in its own file; this index is what Drizzle and drizzle-kit read.
export * from './outbox';
export * from './quotes';
export * from './identity';
