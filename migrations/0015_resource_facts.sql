-- Per-resource facts for the detail page, written for each item (core/catalog/facts): the 'How to
-- access' steps (a JSON array of strings) and an About that adds to the description. Null keeps the category
-- template (user suggestions). Hand-written: ALTER TABLE ADD COLUMN keeps existing rows.
ALTER TABLE `resources` ADD `access` text;
--> statement-breakpoint
ALTER TABLE `resources` ADD `about` text;
