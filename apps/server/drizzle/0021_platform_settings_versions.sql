CREATE TABLE "platform_config_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config_versions" ADD CONSTRAINT "platform_config_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The settings' history is kept whole: a version once saved is never changed or removed (issue 19).
CREATE FUNCTION platform_config_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'platform_config_versions is append-only (%)', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER platform_config_versions_no_change BEFORE UPDATE OR DELETE ON "platform_config_versions"
  FOR EACH ROW EXECUTE FUNCTION platform_config_versions_append_only();--> statement-breakpoint
CREATE TRIGGER platform_config_versions_no_truncate BEFORE TRUNCATE ON "platform_config_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION platform_config_versions_append_only();--> statement-breakpoint
-- Every instance keeps a copy of the registered apps (platform/auth/app-registry.ts): a partner's app key given or
-- withdrawn in the platform settings drops those copies at once (the channel of migration 0013).
CREATE TRIGGER registered_apps_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON registered_apps
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
