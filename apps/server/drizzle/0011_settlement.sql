CREATE TABLE "partner_settlements" (
	"tenant_id" uuid NOT NULL,
	"platform_code" text NOT NULL,
	"settled_by" uuid,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_settlements_tenant_id_platform_code_pk" PRIMARY KEY("tenant_id","platform_code")
);
--> statement-breakpoint
CREATE TABLE "settlement_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"credit_code" text,
	"name" text,
	"type" text,
	"legal_representative" text,
	"contact_name" text,
	"contact_mobile" text,
	"region_code" text,
	"address" text,
	"business_scope" text,
	"licence_file_id" uuid,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"rejection_remark" text,
	"field_reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tenant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"remark" text,
	"field_reasons" jsonb,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"snapshot" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "work_notices_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "region_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_settlements" ADD CONSTRAINT "partner_settlements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_settlements" ADD CONSTRAINT "partner_settlements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_applications" ADD CONSTRAINT "settlement_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_applications" ADD CONSTRAINT "settlement_applications_licence_file_id_stored_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_applications" ADD CONSTRAINT "settlement_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_applications" ADD CONSTRAINT "settlement_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_events" ADD CONSTRAINT "settlement_events_application_id_settlement_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."settlement_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_events" ADD CONSTRAINT "settlement_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_notices" ADD CONSTRAINT "work_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_applications_open_key" ON "settlement_applications" USING btree ("applicant_user_id") WHERE "settlement_applications"."status" <> 'approved';--> statement-breakpoint
CREATE INDEX "settlement_applications_queue_idx" ON "settlement_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "settlement_applications_credit_code_idx" ON "settlement_applications" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "settlement_events_application_idx" ON "settlement_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "work_notices_user_idx" ON "work_notices" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;