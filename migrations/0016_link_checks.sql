-- Earned freshness (docs/decisions/0017): the scheduled link checker's record per resource, and the end
-- of the stamped dates. `resources.last_verified` now holds only a real success of the checker or a reviewer's
-- date; the catalog's 2026-11-23 was stamped on every item without fetching any (0014-search-quality says so), so
-- it is cleared and those items read 'Not yet verified' until the checker reaches them.
CREATE TABLE `link_checks` (
  `resource_id` text PRIMARY KEY NOT NULL REFERENCES `resources`(`id`) ON DELETE cascade,
  `checked_at` integer NOT NULL,
  `ok` integer NOT NULL,
  `http_status` integer,
  `final_url` text,
  `error` text,
  `failures` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `link_checks_checked_idx` ON `link_checks` (`checked_at`);
--> statement-breakpoint
UPDATE `resources` SET `last_verified` = NULL WHERE `last_verified` = '2026-11-23';
