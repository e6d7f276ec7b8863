CREATE TABLE "cooperation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"provider_tenant_id" uuid NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"requester_tenant_id" uuid,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shelf_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"remark" text,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"from" jsonb,
	"to" jsonb,
	"revision_id" uuid,
	"sequence" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_by" uuid,
	"audit" text DEFAULT 'draft' NOT NULL,
	"shelf" text DEFAULT 'none' NOT NULL,
	"working_revision_id" uuid,
	"listed_revision_id" uuid,
	"submitted_at" timestamp with time zone,
	"listed_at" timestamp with time zone,
	"reject_reason" text,
	"off_shelf_reason" text,
	"views" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shelf_items_approved_listed" CHECK ("shelf_items"."audit" <> 'approved' or "shelf_items"."shelf" <> 'none')
);
--> statement-breakpoint
CREATE TABLE "shelf_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"remark" text,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"region_code" text,
	"summary" text,
	"price_min" numeric(12, 2),
	"price_max" numeric(12, 2),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_file_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_item_id_shelf_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shelf_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_provider_tenant_id_tenants_id_fk" FOREIGN KEY ("provider_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_requester_tenant_id_tenants_id_fk" FOREIGN KEY ("requester_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_events" ADD CONSTRAINT "shelf_events_item_id_shelf_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shelf_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_events" ADD CONSTRAINT "shelf_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD CONSTRAINT "shelf_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD CONSTRAINT "shelf_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_reports" ADD CONSTRAINT "shelf_reports_item_id_shelf_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shelf_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_reports" ADD CONSTRAINT "shelf_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_reports" ADD CONSTRAINT "shelf_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_revisions" ADD CONSTRAINT "shelf_revisions_item_id_shelf_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shelf_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_revisions" ADD CONSTRAINT "shelf_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperation_provider_idx" ON "cooperation_requests" USING btree ("provider_tenant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "cooperation_requester_idx" ON "cooperation_requests" USING btree ("requester_user_id","created_at");--> statement-breakpoint
CREATE INDEX "shelf_events_item_idx" ON "shelf_events" USING btree ("item_id","sequence");--> statement-breakpoint
CREATE INDEX "shelf_items_tenant_idx" ON "shelf_items" USING btree ("kind","tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "shelf_items_queue_idx" ON "shelf_items" USING btree ("kind","audit","submitted_at");--> statement-breakpoint
CREATE INDEX "shelf_items_listed_idx" ON "shelf_items" USING btree ("kind","shelf","listed_at");--> statement-breakpoint
CREATE INDEX "shelf_reports_queue_idx" ON "shelf_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "shelf_reports_item_idx" ON "shelf_reports" USING btree ("item_id","state");--> statement-breakpoint
CREATE INDEX "shelf_revisions_item_idx" ON "shelf_revisions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "shelf_revisions_region_idx" ON "shelf_revisions" USING btree ("region_code");