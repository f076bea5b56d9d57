DROP INDEX "quotes_contact_name_words_idx";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "contact_name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "contact_name")) STORED;--> statement-breakpoint
CREATE INDEX "quotes_contact_name_words_idx" ON "quotes" USING gin ("contact_name_words");