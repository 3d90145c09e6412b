-- Full-text index over resources (SQLite FTS5), kept in sync by triggers.
-- Rerunnable on purpose: `wrangler d1 export` refuses databases with FTS5 tables (workers-sdk #6305), so a
-- portable backup drops resources_fts and its triggers (worker/ops/fts-drop.sql), exports, then runs this
-- file again, which recreates everything and rebuilds the index from the resources table.
-- The category column holds the category name and slug; tags are space-joined from the JSON array.
CREATE VIRTUAL TABLE IF NOT EXISTS resources_fts USING fts5(
  title,
  description,
  category,
  tags,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4 5 6'
);
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS resources_fts_after_insert AFTER INSERT ON resources BEGIN
  INSERT INTO resources_fts (rowid, title, description, category, tags)
  VALUES (
    new.seq,
    new.title,
    new.description,
    coalesce((SELECT name FROM categories WHERE slug = new.category), '') || ' ' || new.category,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')
  );
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS resources_fts_after_delete AFTER DELETE ON resources BEGIN
  DELETE FROM resources_fts WHERE rowid = old.seq;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS resources_fts_after_update AFTER UPDATE ON resources BEGIN
  DELETE FROM resources_fts WHERE rowid = old.seq;
  INSERT INTO resources_fts (rowid, title, description, category, tags)
  VALUES (
    new.seq,
    new.title,
    new.description,
    coalesce((SELECT name FROM categories WHERE slug = new.category), '') || ' ' || new.category,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')
  );
END;
--> statement-breakpoint
DELETE FROM resources_fts;
--> statement-breakpoint
INSERT INTO resources_fts (rowid, title, description, category, tags)
SELECT
  r.seq,
  r.title,
  r.description,
  coalesce(c.name, '') || ' ' || r.category,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(r.tags)), '')
FROM resources r
LEFT JOIN categories c ON c.slug = r.category;
