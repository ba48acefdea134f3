-- A child's diary write in one statement (decision 076): each instance keeps what the last write
-- it ran left on the child's row, and sends the next write as one statement that changes the
-- row only if nothing else changed it since. diary_version counts the row's updates: a trigger
-- moves it on every update that does not move it itself, so no writer (a zone change, a
-- parent code, a row written around the service) can leave it behind.
ALTER TABLE users ADD COLUMN diary_version integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION td_count_user_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.diary_version := OLD.diary_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A diary write moves diary_version itself (by one); every other update is counted here.
CREATE TRIGGER users_count_update BEFORE UPDATE ON users
  FOR EACH ROW WHEN (NEW.diary_version = OLD.diary_version)
  EXECUTE FUNCTION td_count_user_update();
--> statement-breakpoint
-- The one-statement write's last step: it refuses the whole statement (so that nothing of it
-- is kept) when its guarded update of the child's row found the row changed.
CREATE OR REPLACE FUNCTION td_refuse_stale(updated bigint) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  IF updated <> 1 THEN
    RAISE EXCEPTION 'the child''s diary changed since it was kept' USING ERRCODE = 'TD409';
  END IF;
  RETURN 1;
END
$$;
