CREATE TABLE "audit_trail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_trail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"object_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"remark" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_trail_operator_idx" ON "audit_trail" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "audit_trail_object_idx" ON "audit_trail" USING btree ("object_type","object_id","id");--> statement-breakpoint
CREATE INDEX "audit_trail_at_idx" ON "audit_trail" USING btree ("at");--> statement-breakpoint
-- Operators from before the roles could do everything: they keep every role until a 超级管理员 narrows them.
UPDATE "users" SET "operator_roles" = ARRAY['superAdmin', 'contentEditor', 'contentReviewer', 'marketReviewer', 'accountManager']::text[] WHERE "is_operator";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_operator";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_roles_known" CHECK ("users"."operator_roles" <@ array['superAdmin', 'contentEditor', 'contentReviewer', 'marketReviewer', 'accountManager']::text[]);--> statement-breakpoint
-- The audit trail is append-only: no statement may change or remove what was recorded, whoever sends it.
CREATE FUNCTION audit_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_trail is append-only (%)', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_trail_no_change BEFORE UPDATE OR DELETE ON "audit_trail"
  FOR EACH ROW EXECUTE FUNCTION audit_trail_append_only();--> statement-breakpoint
CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON "audit_trail"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_append_only();
