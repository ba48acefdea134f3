ALTER TABLE "sleep_logs" ADD COLUMN "woke_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD COLUMN "reporter" text DEFAULT 'child' NOT NULL;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD COLUMN "reporter_name" text;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD COLUMN "same_as_id" uuid;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD COLUMN "child_stool_type" smallint;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD COLUMN "alarm_signs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD CONSTRAINT "tummy_checks_same_as_id_tummy_checks_id_fk" FOREIGN KEY ("same_as_id") REFERENCES "public"."tummy_checks"("id") ON DELETE set null ON UPDATE no action;