ALTER TABLE "quotes" ADD COLUMN "ready_by" date;--> statement-breakpoint
CREATE INDEX "quotes_board_idx" ON "quotes" USING btree ("status","ready_by","created_at","id");