ALTER TABLE "appeal_applications" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "appeal_applications" ADD CONSTRAINT "appeal_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_applications_status_idx" ON "appeal_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "appeal_applications_user_idx" ON "appeal_applications" USING btree ("user_id");