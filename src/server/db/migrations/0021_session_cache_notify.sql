-- The session cache of each instance (decision 070): a change to a session, a login or a
-- child's row is announced on the channel td_auth when its transaction commits, so that every
-- instance drops what it kept of it. A diary write (td.diary_write set in its transaction)
-- moves only the child's progress, which is not announced: the other instances serve what they
-- kept of it for two seconds at most.
CREATE OR REPLACE FUNCTION td_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('td_auth', 's:' || OLD.sid);
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('td_auth', 'a:' || OLD.id::text);
  ELSE
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
  FOR EACH ROW WHEN (current_setting('td.diary_write', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION td_announce_auth_change();
