-- Trending and analytics: the viewed resource gets its own column so the trending query reads one
-- covering index instead of parsing JSON properties; the purge and the bookmark half of trending get theirs.
ALTER TABLE `analytics_events` ADD COLUMN `resource_id` text;--> statement-breakpoint
DROP INDEX IF EXISTS `analytics_events_name_idx`;--> statement-breakpoint
CREATE INDEX `analytics_events_trending_idx` ON `analytics_events` (`event_name`,`timestamp`,`resource_id`);--> statement-breakpoint
CREATE INDEX `analytics_events_timestamp_idx` ON `analytics_events` (`timestamp`);--> statement-breakpoint
CREATE INDEX `user_interactions_type_created_idx` ON `user_interactions` (`type`,`created_at`,`resource_id`);
