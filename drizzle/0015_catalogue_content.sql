CREATE TABLE "catalogue_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_new" boolean NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"rating_shown" boolean NOT NULL,
	"alt" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_photos_product_idx" ON "catalogue_photos" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_photos_main_idx" ON "catalogue_photos" USING btree ("product_id") WHERE "catalogue_photos"."main";