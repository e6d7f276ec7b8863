ALTER TABLE "editorial_items" ADD COLUMN "last_published_version" integer;--> statement-breakpoint
ALTER TABLE "editorial_versions" ADD COLUMN "restored_from" integer;--> statement-breakpoint
UPDATE editorial_items SET last_published_version = published_version WHERE published_version IS NOT NULL;
--> statement-breakpoint
-- adopted content that is on the portal was published as its version 1
CREATE OR REPLACE FUNCTION editorial_adopt_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH adopted AS (
    INSERT INTO editorial_items (id, kind, state, working_version, published_version, last_published_version, title,
                                 updated_at)
    SELECT n.id, 'news', editorial_state_of(n.status), 1, CASE WHEN n.status = 'published' THEN 1 END,
           CASE WHEN n.status = 'published' THEN 1 END, n.title, n.created_at
      FROM new_rows n
    ON CONFLICT (id) DO NOTHING
    RETURNING id
  )
  INSERT INTO editorial_versions (item_id, version, fields, note, created_at)
  SELECT n.id, 1, editorial_news_fields(n), '平台初始内容', n.created_at FROM new_rows n JOIN adopted a ON a.id = n.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION editorial_adopt_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH adopted AS (
    INSERT INTO editorial_items (id, kind, state, working_version, published_version, last_published_version, title,
                                 updated_at)
    SELECT c.id, c.kind, editorial_state_of(c.status), 1, CASE WHEN c.status = 'published' THEN 1 END,
           CASE WHEN c.status = 'published' THEN 1 END, c.title, c.created_at
      FROM new_rows c
    ON CONFLICT (id) DO NOTHING
    RETURNING id
  )
  INSERT INTO editorial_versions (item_id, version, fields, note, created_at)
  SELECT c.id, 1, editorial_content_fields(c), '平台初始内容', c.created_at FROM new_rows c JOIN adopted a ON a.id = c.id;
  RETURN NULL;
END $$;
