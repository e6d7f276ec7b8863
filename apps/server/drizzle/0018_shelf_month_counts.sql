CREATE TABLE "shelf_month_counts" (
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "shelf_month_counts_kind_month_pk" PRIMARY KEY("kind","month")
);
--> statement-breakpoint
-- Kept in the statement that changes shelf_items, like news_month_counts (0016): an item counts while it is on the
-- shelf and not deleted, under the month it was listed in. Approvals, taking off, deleting and relisting move it; the
-- view counter's flushes change none of these, cancel out and write nothing. Keys in a fixed order.
CREATE FUNCTION shelf_month_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shelf_month_counts AS counted (kind, month, listed)
    SELECT kind, coalesce(date_trunc('month', listed_at AT TIME ZONE 'UTC')::date, date '9999-12-01'), count(*)
      FROM new_items WHERE shelf = 'on' AND deleted_at IS NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (kind, month) DO UPDATE SET listed = counted.listed + excluded.listed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO shelf_month_counts AS counted (kind, month, listed)
    SELECT kind, coalesce(date_trunc('month', listed_at AT TIME ZONE 'UTC')::date, date '9999-12-01'), -count(*)
      FROM old_items WHERE shelf = 'on' AND deleted_at IS NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (kind, month) DO UPDATE SET listed = counted.listed + excluded.listed;
  ELSE
    INSERT INTO shelf_month_counts AS counted (kind, month, listed)
    SELECT kind, coalesce(date_trunc('month', listed_at AT TIME ZONE 'UTC')::date, date '9999-12-01'), sum(delta)
      FROM (SELECT kind, listed_at, 1 AS delta FROM new_items WHERE shelf = 'on' AND deleted_at IS NULL
            UNION ALL
            SELECT kind, listed_at, -1 FROM old_items WHERE shelf = 'on' AND deleted_at IS NULL) AS changed
     GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (kind, month) DO UPDATE SET listed = counted.listed + excluded.listed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shelf_month_counts_insert AFTER INSERT ON shelf_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_month_counts_apply();
--> statement-breakpoint
CREATE TRIGGER shelf_month_counts_update AFTER UPDATE ON shelf_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_month_counts_apply();
--> statement-breakpoint
CREATE TRIGGER shelf_month_counts_delete AFTER DELETE ON shelf_items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_month_counts_apply();
--> statement-breakpoint
CREATE FUNCTION shelf_month_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shelf_month_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shelf_month_counts_truncate AFTER TRUNCATE ON shelf_items
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_month_counts_clear();
--> statement-breakpoint
-- the items already on the shelf
INSERT INTO shelf_month_counts (kind, month, listed)
SELECT kind, coalesce(date_trunc('month', listed_at AT TIME ZONE 'UTC')::date, date '9999-12-01'), count(*) FROM shelf_items WHERE shelf = 'on' AND deleted_at IS NULL GROUP BY 1, 2;
