-- Toolkit sharing and remix (docs/decisions/0015-sharing-and-remix.md). A toolkit is public, unlisted or
-- private (was a boolean is_public); an unlisted one may carry a share token (random, >= 128 bits, separate from
-- the id, cleared on revoke); a copy remembers its origin (set null when the origin is deleted) plus a snapshot of
-- the origin's title and owner name, so its attribution outlives the original.
ALTER TABLE toolkits ADD COLUMN visibility text DEFAULT 'public' NOT NULL
  CHECK (visibility IN ('public', 'unlisted', 'private'));
--> statement-breakpoint
-- Built-in toolkits (no owner) stay public whatever their old flag said.
UPDATE toolkits SET visibility = CASE WHEN is_public = 1 OR user_id IS NULL THEN 'public' ELSE 'private' END;
--> statement-breakpoint
DROP INDEX IF EXISTS toolkits_public_idx;
--> statement-breakpoint
ALTER TABLE toolkits DROP COLUMN is_public;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS toolkits_visibility_idx ON toolkits (visibility, is_featured, created_at);
--> statement-breakpoint
ALTER TABLE toolkits ADD COLUMN share_token text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS toolkits_share_token_idx ON toolkits (share_token);
--> statement-breakpoint
ALTER TABLE toolkits ADD COLUMN remixed_from_id text REFERENCES toolkits(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE toolkits ADD COLUMN remixed_from_title text;
--> statement-breakpoint
ALTER TABLE toolkits ADD COLUMN remixed_from_owner text;
--> statement-breakpoint
-- 'Used by N' counts distinct owners of the copies of one toolkit.
CREATE INDEX IF NOT EXISTS toolkits_remixed_from_idx ON toolkits (remixed_from_id, user_id);
