CREATE INDEX "quote_events_to_stage_idx" ON "quote_events" USING btree ("to_stage","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");