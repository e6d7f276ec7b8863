-- 0031 copied the publisher's name onto each version and indexed it with the name and summary. At a million services
-- the planner multiplied the frequencies of the name's character pairs as if independent (they always occur
-- together): for 黔通冷链, the shelf of a provider holding 5% of it, it expected 102 rows where there were 52,514,
-- and sorted them all (1.5–3 s) instead of reading the shelf in order. The version now carries its item's tenant: a
-- keyword naming a publisher becomes `tenant_id IN (<tenants whose name holds it>)`, estimated from the column's own
-- statistics, beside the unchanged keyword index on name and summary; a rename needs nothing (decision 029).
DROP TRIGGER tenants_shelf_publisher_rename ON tenants;--> statement-breakpoint
DROP FUNCTION shelf_revisions_publisher_rename();--> statement-breakpoint
DROP TRIGGER shelf_revisions_publisher_fill ON shelf_revisions;--> statement-breakpoint
DROP FUNCTION shelf_revisions_publisher_fill();--> statement-breakpoint
DROP INDEX "shelf_revisions_search_grams_idx";--> statement-breakpoint
ALTER TABLE "shelf_revisions" DROP COLUMN "publisher_name";--> statement-breakpoint
ALTER TABLE "shelf_revisions" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
-- the versions already written, before their indexes are built (one build instead of an update per index row)
UPDATE "shelf_revisions" AS revision SET "tenant_id" = item."tenant_id"
  FROM "shelf_items" AS item WHERE item."id" = revision."item_id";--> statement-breakpoint
CREATE INDEX "shelf_revisions_tenant_idx" ON "shelf_revisions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "shelf_revisions_search_grams_idx" ON "shelf_revisions" USING gin (search_grams("name" || ' ' || coalesce("summary", '')));--> statement-breakpoint
-- A version takes its item's tenant. A bulk insert whose items are written by the same statement (seed:scale's
-- data-modifying WITH) cannot see them here, and sets it itself.
CREATE FUNCTION shelf_revisions_tenant_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS NULL THEN
    SELECT item.tenant_id INTO NEW.tenant_id FROM shelf_items AS item WHERE item.id = NEW.item_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shelf_revisions_tenant_fill BEFORE INSERT ON shelf_revisions
  FOR EACH ROW EXECUTE FUNCTION shelf_revisions_tenant_fill();
