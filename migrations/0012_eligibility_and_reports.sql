-- Eligibility and reports (docs/decisions/0017): who each resource is for (a JSON column the seed fills and zod checks on read),
-- the profile's country (ISO 3166-1 alpha-2), and problem reports on resources for the admin area.
-- Hand-written: ALTER TABLE ADD COLUMN keeps existing rows.
ALTER TABLE `resources` ADD `eligibility` text;
--> statement-breakpoint
ALTER TABLE `user_preferences` ADD `country` text;
--> statement-breakpoint
CREATE TABLE `resource_reports` (
  `id` text PRIMARY KEY NOT NULL,
  `resource_id` text NOT NULL REFERENCES `resources`(`id`) ON DELETE cascade,
  `reason` text NOT NULL,
  `note` text,
  `user_id` text REFERENCES `users`(`id`) ON DELETE cascade,
  `status` text DEFAULT 'open' NOT NULL,
  `resolved_by` text REFERENCES `users`(`id`) ON DELETE set null,
  `resolved_at` integer,
  `created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
  CONSTRAINT `resource_reports_reason_check` CHECK (`reason` in ('broken-link', 'wrong-category', 'outdated', 'other')),
  CONSTRAINT `resource_reports_status_check` CHECK (`status` in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE INDEX `resource_reports_status_idx` ON `resource_reports` (`status`, `created_at`);
--> statement-breakpoint
CREATE INDEX `resource_reports_resource_idx` ON `resource_reports` (`resource_id`, `status`, `reason`);
--> statement-breakpoint
CREATE INDEX `resource_reports_user_idx` ON `resource_reports` (`user_id`);
