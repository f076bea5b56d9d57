ALTER TABLE "quotes" ADD COLUMN "artwork_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_artwork_token_hash_idx" ON "quotes" USING btree ("artwork_token_hash");