CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "collected_counts" (
	"metric" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_centers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"prefecture_code" text NOT NULL,
	"prefecture_name" text NOT NULL,
	"address" text NOT NULL,
	"longitude" real NOT NULL,
	"latitude" real NOT NULL,
	"deliveries_today" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"delivery_no" text PRIMARY KEY NOT NULL,
	"source_app" text NOT NULL,
	"goods" text NOT NULL,
	"quantity" text NOT NULL,
	"from_name" text NOT NULL,
	"to_name" text NOT NULL,
	"carrier" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer NOT NULL,
	"departed_at" timestamp with time zone NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_app" text NOT NULL,
	"external_id" text NOT NULL,
	"product_name" text NOT NULL,
	"tenant_name" text NOT NULL,
	"region_name" text NOT NULL,
	"channel" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"sold_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"class_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover_url" text,
	"content" text NOT NULL,
	"provider_tenant_id" uuid,
	"provider_name" text NOT NULL,
	"region_code" text NOT NULL,
	"region_name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover_url" text,
	"content" text NOT NULL,
	"source" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registered_apps" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_class_id_content_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."content_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_provider_tenant_id_tenants_id_fk" FOREIGN KEY ("provider_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_open_idx" ON "deliveries" USING btree ("delivered_at","departed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sale_records_external_key" ON "sale_records" USING btree ("source_app","external_id");--> statement-breakpoint
CREATE INDEX "sale_records_sold_idx" ON "sale_records" USING btree ("sold_at","channel");--> statement-breakpoint
CREATE INDEX "content_classes_kind_idx" ON "content_classes" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("kind","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_class_idx" ON "content_items" USING btree ("class_id","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_title_trgm_idx" ON "content_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin ("title" gin_trgm_ops);