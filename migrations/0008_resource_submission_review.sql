-- Resource submissions get a review: status, reason, who decided and when, admin-chosen tags, the resource an
-- approval created, and a normalised URL for duplicate checks (docs/decisions/0012).
-- Hand-written: ALTER TABLE ADD COLUMN keeps existing rows; a reference column must default to NULL.
ALTER TABLE `resource_submissions` ADD `url_key` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `resource_submissions` ADD `tags` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `resource_submissions` ADD `status` text DEFAULT 'pending' NOT NULL
  CONSTRAINT `resource_submissions_status_check` CHECK (`status` in ('pending', 'approved', 'rejected'));
--> statement-breakpoint
ALTER TABLE `resource_submissions` ADD `reason` text;
--> statement-breakpoint
ALTER TABLE `resource_submissions` ADD `reviewed_by` text REFERENCES `users`(`id`) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `resource_submissions` ADD `reviewed_at` integer;
--> statement-breakpoint
ALTER TABLE `resource_submissions` ADD `resource_id` text REFERENCES `resources`(`id`) ON DELETE set null;
--> statement-breakpoint
UPDATE `resource_submissions` SET `url_key` = lower(rtrim(`url`, '/'));
--> statement-breakpoint
CREATE INDEX `resource_submissions_status_idx` ON `resource_submissions` (`status`, `created_at`);
--> statement-breakpoint
CREATE INDEX `resource_submissions_url_key_idx` ON `resource_submissions` (`url_key`);
