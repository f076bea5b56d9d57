CREATE TABLE "promotion_claims" (
	"promotion_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"quote_id" uuid NOT NULL,
	CONSTRAINT "promotion_claims_promotion_id_person_key_pk" PRIMARY KEY("promotion_id","person_key")
);
--> statement-breakpoint
DROP INDEX "promotion_redemptions_once_idx";--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_claims_quote_idx" ON "promotion_claims" USING btree ("quote_id");--> statement-breakpoint
-- Codes already used once per customer keep their customers: by the key the use was stored
-- under, and by the quote's contact e-mail normalised as lib/promotions does (the earliest use
-- wins where one person used a code twice before this).
INSERT INTO "promotion_claims" ("promotion_id", "person_key", "quote_id")
SELECT r."promotion_id", k."person_key", r."quote_id"
FROM "promotion_redemptions" r
JOIN "quotes" q ON q."id" = r."quote_id"
CROSS JOIN LATERAL (VALUES
  (r."once_key"),
  ('email:' || regexp_replace(lower(trim(q."contact_email")), '\+[^@]*@', '@'))
) AS k("person_key")
WHERE r."once_key" IS NOT NULL
ORDER BY r."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" DROP COLUMN "once_key";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;