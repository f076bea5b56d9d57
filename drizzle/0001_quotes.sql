CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'received' NOT NULL,
	"product" text NOT NULL,
	"product_option" text NOT NULL,
	"embossing_option" text NOT NULL,
	"finish_option" text NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"upload_option" text NOT NULL,
	"fulfillment_method" text NOT NULL,
	"uploaded_file_url" text,
	"shipping_address1" text,
	"shipping_address2" text,
	"shipping_city" text,
	"shipping_state" text,
	"shipping_postal_code" text,
	"shipping_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "quotes_user_id_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_contact_email_idx" ON "quotes" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");