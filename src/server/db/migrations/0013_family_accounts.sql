CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"username" text NOT NULL,
	"username_normal" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_kind_check" CHECK ("kind" IN ('child', 'grown-up'))
);
--> statement-breakpoint
-- Every detective's login moves out of the child's row, with the child's id (ADR 065): every
-- session, device and route keeps naming the same person.
INSERT INTO "accounts" ("id", "kind", "username", "username_normal", "password_hash", "created_at")
SELECT "id", 'child', "username", "username_normal", "password_hash", "created_at" FROM "users";
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_normal_idx" ON "accounts" USING btree ("username_normal");--> statement-breakpoint
CREATE INDEX "accounts_username_idx" ON "accounts" USING btree ("username");--> statement-breakpoint
CREATE TABLE "family_members" (
	"child_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_child_id_account_id_pk" PRIMARY KEY("child_id","account_id"),
	CONSTRAINT "family_members_role_check" CHECK ("role" IN ('owner', 'carer', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "join_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trusted_devices" DROP CONSTRAINT "trusted_devices_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "users_username_normal_idx";--> statement-breakpoint
DROP INDEX "users_username_idx";--> statement-breakpoint
ALTER TABLE "drinks" ADD COLUMN "logged_by" uuid;--> statement-breakpoint
ALTER TABLE "drinks" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "logged_by" uuid;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "sleep_logs" ADD COLUMN "logged_by" uuid;--> statement-breakpoint
ALTER TABLE "sleep_logs" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD COLUMN "logged_by" uuid;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
-- Entries from before were logged on the child's own login (a grown-up used it too: the
-- reporter field says so where it was told).
UPDATE "meals" SET "logged_by" = "user_id";--> statement-breakpoint
UPDATE "drinks" SET "logged_by" = "user_id";--> statement-breakpoint
UPDATE "sleep_logs" SET "logged_by" = "user_id";--> statement-breakpoint
UPDATE "tummy_checks" SET "logged_by" = "user_id";--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_codes" ADD CONSTRAINT "join_codes_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_codes" ADD CONSTRAINT "join_codes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_codes" ADD CONSTRAINT "join_codes_used_by_accounts_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drinks" ADD CONSTRAINT "drinks_logged_by_accounts_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drinks" ADD CONSTRAINT "drinks_edited_by_accounts_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_logged_by_accounts_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_edited_by_accounts_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_logs" ADD CONSTRAINT "sleep_logs_logged_by_accounts_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_logs" ADD CONSTRAINT "sleep_logs_edited_by_accounts_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD CONSTRAINT "tummy_checks_logged_by_accounts_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tummy_checks" ADD CONSTRAINT "tummy_checks_edited_by_accounts_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_account_idx" ON "family_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "join_codes_child_idx" ON "join_codes" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "username_normal";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";
