ALTER TABLE "identity_signing_keys" DROP CONSTRAINT "identity_signing_keys_slot_unique";--> statement-breakpoint
ALTER TABLE "identity_signing_keys" ALTER COLUMN "private_jwk" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_signing_keys" ADD COLUMN "generation" integer;--> statement-breakpoint
-- The one key stored before keys had generations is the first; the server seals it on first use.
UPDATE "identity_signing_keys" SET "generation" = 1;--> statement-breakpoint
ALTER TABLE "identity_signing_keys" ALTER COLUMN "generation" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_signing_keys" ADD COLUMN "sealed_private_key" text;--> statement-breakpoint
ALTER TABLE "identity_signing_keys" DROP COLUMN "slot";--> statement-breakpoint
ALTER TABLE "identity_signing_keys" ADD CONSTRAINT "identity_signing_keys_generation_unique" UNIQUE("generation");
