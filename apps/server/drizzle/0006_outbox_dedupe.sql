-- The cooldown claims of 0004 went unused: the send rules serialise each target under an advisory lock instead.
DROP TABLE "rate_cooldowns" CASCADE;--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notifier_outbox" ADD CONSTRAINT "notifier_outbox_dedupeKey_unique" UNIQUE("dedupe_key");--> statement-breakpoint
-- The configuration's footer holds links to other sites only; the portal's own pages come from its page table.
UPDATE "platform_config" SET "config" = jsonb_set("config", '{footerLinks}', '[]'::jsonb)
  WHERE "config"->'footerLinks' = '[{"title":"关于平台","url":"/about"},{"title":"入驻指南","url":"/guide"}]'::jsonb;