ALTER TABLE "identity_users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "pending_phone" text;