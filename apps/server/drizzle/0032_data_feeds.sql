-- When each feed of the ingest API last reported, and who reported it (issue 24): the dashboard shows the source and
-- the time beside each fed figure, and a feed silent for longer than FEED_STALE_HOURS as not up to date.
CREATE TABLE "data_feeds" (
	"feed" text NOT NULL,
	"source_app" text NOT NULL,
	"source_name" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_feeds_feed_source_app_pk" PRIMARY KEY("feed","source_app")
);
--> statement-breakpoint
-- the dashboard's figures are a public answer prepared once (decision 015): a report drops it
CREATE TRIGGER data_feeds_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON data_feeds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
-- What the rows already fed tell: deliveries and control centres their last update, sales at least their newest sale.
-- The deals count never recorded its sender; it shows no source until its next report.
INSERT INTO data_feeds (feed, source_app, source_name, reported_at)
SELECT fed.feed, fed.source_app, coalesce(app.name, fed.source_app), fed.reported_at
  FROM (
    SELECT 'deliveries' AS feed, source_app, max(updated_at) AS reported_at FROM deliveries GROUP BY source_app
    UNION ALL
    SELECT 'controlCenters', source_app, max(updated_at) FROM control_centers GROUP BY source_app
    UNION ALL
    SELECT 'sales', source_app, max(sold_at) FROM sale_records GROUP BY source_app
  ) AS fed
  LEFT JOIN registered_apps AS app ON app.app_key = fed.source_app;
