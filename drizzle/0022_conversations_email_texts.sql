CREATE TABLE "email_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_events" ADD COLUMN "attachment_ref" text;--> statement-breakpoint
ALTER TABLE "quote_events" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "quote_events" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "quote_events" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quote_events_unread_idx" ON "quote_events" USING btree ("quote_id") WHERE "quote_events"."kind" = 'message' and "quote_events"."actor_role" = 'customer' and "quote_events"."read_at" is null;