-- Tells every API instance that a person's signed-in state may have changed, so that their
-- in-memory session caches forget it: any change to the user row (role, onboarding, profile,
-- token version, verification), its deletion, and every signed-out token. The payload is the
-- user's id.
CREATE OR REPLACE FUNCTION "notify_session_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changed', OLD."id"::text);
  ELSE
    PERFORM pg_notify('session_changed', NEW."user_id"::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_session_changed"
  AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_session_changed"
  AFTER INSERT ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
