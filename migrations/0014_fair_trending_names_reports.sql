-- Fair trending, display names, and broken-link notices that need independent reports (docs/decisions/0010
-- and 0017). Hand-written: ALTER TABLE ADD COLUMN keeps existing rows.
-- Who sent a resource_view (a day-salted hash of the signed-in user, else the address): a view counts for trending
-- (its resource_id is set) only as the visitor's first of that resource that day. Old rows keep NULL and count.
ALTER TABLE `analytics_events` ADD `visitor` text;
--> statement-breakpoint
CREATE INDEX `analytics_events_visit_idx` ON `analytics_events` (`resource_id`, `visitor`, `timestamp`) WHERE `visitor` IS NOT NULL;
--> statement-breakpoint
-- The name a user shows in public (bulletin author, remix credits); NULL shows 'A Quadkit student'.
ALTER TABLE `user_preferences` ADD `display_name` text;
--> statement-breakpoint
-- Credits written before display names held the owner's e-mail local part: replace them with the default.
UPDATE `toolkits` SET `remixed_from_owner` = 'A Quadkit student'
  WHERE `remixed_from_owner` IS NOT NULL AND `remixed_from_owner` <> 'Quadkit';
--> statement-breakpoint
-- Who reported (a hash of the user or address), so a broken-link notice counts independent reporters, and an
-- admin's confirmation, which shows the notice at once.
ALTER TABLE `resource_reports` ADD `reporter` text;
--> statement-breakpoint
ALTER TABLE `resource_reports` ADD `confirmed_by` text REFERENCES `users`(`id`) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `resource_reports` ADD `confirmed_at` integer;
