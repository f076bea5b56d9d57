CREATE TABLE "automatic_proofs" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"version" integer,
	"file_ref" text,
	"preview_ref" text,
	"sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proofs" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "proofs" ADD COLUMN "preview_ref" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cut_border_in" double precision;--> statement-breakpoint
ALTER TABLE "automatic_proofs" ADD CONSTRAINT "automatic_proofs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automatic_proofs_state_idx" ON "automatic_proofs" USING btree ("state");