ALTER TABLE "cases" ADD COLUMN "ill_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "extended_days" integer DEFAULT 0 NOT NULL;