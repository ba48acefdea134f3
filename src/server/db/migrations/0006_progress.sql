ALTER TABLE "users" ADD COLUMN "meal_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tummy_check_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_start" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_end" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "progress_zone" text;--> statement-breakpoint
CREATE INDEX "points_ledger_source_idx" ON "points_ledger" USING btree ("user_id","source_id");