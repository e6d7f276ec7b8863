-- A keyword on the shelf may name the publisher (the provider of a service, the supplier of a product), as the search
-- boxes say. The publisher's name is copied onto each version and indexed with its name and summary in one
-- expression, so one GIN index still answers every keyword (decisions 018, 029). The database keeps the copy: filled
-- on insert from the item's tenant, rewritten when the tenant is renamed; no writer can forget it.
DROP INDEX "shelf_revisions_search_grams_idx";--> statement-breakpoint
ALTER TABLE "shelf_revisions" ADD COLUMN "publisher_name" text;--> statement-breakpoint
-- the versions already written, before the index is built (one build instead of an update per index row)
UPDATE "shelf_revisions" AS revision SET "publisher_name" = tenant."name"
  FROM "shelf_items" AS item JOIN "tenants" AS tenant ON tenant."id" = item."tenant_id"
 WHERE item."id" = revision."item_id";--> statement-breakpoint
CREATE INDEX "shelf_revisions_search_grams_idx" ON "shelf_revisions" USING gin (search_grams("name" || ' ' || coalesce("summary", '') || ' ' || coalesce("publisher_name", '')));--> statement-breakpoint
-- A version given no publisher takes its item's tenant's name. A bulk insert whose items are written by the same
-- statement (seed:scale's data-modifying WITH) cannot see them here, and sets the name itself.
CREATE FUNCTION shelf_revisions_publisher_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.publisher_name IS NULL THEN
    SELECT tenant.name INTO NEW.publisher_name
      FROM shelf_items AS item JOIN tenants AS tenant ON tenant.id = item.tenant_id
     WHERE item.id = NEW.item_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shelf_revisions_publisher_fill BEFORE INSERT ON shelf_revisions
  FOR EACH ROW EXECUTE FUNCTION shelf_revisions_publisher_fill();
--> statement-breakpoint
-- A renamed tenant (a settlement of its credit code approved again) is found by its new name, in the statement that
-- renames it. Every version of its items, not only the listed ones: a working version goes on the shelf when approved.
CREATE FUNCTION shelf_revisions_publisher_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shelf_revisions AS revision SET publisher_name = NEW.name
    FROM shelf_items AS item
   WHERE item.tenant_id = NEW.id AND revision.item_id = item.id
     AND revision.publisher_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_shelf_publisher_rename AFTER UPDATE OF name ON tenants
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION shelf_revisions_publisher_rename();
