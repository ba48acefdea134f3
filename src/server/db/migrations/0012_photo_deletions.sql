CREATE TABLE "photo_deletions" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "photo_deletions_next_try_idx" ON "photo_deletions" USING btree ("next_try_at");