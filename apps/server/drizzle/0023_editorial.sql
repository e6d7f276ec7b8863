CREATE TABLE "editorial_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"working_version" integer NOT NULL,
	"published_version" integer,
	"scheduled_version" integer,
	"scheduled_at" timestamp with time zone,
	"scheduled_by" uuid,
	"title" text NOT NULL,
	"return_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "editorial_items_kind_known" CHECK ("editorial_items"."kind" in ('news', 'solution', 'case')),
	CONSTRAINT "editorial_items_state_known" CHECK ("editorial_items"."state" in ('draft', 'pending', 'scheduled', 'published', 'withdrawn')),
	CONSTRAINT "editorial_items_schedule_whole" CHECK (("editorial_items"."state" = 'scheduled') = ("editorial_items"."scheduled_at" is not null and "editorial_items"."scheduled_version" is not null))
);
--> statement-breakpoint
CREATE TABLE "editorial_preview_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_versions" (
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"author_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_versions_item_id_version_pk" PRIMARY KEY("item_id","version")
);
--> statement-breakpoint
ALTER TABLE "editorial_items" ADD CONSTRAINT "editorial_items_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_items" ADD CONSTRAINT "editorial_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_preview_links" ADD CONSTRAINT "editorial_preview_links_item_id_editorial_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."editorial_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_preview_links" ADD CONSTRAINT "editorial_preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_versions" ADD CONSTRAINT "editorial_versions_item_id_editorial_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."editorial_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_versions" ADD CONSTRAINT "editorial_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_items_updated_idx" ON "editorial_items" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "editorial_items_state_idx" ON "editorial_items" USING btree ("state","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "editorial_preview_links_expiry_idx" ON "editorial_preview_links" USING btree ("expires_at");--> statement-breakpoint-- A version once saved is kept whole: never changed, never removed (issue 20).
CREATE FUNCTION editorial_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'editorial_versions is append-only (%)', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER editorial_versions_no_change BEFORE UPDATE OR DELETE ON "editorial_versions"
  FOR EACH ROW EXECUTE FUNCTION editorial_versions_append_only();--> statement-breakpoint
CREATE TRIGGER editorial_versions_no_truncate BEFORE TRUNCATE ON "editorial_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION editorial_versions_append_only();--> statement-breakpoint
-- What a news row or a solution or case row holds, as the version fields of the contract (EditorialFieldsSchema).
CREATE FUNCTION editorial_news_fields(n news) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'kind', 'news', 'title', n.title, 'summary', n.summary, 'coverUrl', n.cover_url, 'content', n.content,
    'publishedAt', to_char(n.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'category', n.category, 'source', n.source, 'author', n.author)
$$;--> statement-breakpoint
CREATE FUNCTION editorial_content_fields(c content_items) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'kind', c.kind, 'title', c.title, 'summary', c.summary, 'coverUrl', c.cover_url, 'content', c.content,
    'publishedAt', to_char(c.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'classId', c.class_id, 'providerName', c.provider_name, 'regionCode', c.region_code, 'tags', to_jsonb(c.tags),
    'contactName', coalesce(c.contact_name, ''), 'contactPhone', coalesce(c.contact_phone, ''))
$$;--> statement-breakpoint
CREATE FUNCTION editorial_state_of(status text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE status WHEN 'published' THEN 'published' WHEN 'withdrawn' THEN 'withdrawn' ELSE 'draft' END
$$;--> statement-breakpoint
-- Content written straight into news or content_items (the demo seed, the scale seed, the rows already there) is
-- adopted by the editors as its version 1, so every item a visitor reads can be corrected in the console. A row the
-- console itself publishes belongs to an item already: ON CONFLICT leaves that item as it is.
CREATE FUNCTION editorial_adopt_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH adopted AS (
    INSERT INTO editorial_items (id, kind, state, working_version, published_version, title, updated_at)
    SELECT n.id, 'news', editorial_state_of(n.status), 1, CASE WHEN n.status = 'published' THEN 1 END, n.title,
           n.created_at
      FROM new_rows n
    ON CONFLICT (id) DO NOTHING
    RETURNING id
  )
  INSERT INTO editorial_versions (item_id, version, fields, note, created_at)
  SELECT n.id, 1, editorial_news_fields(n), '平台初始内容', n.created_at FROM new_rows n JOIN adopted a ON a.id = n.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION editorial_adopt_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH adopted AS (
    INSERT INTO editorial_items (id, kind, state, working_version, published_version, title, updated_at)
    SELECT c.id, c.kind, editorial_state_of(c.status), 1, CASE WHEN c.status = 'published' THEN 1 END, c.title,
           c.created_at
      FROM new_rows c
    ON CONFLICT (id) DO NOTHING
    RETURNING id
  )
  INSERT INTO editorial_versions (item_id, version, fields, note, created_at)
  SELECT c.id, 1, editorial_content_fields(c), '平台初始内容', c.created_at FROM new_rows c JOIN adopted a ON a.id = c.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER news_editorial_adopt AFTER INSERT ON news REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION editorial_adopt_news();--> statement-breakpoint
CREATE TRIGGER content_items_editorial_adopt AFTER INSERT ON content_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION editorial_adopt_content();--> statement-breakpoint
INSERT INTO editorial_items (id, kind, state, working_version, published_version, title, updated_at)
SELECT id, 'news', editorial_state_of(status), 1, CASE WHEN status = 'published' THEN 1 END, title, created_at FROM news;--> statement-breakpoint
INSERT INTO editorial_versions (item_id, version, fields, note, created_at)
SELECT n.id, 1, editorial_news_fields(n), '平台初始内容', n.created_at FROM news n;--> statement-breakpoint
INSERT INTO editorial_items (id, kind, state, working_version, published_version, title, updated_at)
SELECT id, kind, editorial_state_of(status), 1, CASE WHEN status = 'published' THEN 1 END, title, created_at
  FROM content_items;--> statement-breakpoint
INSERT INTO editorial_versions (item_id, version, fields, note, created_at)
SELECT c.id, 1, editorial_content_fields(c), '平台初始内容', c.created_at FROM content_items c;
