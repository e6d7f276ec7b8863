CREATE TABLE "message_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sms" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "message_counters" ADD CONSTRAINT "message_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_user_seq_key" ON "messages" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "messages_user_kind_idx" ON "messages" USING btree ("user_id","kind","seq");--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id","seq") WHERE "messages"."read_at" is null;--> statement-breakpoint
-- the work area's notices become the first messages of their users, numbered in the order they were written
INSERT INTO messages (id, user_id, seq, kind, title, body, link, dedupe_key, created_at, read_at)
SELECT id, user_id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, id),
       CASE
         WHEN dedupe_key LIKE 'portal:settlement-decided:%' THEN 'settlement.decided'
         WHEN dedupe_key LIKE 'portal:shelf-decided:%' AND title LIKE '%下架%' THEN 'shelf.takenDown'
         WHEN dedupe_key LIKE 'portal:shelf-decided:%' THEN 'shelf.decided'
         WHEN dedupe_key LIKE 'cooperation-reply:%' THEN 'cooperation.replied'
         ELSE 'tenant.members'
       END,
       title, body, link, dedupe_key, created_at, read_at
  FROM work_notices;
--> statement-breakpoint
INSERT INTO message_counters (user_id, last_seq, unread)
SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM messages GROUP BY user_id;
--> statement-breakpoint
DROP TABLE "work_notices" CASCADE;
--> statement-breakpoint
-- a session ended anywhere (sign-out, replacement, password change, freeze, an operator) is announced to every
-- instance on commit, so its live connections close at once (issue 21); the payload names only the session
CREATE OR REPLACE FUNCTION live_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live', 'e:' || NEW.id::text || ':' || coalesce(NEW.end_reason, 'operator'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_live_ended AFTER UPDATE OF ended_at ON sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL) EXECUTE FUNCTION live_session_ended();
