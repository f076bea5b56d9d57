DROP INDEX "quotes_created_at_idx";--> statement-breakpoint
DROP INDEX "quotes_contact_email_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
CREATE INDEX "quotes_inbox_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_inbox_status_idx" ON "quotes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_number_prefix_idx" ON "quotes" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quotes_contact_name_words_idx" ON "quotes" USING gin (to_tsvector('simple', "contact_name"));--> statement-breakpoint
CREATE INDEX "quotes_contact_email_idx" ON "quotes" USING btree (lower("contact_email") text_pattern_ops);