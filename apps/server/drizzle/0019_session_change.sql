-- Signed-in callers are resolved from a per-instance memo of their session (docs/decisions/015). Whatever can end a
-- session or change what it may do notifies 'public_change' with the table's name, so every instance drops its memo
-- at once: a session ended (sign-out, a newer sign-in, a password change, an operator), a user changed (frozen,
-- roles), a membership changed (tenants already notify, migration 0013). A sign-in (INSERT) and the idle-time touch
-- (last_seen_at) change nothing a memo holds and notify nobody.
CREATE TRIGGER sessions_public_update AFTER UPDATE OF ended_at, end_reason, expires_at, user_id ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER sessions_public_change AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER users_public_update AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER tenant_members_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenant_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
