ALTER TABLE "accounts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_language_check" CHECK ("accounts"."language" IN ('en', 'es'));