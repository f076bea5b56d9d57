CREATE TABLE "document_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"quote_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"tag" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exemption_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date NOT NULL,
	"file_ref" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"staff_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"state" text PRIMARY KEY NOT NULL,
	"rate_ppm" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_ppm" between 0 and 200000)
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"refund_of" uuid,
	"stripe_payment_intent_id" text,
	"stripe_checkout_session_id" text,
	"stripe_refund_id" text,
	"reference" text,
	"reason" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_payment_method_id" text NOT NULL,
	"brand" text,
	"last4" text,
	"charge_failure" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"once_key" text,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"percent_off" integer NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_on" text NOT NULL,
	"expires_on" text NOT NULL,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "quotes" ADD COLUMN "promotion_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "promotion_percent" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "table_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_revision_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_revised_by" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_rate_ppm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_due_on" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_net_days" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_quote_idx" ON "documents" USING btree ("quote_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_invoice_per_quote_idx" ON "documents" USING btree ("quote_id") WHERE "documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "exemption_certificates_user_idx" ON "exemption_certificates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exemption_certificates_status_idx" ON "exemption_certificates" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_quote_idx" ON "checkout_sessions" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_quote_idx" ON "payments" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_payment_intent_idx" ON "payments" USING btree ("stripe_payment_intent_id") WHERE "payments"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_refund_idx" ON "payments" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_once_idx" ON "promotion_redemptions" USING btree ("promotion_id","once_key");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_customer_idx" ON "promotion_redemptions" USING btree ("promotion_id","customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "promotions_dates_idx" ON "promotions" USING btree ("starts_on","expires_on");--> statement-breakpoint
CREATE INDEX "quotes_terms_due_idx" ON "quotes" USING btree ("terms_due_on") WHERE "quotes"."terms_due_on" is not null;--> statement-breakpoint
UPDATE "quotes" SET "total_cents" = "price_cents" - "discount_cents";
