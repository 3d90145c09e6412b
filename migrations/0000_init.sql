CREATE TABLE `articles` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`snippet` text NOT NULL,
	`content` text NOT NULL,
	`image` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`date` text NOT NULL,
	`read_time` text NOT NULL,
	`author_name` text NOT NULL,
	`author_avatar` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`table_name` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `major_field_links` (
	`major_id` text NOT NULL,
	`field_id` text NOT NULL,
	PRIMARY KEY(`major_id`, `field_id`),
	FOREIGN KEY (`major_id`) REFERENCES `majors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`field_id`) REFERENCES `major_fields`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `major_field_links_field_idx` ON `major_field_links` (`field_id`);--> statement-breakpoint
CREATE TABLE `major_fields` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `major_resources` (
	`major_id` text NOT NULL,
	`resource_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`major_id`, `resource_id`),
	FOREIGN KEY (`major_id`) REFERENCES `majors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resource_id`) REFERENCES `resources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `major_resources_resource_idx` ON `major_resources` (`resource_id`);--> statement-breakpoint
CREATE TABLE `majors` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `resources` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`url` text NOT NULL,
	`image` text NOT NULL,
	`region` text,
	`position` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `categories`(`slug`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `resources_id_unique` ON `resources` (`id`);--> statement-breakpoint
CREATE INDEX `resources_category_idx` ON `resources` (`category`,`title`);--> statement-breakpoint
CREATE TABLE `admin_users` (
	`email` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `bookmarks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`resource_id` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bookmarks_type_check" CHECK("bookmarks"."type" in ('resource', 'toolkit'))
);
--> statement-breakpoint
CREATE INDEX `bookmarks_user_created_idx` ON `bookmarks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookmarks_user_item_unique` ON `bookmarks` (`user_id`,`resource_id`,`type`);--> statement-breakpoint
CREATE TABLE `toolkit_resources` (
	`toolkit_id` text NOT NULL,
	`resource_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`toolkit_id`, `resource_id`),
	FOREIGN KEY (`toolkit_id`) REFERENCES `toolkits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resource_id`) REFERENCES `resources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `toolkit_resources_resource_idx` ON `toolkit_resources` (`resource_id`);--> statement-breakpoint
CREATE TABLE `toolkits` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`emoji` text DEFAULT '📚' NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `toolkits_user_idx` ON `toolkits` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `toolkits_public_idx` ON `toolkits` (`is_public`,`is_featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `bulletin_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bulletin_submissions_status_check" CHECK("bulletin_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `bulletin_submissions_user_idx` ON `bulletin_submissions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bulletin_submissions_status_idx` ON `bulletin_submissions` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `resource_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`email` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `resource_submissions_user_idx` ON `resource_submissions` (`user_id`);--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`event_name` text NOT NULL,
	`properties` text DEFAULT '{}' NOT NULL,
	`path` text NOT NULL,
	`timestamp` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_events_name_idx` ON `analytics_events` (`event_name`,`timestamp`);--> statement-breakpoint
CREATE INDEX `analytics_events_user_idx` ON `analytics_events` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_interactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`resource_id` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_interactions_type_check" CHECK("user_interactions"."type" in ('view', 'bookmark'))
);
--> statement-breakpoint
CREATE INDEX `user_interactions_user_idx` ON `user_interactions` (`user_id`);--> statement-breakpoint
CREATE INDEX `user_interactions_created_idx` ON `user_interactions` (`created_at`,`resource_id`);--> statement-breakpoint
CREATE TABLE `user_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`study_level` text,
	`major` text,
	`study_goals` text DEFAULT '[]' NOT NULL,
	`avatar_url` text,
	`avatar_key` text,
	`interests` text DEFAULT '[]' NOT NULL,
	`graduation_year` integer,
	`onboarded` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
