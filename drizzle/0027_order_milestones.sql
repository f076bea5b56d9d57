DROP INDEX "quote_events_to_stage_idx";--> statement-breakpoint
DROP INDEX "quote_events_quote_stage_idx";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "first_proof_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "proof_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each order's milestones as its proofs, stage moves and payments recorded them until now, in one pass.
UPDATE "quotes" SET "first_proof_at" = "milestones"."first_proof_at", "proof_rounds" = "milestones"."proof_rounds", "approved_at" = "milestones"."approved_at", "handed_over_at" = "milestones"."handed_over_at", "paid_at" = "milestones"."paid_at"
FROM (
  SELECT "quote_id", min("first_proof_at") AS "first_proof_at", coalesce(max("proof_rounds"), 0) AS "proof_rounds", min("approved_at") AS "approved_at", min("handed_over_at") AS "handed_over_at", min("paid_at") AS "paid_at"
  FROM (
    SELECT "quote_id", min("created_at") AS "first_proof_at", count(*)::integer AS "proof_rounds", NULL::timestamptz AS "approved_at", NULL::timestamptz AS "handed_over_at", NULL::timestamptz AS "paid_at"
    FROM "proofs" GROUP BY "quote_id"
    UNION ALL
    SELECT "quote_id", NULL, NULL, min("created_at") FILTER (WHERE "to_stage" = 'approved'), min("created_at") FILTER (WHERE "to_stage" IN ('shipped', 'ready_for_pickup', 'delivered')), NULL
    FROM "quote_events" WHERE "kind" = 'stage' AND "to_stage" IN ('approved', 'shipped', 'ready_for_pickup', 'delivered') GROUP BY "quote_id"
    UNION ALL
    -- Paid in full by the succeeded payment that brought the sum paid up to the total.
    SELECT "quote_id", NULL, NULL, NULL, NULL, min("updated_at")
    FROM (
      SELECT "payments"."quote_id", "payments"."updated_at", "quotes"."total_cents",
        sum("payments"."amount_cents") OVER (PARTITION BY "payments"."quote_id" ORDER BY "payments"."created_at", "payments"."id") AS "paid"
      FROM "payments" JOIN "quotes" ON "quotes"."id" = "payments"."quote_id"
      WHERE "payments"."kind" = 'payment' AND "payments"."status" = 'succeeded'
    ) AS "paying"
    WHERE "paid" >= "total_cents" GROUP BY "quote_id"
  ) AS "parts"
  GROUP BY "quote_id"
) AS "milestones"
WHERE "milestones"."quote_id" = "quotes"."id";--> statement-breakpoint
CREATE INDEX "quotes_open_name_words_idx" ON "quotes" USING gin ("contact_name_words") WHERE "quotes"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "quotes_open_contact_email_idx" ON "quotes" USING btree (lower("contact_email") text_pattern_ops) WHERE "quotes"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "quotes_reports_idx" ON "quotes" USING btree ("created_at","approved_at","first_proof_at","handed_over_at","paid_at","proof_rounds","total_cents","product");--> statement-breakpoint
CREATE INDEX "quotes_approved_idx" ON "quotes" USING btree ("approved_at") WHERE "quotes"."approved_at" is not null;