ALTER TABLE "identity_users" ADD COLUMN "sms_mfa_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "software_token_mfa_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "preferred_mfa" text;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "totp_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "totp_pending_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "totp_last_step" integer;