ALTER TABLE "day_completions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_time_zone_since" timestamp with time zone;