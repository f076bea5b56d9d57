ALTER TABLE "quotes" DROP CONSTRAINT "quotes_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "idempotency_scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "upstream_reference" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "upstream_answer" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_idempotency_idx" ON "quotes" USING btree ("idempotency_scope","idempotency_key");