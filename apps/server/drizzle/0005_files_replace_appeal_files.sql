-- Appeal photos move onto the files service (platform/files). Their bytes stay where they were written
-- (DATA_DIR/private/appeal/<name>); the files plugin moves them under its local root at the next start.
INSERT INTO "stored_files" ("id", "kind", "visibility", "storage_key", "mime", "size", "original_name", "owner_user_id", "attached_to", "created_at")
  SELECT "id", 'id-photo', 'private', 'private/id-photo/legacy/' || "stored_name", "mime", "size", "original_name", NULL,
    CASE WHEN "application_id" IS NULL THEN NULL ELSE 'appeal:' || "application_id" END, "created_at"
  FROM "appeal_files" WHERE "stored_name" <> 'pending';--> statement-breakpoint
DROP TABLE "appeal_files" CASCADE;