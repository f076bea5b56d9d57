ALTER TABLE "identity_invocations" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "srp_user_id" uuid;