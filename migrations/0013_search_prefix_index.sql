-- Prefix indexes for every prefix of 2-12 characters in resources_fts (0001 had 2-6); why:
-- docs/decisions/0014-search-quality.md. Every query term is a prefix ('student'*), and a prefix longer than the
-- longest prefix index makes FTS5 merge the doclists of every word it begins, three times per search (the
-- window, the ranking and bm25's document counts): at 100,000 resources that merge was most of a query's time.
-- FTS5 cannot change a table's prefix option, so the table is dropped, created again and rebuilt from resources.
-- Rerunnable, and the file to run after worker/ops/fts-drop.sql (it replaces 0001 for that, see
-- docs/operations.md): it drops whatever is there, then creates the table, its triggers and its rows again.
DROP TRIGGER IF EXISTS resources_fts_after_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS resources_fts_after_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS resources_fts_after_update;
--> statement-breakpoint
DROP TABLE IF EXISTS resources_fts;
--> statement-breakpoint
-- As 0001 (same columns, tokenizer and triggers) but for the prefix lengths.
CREATE VIRTUAL TABLE resources_fts USING fts5(
  title,
  description,
  category,
  tags,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4 5 6 7 8 9 10 11 12'
);
--> statement-breakpoint
CREATE TRIGGER resources_fts_after_insert AFTER INSERT ON resources BEGIN
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
CREATE TRIGGER resources_fts_after_delete AFTER DELETE ON resources BEGIN
  DELETE FROM resources_fts WHERE rowid = old.seq;
END;
--> statement-breakpoint
CREATE TRIGGER resources_fts_after_update AFTER UPDATE ON resources BEGIN
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
INSERT INTO resources_fts (rowid, title, description, category, tags)
SELECT
  r.seq,
  r.title,
  r.description,
  coalesce(c.name, '') || ' ' || r.category,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(r.tags)), '')
FROM resources r
LEFT JOIN categories c ON c.slug = r.category;
--> statement-breakpoint
-- Title matches with a category filter walk one range of this index (category, then title) instead of every
-- row of the category (resources_category_idx is on title, not lower(title)): 6,797 rows read → under 20.
CREATE INDEX IF NOT EXISTS resources_category_title_lower_idx ON resources (category, lower(title));
--> statement-breakpoint
-- One b-tree per index instead of the many segments a bulk rebuild leaves: fewer pages per term lookup.
INSERT INTO resources_fts (resources_fts) VALUES ('optimize');
