CREATE TABLE "sale_month_totals" (
	"month" date NOT NULL,
	"channel" text NOT NULL,
	"product_name" text NOT NULL,
	"tenant_name" text NOT NULL,
	"region_name" text NOT NULL,
	"unit" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"quantity" numeric(16, 2) NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "sale_month_totals_month_channel_product_name_tenant_name_region_name_unit_pk" PRIMARY KEY("month","channel","product_name","tenant_name","region_name","unit")
);
--> statement-breakpoint
DROP INDEX "deliveries_open_idx";--> statement-breakpoint
DROP INDEX "content_items_list_idx";--> statement-breakpoint
DROP INDEX "content_items_class_idx";--> statement-breakpoint
DROP INDEX "news_published_idx";--> statement-breakpoint
DROP INDEX "news_category_published_idx";--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin (search_bigrams("title" || ' ' || "summary"));--> statement-breakpoint
CREATE INDEX "shelf_items_on_shelf_idx" ON "shelf_items" USING btree ("kind","listed_at" DESC NULLS FIRST,"id") WHERE "shelf_items"."shelf" = 'on' and "shelf_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shelf_items_popular_idx" ON "shelf_items" USING btree ("kind","views" DESC NULLS FIRST,"listed_at" DESC NULLS FIRST,"id") WHERE "shelf_items"."shelf" = 'on' and "shelf_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shelf_revisions_search_idx" ON "shelf_revisions" USING gin (search_bigrams("name" || ' ' || coalesce("summary", '')));--> statement-breakpoint
CREATE INDEX "deliveries_open_idx" ON "deliveries" USING btree ("delivered_at","departed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("kind","status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_class_idx" ON "content_items" USING btree ("class_id","status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category","status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- sale_month_totals is kept by the database itself, in the statement and transaction that change sale_records: ingest,
-- the demo seed, seed:scale and any future writer cannot forget it, and a resent sale that changes its product or
-- amount moves its figures (the UPDATE trigger takes the old row out and puts the new one in). Statement triggers
-- with transition tables: one aggregate statement per insert, however many rows it holds. Keys are applied in a fixed
-- order, so two ingests touching the same products lock them in the same order and cannot deadlock. Months are
-- calendar months in China Standard Time (docs/decisions/018-a-million-rows.md).
CREATE FUNCTION sale_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sale_month_totals AS total (month, channel, product_name, tenant_name, region_name, unit, amount, quantity, sales)
    SELECT date_trunc('month', sold_at AT TIME ZONE 'Asia/Shanghai')::date,
           channel, product_name, tenant_name, region_name, unit, sum(amount), sum(quantity), sum(sales)
    FROM (SELECT sold_at, channel, product_name, tenant_name, region_name, unit, amount, quantity, 1 AS sales FROM new_sales) AS changed
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (month, channel, product_name, tenant_name, region_name, unit) DO UPDATE
      SET amount = total.amount + excluded.amount,
          quantity = total.quantity + excluded.quantity,
          sales = total.sales + excluded.sales;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sale_month_totals AS total (month, channel, product_name, tenant_name, region_name, unit, amount, quantity, sales)
    SELECT date_trunc('month', sold_at AT TIME ZONE 'Asia/Shanghai')::date,
           channel, product_name, tenant_name, region_name, unit, sum(amount), sum(quantity), sum(sales)
    FROM (SELECT sold_at, channel, product_name, tenant_name, region_name, unit, -amount AS amount, -quantity AS quantity, -1 AS sales FROM old_sales) AS changed
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (month, channel, product_name, tenant_name, region_name, unit) DO UPDATE
      SET amount = total.amount + excluded.amount,
          quantity = total.quantity + excluded.quantity,
          sales = total.sales + excluded.sales;
    DELETE FROM sale_month_totals WHERE sales = 0;
  ELSE
    INSERT INTO sale_month_totals AS total (month, channel, product_name, tenant_name, region_name, unit, amount, quantity, sales)
    SELECT date_trunc('month', sold_at AT TIME ZONE 'Asia/Shanghai')::date,
           channel, product_name, tenant_name, region_name, unit, sum(amount), sum(quantity), sum(sales)
    FROM (SELECT sold_at, channel, product_name, tenant_name, region_name, unit, amount, quantity, 1 AS sales FROM new_sales UNION ALL SELECT sold_at, channel, product_name, tenant_name, region_name, unit, -amount AS amount, -quantity AS quantity, -1 AS sales FROM old_sales) AS changed
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (month, channel, product_name, tenant_name, region_name, unit) DO UPDATE
      SET amount = total.amount + excluded.amount,
          quantity = total.quantity + excluded.quantity,
          sales = total.sales + excluded.sales;
    DELETE FROM sale_month_totals WHERE sales = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sale_month_totals_insert AFTER INSERT ON sale_records REFERENCING NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sale_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER sale_month_totals_update AFTER UPDATE ON sale_records
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sale_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER sale_month_totals_delete AFTER DELETE ON sale_records REFERENCING OLD TABLE AS old_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sale_month_totals_apply();
--> statement-breakpoint
-- TRUNCATE has no transition table; it empties the totals with the sales
CREATE FUNCTION sale_month_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sale_month_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sale_month_totals_truncate AFTER TRUNCATE ON sale_records
  FOR EACH STATEMENT EXECUTE FUNCTION sale_month_totals_clear();
--> statement-breakpoint
-- the sales already there
INSERT INTO sale_month_totals AS total (month, channel, product_name, tenant_name, region_name, unit, amount, quantity, sales)
    SELECT date_trunc('month', sold_at AT TIME ZONE 'Asia/Shanghai')::date,
           channel, product_name, tenant_name, region_name, unit, sum(amount), sum(quantity), sum(sales)
    FROM (SELECT sold_at, channel, product_name, tenant_name, region_name, unit, amount, quantity, 1 AS sales FROM sale_records) AS changed
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (month, channel, product_name, tenant_name, region_name, unit) DO UPDATE
      SET amount = total.amount + excluded.amount,
          quantity = total.quantity + excluded.quantity,
          sales = total.sales + excluded.sales;
