-- Public answers are cached per instance (docs/decisions/015-public-reads-from-prepared-bytes.md). Every change to a
-- table that a public answer is made from notifies 'public_change' with the table's name; each instance LISTENs and
-- drops what it prepared from that table. NOTIFY is sent at commit, and repeated names in one transaction are sent
-- once, so a bulk insert costs one notification. Counting a view (views alone changing) is not a change of content.
CREATE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY[
    'news', 'content_classes', 'content_items', 'shelf_items', 'shelf_revisions', 'tenants', 'platform_config',
    'sale_records', 'deliveries', 'control_centers', 'collected_counts', 'regions'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change()',
      table_name || '_public_change', table_name);
  END LOOP;
  FOREACH table_name IN ARRAY ARRAY[
    'content_classes', 'tenants', 'platform_config', 'sale_records', 'deliveries', 'control_centers',
    'collected_counts', 'regions', 'shelf_revisions'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change()',
      table_name || '_public_update', table_name);
  END LOOP;
  -- tables with a view counter: a row-level check, so that counting views notifies nobody
  FOREACH table_name IN ARRAY ARRAY['news', 'content_items', 'shelf_items'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN ((to_jsonb(OLD) - ''views'') IS DISTINCT FROM (to_jsonb(NEW) - ''views'')) EXECUTE FUNCTION notify_public_change()',
      table_name || '_public_update', table_name);
  END LOOP;
END
$$;
