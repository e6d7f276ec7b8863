CREATE TABLE "news_month_counts" (
	"category" text NOT NULL,
	"month" date NOT NULL,
	"published" integer NOT NULL,
	CONSTRAINT "news_month_counts_category_month_pk" PRIMARY KEY("category","month")
);
--> statement-breakpoint
-- Kept by the database in the statement that changes news, like sale_month_totals (0015): the seed, the operators'
-- edits and the view counter's flushes all pass here. An update that leaves status, category and published_at as they
-- were (counting views) cancels out and writes nothing. Keys in a fixed order: concurrent writers cannot deadlock.
CREATE FUNCTION news_month_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO news_month_counts AS counted (category, month, published)
    SELECT category, date_trunc('month', published_at AT TIME ZONE 'UTC')::date, count(*)
      FROM new_news WHERE status = 'published'
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (category, month) DO UPDATE SET published = counted.published + excluded.published;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO news_month_counts AS counted (category, month, published)
    SELECT category, date_trunc('month', published_at AT TIME ZONE 'UTC')::date, -count(*)
      FROM old_news WHERE status = 'published'
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (category, month) DO UPDATE SET published = counted.published + excluded.published;
  ELSE
    INSERT INTO news_month_counts AS counted (category, month, published)
    SELECT category, date_trunc('month', published_at AT TIME ZONE 'UTC')::date, sum(delta)
      FROM (SELECT category, published_at, 1 AS delta FROM new_news WHERE status = 'published'
            UNION ALL
            SELECT category, published_at, -1 FROM old_news WHERE status = 'published') AS changed
     GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (category, month) DO UPDATE SET published = counted.published + excluded.published;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_month_counts_insert AFTER INSERT ON news REFERENCING NEW TABLE AS new_news
  FOR EACH STATEMENT EXECUTE FUNCTION news_month_counts_apply();
--> statement-breakpoint
CREATE TRIGGER news_month_counts_update AFTER UPDATE ON news REFERENCING OLD TABLE AS old_news NEW TABLE AS new_news
  FOR EACH STATEMENT EXECUTE FUNCTION news_month_counts_apply();
--> statement-breakpoint
CREATE TRIGGER news_month_counts_delete AFTER DELETE ON news REFERENCING OLD TABLE AS old_news
  FOR EACH STATEMENT EXECUTE FUNCTION news_month_counts_apply();
--> statement-breakpoint
CREATE FUNCTION news_month_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM news_month_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_month_counts_truncate AFTER TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION news_month_counts_clear();
--> statement-breakpoint
-- the news already there
INSERT INTO news_month_counts (category, month, published)
SELECT category, date_trunc('month', published_at AT TIME ZONE 'UTC')::date, count(*)
  FROM news WHERE status = 'published' GROUP BY 1, 2;
