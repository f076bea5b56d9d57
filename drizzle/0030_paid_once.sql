ALTER TABLE "checkout_sessions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "excess" boolean DEFAULT false NOT NULL;