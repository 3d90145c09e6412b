-- Hardening: session details for the sessions list, places a user signs in from, password
-- reset tokens (hashed) and the local dev mailbox.
ALTER TABLE `sessions` ADD `user_agent` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE `trusted_sign_ins` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`kind` text NOT NULL,
	`key_hash` text NOT NULL,
	`last_used_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `key_hash`)
);
--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);
--> statement-breakpoint
CREATE TABLE `dev_mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`sent_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sign_in_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer NOT NULL
);
