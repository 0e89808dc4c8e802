-- The audit log as a hash chain (release-service/src/audit.mjs): each entry keeps the hash of the one
-- before it and its own. Entries written before this have neither and stay as they were.

ALTER TABLE audit ADD COLUMN prev_hash text;
--> statement-breakpoint
ALTER TABLE audit ADD COLUMN hash text;
--> statement-breakpoint
