CREATE TABLE "price_line_versions" (
	"line_id" text NOT NULL,
	"version" integer NOT NULL,
	"line" jsonb NOT NULL,
	"action" text NOT NULL,
	"rolled_back_to" integer,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_line_versions_line_id_version_pk" PRIMARY KEY("line_id","version")
);
--> statement-breakpoint
CREATE TABLE "price_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"line" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_line_versions" ADD CONSTRAINT "price_line_versions_line_id_price_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."price_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_line_versions_changed_idx" ON "price_line_versions" USING btree ("changed_at");