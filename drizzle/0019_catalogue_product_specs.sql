ALTER TABLE "catalogue_products" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "adhesive" text;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "finish" text;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "outdoor_life" text;