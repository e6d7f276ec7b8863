CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key" text NOT NULL,
	"tenant_id" uuid,
	"requested_by" uuid[] NOT NULL,
	"dataset" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"params_key" text NOT NULL,
	"description" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_running_key" ON "data_exports" USING btree ("owner_key","params_key") WHERE "data_exports"."status" = 'running';--> statement-breakpoint
CREATE INDEX "data_exports_owner_idx" ON "data_exports" USING btree ("owner_key","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "data_exports_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "sale_records_tenant_idx" ON "sale_records" USING btree ("tenant_name","sold_at");