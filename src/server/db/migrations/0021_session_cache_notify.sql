-- The session cache of each instance (decision 070): a change to a session, a login or a
-- child's row is announced on the channel td_auth when its transaction commits, so that every
-- instance drops what it kept of it. A diary write's progress (points, counts, streak) is
-- announced by the app after its commit instead, on td_progress (td.diary_write is set by it).
CREATE OR REPLACE FUNCTION td_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('td_auth', 's:' || OLD.sid);
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('td_auth', 'a:' || OLD.id::text);
  ELSIF TG_OP = 'DELETE'
    OR current_setting('td.diary_write', true) IS DISTINCT FROM 'on'
    OR (to_jsonb(OLD) - ARRAY['total_points', 'level', 'current_streak', 'meal_count',
          'tummy_check_count', 'streak_start', 'streak_end', 'progress_zone'])
       IS DISTINCT FROM
       (to_jsonb(NEW) - ARRAY['total_points', 'level', 'current_streak', 'meal_count',
          'tummy_check_count', 'streak_start', 'streak_end', 'progress_zone']) THEN
    PERFORM pg_notify('td_auth', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION td_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER accounts_announce AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION td_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION td_announce_auth_change();
