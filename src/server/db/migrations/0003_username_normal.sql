DROP INDEX "users_username_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_normal" text;--> statement-breakpoint
-- Back-fill with the normal form of src/domain/usernames.ts: NFKC, lower case, final sigma as
-- sigma, NFKC again, trimmed, single spaces. PostgreSQL 17+ lowers every script under its
-- built-in pg_c_utf8 collation; an older server lowers as its default collation does.
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 170000 THEN
    EXECUTE $q$UPDATE "users" SET "username_normal" = regexp_replace(btrim(normalize(replace(lower(normalize("username", NFKC) COLLATE "pg_c_utf8"), 'ς', 'σ'), NFKC)), '\s+', ' ', 'g')$q$;
  ELSE
    EXECUTE $q$UPDATE "users" SET "username_normal" = regexp_replace(btrim(normalize(replace(lower(normalize("username", NFKC)), 'ς', 'σ'), NFKC)), '\s+', ' ', 'g')$q$;
  END IF;
END $$;--> statement-breakpoint
-- Accounts whose names now collide keep working: the oldest keeps the normal form, the later
-- ones sign in with their exact spelling. A line break (which no new name may hold) followed by
-- the id keeps their normal form apart and unique.
UPDATE "users" AS u SET "username_normal" = u."username_normal" || E'\n' || u."id"
FROM "users" AS o
WHERE o."username_normal" = u."username_normal"
  AND (o."created_at", o."id") < (u."created_at", u."id");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username_normal" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_normal_idx" ON "users" USING btree ("username_normal");--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username");
