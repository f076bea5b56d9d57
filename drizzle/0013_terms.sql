CREATE TABLE "account_terms" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"net_days" integer NOT NULL,
	"credit_limit_cents" bigint NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_terms_net_days_range" CHECK ("account_terms"."net_days" between 1 and 120),
	CONSTRAINT "account_terms_credit_limit_positive" CHECK ("account_terms"."credit_limit_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_due_on" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_net_days" integer;--> statement-breakpoint
CREATE INDEX "quotes_terms_due_idx" ON "quotes" USING btree ("terms_due_on") WHERE "quotes"."terms_due_on" is not null;