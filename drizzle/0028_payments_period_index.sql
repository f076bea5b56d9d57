DROP INDEX "payments_created_idx";--> statement-breakpoint
CREATE INDEX "payments_period_idx" ON "payments" USING btree ("created_at","status","kind","amount_cents");