ALTER TABLE "outbox" RENAME COLUMN "error" TO "last_error";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('pending', 'failed');--> statement-breakpoint
-- Rows written before the outbox retried anything were already delivered (or logged) once.
UPDATE "outbox" SET "status" = 'sent', "transport" = 'log' WHERE "status" = 'logged' OR "transport" = 'outbox';