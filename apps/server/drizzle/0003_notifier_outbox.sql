CREATE TABLE "notifier_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifier_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifier_outbox_channel_check" CHECK ("notifier_outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE INDEX "notifier_outbox_recipient_idx" ON "notifier_outbox" USING btree ("recipient","id");