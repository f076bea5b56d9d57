CREATE TABLE "identity_unknown_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "last_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "code_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "code_last_failure_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "identity_unknown_lockouts_last_failure_at_idx" ON "identity_unknown_lockouts" USING btree ("last_failure_at");