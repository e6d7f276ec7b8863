ALTER TABLE "appeal_applications" ADD COLUMN "owner_may_cancel" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credentials_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appeal_applications_contact_mobile_idx" ON "appeal_applications" USING btree ("contact_mobile","created_at");