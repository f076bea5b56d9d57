ALTER TABLE "quotes" ADD COLUMN "upstream_reference" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "upstream_answer" jsonb;