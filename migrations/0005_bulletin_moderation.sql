-- Bulletin moderation: who decided on a post, when, and why; the snippet and read time the board
-- shows, derived from the body when the post is stored. reviewed_by is nulled, not cascaded, when the admin's
-- account goes: the post belongs to its author (user_id still cascades).
ALTER TABLE `bulletin_submissions` ADD `snippet` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bulletin_submissions` ADD `read_time` text DEFAULT '1 min read' NOT NULL;--> statement-breakpoint
ALTER TABLE `bulletin_submissions` ADD `reviewed_by` text REFERENCES `users`(`id`) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `bulletin_submissions` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `bulletin_submissions` ADD `reason` text;--> statement-breakpoint
CREATE INDEX `bulletin_submissions_reviewed_idx` ON `bulletin_submissions` (`status`,`reviewed_at`);
