CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"visibility" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"owner_user_id" uuid,
	"attached_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "rate_cooldowns" (
	"key" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text
);
--> statement-breakpoint
-- Deliveries and control centres are keyed by the sending app too, so one app cannot overwrite another's rows.
-- Existing control centres came from the demo seed.
ALTER TABLE "control_centers" ADD COLUMN "source_app" text NOT NULL DEFAULT 'rrsp-demo';--> statement-breakpoint
ALTER TABLE "control_centers" ALTER COLUMN "source_app" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "control_centers" DROP CONSTRAINT "control_centers_pkey";--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_pkey";--> statement-breakpoint
ALTER TABLE "control_centers" ADD CONSTRAINT "control_centers_source_app_id_pk" PRIMARY KEY("source_app","id");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_source_app_delivery_no_pk" PRIMARY KEY("source_app","delivery_no");--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD COLUMN "driver" text;--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Messages recorded before the delivery job existed were written by the console driver: they went out then.
UPDATE "notifier_outbox" SET "status" = 'sent', "driver" = 'console', "attempts" = 1, "delivered_at" = "created_at";--> statement-breakpoint
-- The footer of a configuration bootstrapped by an earlier version pointed 关于平台 at the news list, 入驻指南 at the
-- settlement form and showed the developer API reference to the public.
UPDATE "platform_config" SET "config" = jsonb_set("config", '{footerLinks}', '[{"title":"关于平台","url":"/about"},{"title":"入驻指南","url":"/guide"}]'::jsonb)
  WHERE "config"->'footerLinks' = '[{"title":"关于平台","url":"/home/infomation"},{"title":"入驻指南","url":"/participants/settled"},{"title":"接口文档","url":"/docs"}]'::jsonb;--> statement-breakpoint
CREATE INDEX "domain_events_type_idx" ON "domain_events" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "stored_files_attached_idx" ON "stored_files" USING btree ("attached_to");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code","code");