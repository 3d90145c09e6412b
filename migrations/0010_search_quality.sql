-- Search quality (docs/decisions/0014-search-quality.md): a verified date per resource, an index for
-- exact and prefix title matches, a trigram index for infix matches, and a vocabulary of indexed words (with
-- its own trigram index) that typo correction draws candidates from. All kept in sync by triggers like 0001,
-- and rerunnable: running this file again (after dropping the resources_trigram and search_vocab tables and
-- their triggers, as worker/ops does for resources_fts) rebuilds everything from the resources table.
-- The ALTER TABLE is the one statement that is not rerunnable; skip it when rebuilding.
ALTER TABLE resources ADD COLUMN last_verified text;
--> statement-breakpoint
-- Exact and prefix title matches walk this index: lower(title) = ? and lower(title) >= ? and < ? || char(1114111).
CREATE INDEX IF NOT EXISTS resources_title_lower_idx ON resources (lower(title));
--> statement-breakpoint
-- Infix matches ('cholar' finds scholarships): every 3-character run of the title, category and tags.
-- Descriptions are left out on purpose: they would triple the index for matches bm25 already ranks last.
CREATE VIRTUAL TABLE IF NOT EXISTS resources_trigram USING fts5(
  title,
  tags,
  tokenize = 'trigram remove_diacritics 1'
);
--> statement-breakpoint
-- The words of every resource (title, description, category, tags), at least 4 letters, lower-case; never
-- pruned on delete (a word nobody uses any more only costs a row: a correction to it finds nothing and is
-- not shown).
CREATE TABLE IF NOT EXISTS search_vocab (
  id integer PRIMARY KEY,
  term text NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE VIRTUAL TABLE IF NOT EXISTS search_vocab_trigram USING fts5(
  term,
  content = 'search_vocab',
  content_rowid = 'id',
  tokenize = 'trigram'
);
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS search_vocab_after_insert AFTER INSERT ON search_vocab BEGIN
  INSERT INTO search_vocab_trigram (rowid, term) VALUES (new.id, new.term);
END;
--> statement-breakpoint
-- New words only, checked with NOT EXISTS rather than INSERT OR IGNORE: the conflict clause of the statement that
-- fires a trigger (the seed's upsert) overrides the trigger's own.
-- Splits text into words inside SQL (triggers cannot use CTEs): punctuation becomes spaces, the words become a
-- JSON array, json_each lists them. json_valid guards against any character the replacements missed, so an
-- odd title can never make a resource insert fail; it only leaves that resource's words out of the vocabulary.
CREATE TRIGGER IF NOT EXISTS resources_search_after_insert AFTER INSERT ON resources BEGIN
  INSERT INTO resources_trigram (rowid, title, tags)
  VALUES (
    new.seq,
    new.title,
    coalesce((SELECT name FROM categories WHERE slug = new.category), '') || ' ' ||
      coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')
  );
  INSERT INTO search_vocab (term)
  SELECT DISTINCT w.value FROM (
    SELECT '["' || replace(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      replace(replace(lower(new.title || ' ' || new.description || ' ' ||
        coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')),
      '\', ' '), '"', ' '), char(9), ' '), char(10), ' '), char(13), ' '), '.', ' '), ',', ' '), ';', ' '),
      ':', ' '), '!', ' '), '?', ' '), '(', ' '), ')', ' '), '''', ' '), '/', ' '), '-', ' '), '&', ' '),
      '+', ' '), '’', ' '), '–', ' '), '—', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' ')),
      ' ', '","') || '"]' AS words
  ) AS t, json_each(CASE WHEN json_valid(t.words) THEN t.words ELSE '[]' END) AS w
  WHERE length(w.value) >= 4 AND w.value GLOB '[a-z]*'
    AND NOT EXISTS (SELECT 1 FROM search_vocab v WHERE v.term = w.value);
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS resources_search_after_delete AFTER DELETE ON resources BEGIN
  DELETE FROM resources_trigram WHERE rowid = old.seq;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS resources_search_after_update AFTER UPDATE OF title, description, category, tags
ON resources BEGIN
  DELETE FROM resources_trigram WHERE rowid = old.seq;
  INSERT INTO resources_trigram (rowid, title, tags)
  VALUES (
    new.seq,
    new.title,
    coalesce((SELECT name FROM categories WHERE slug = new.category), '') || ' ' ||
      coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')
  );
  INSERT INTO search_vocab (term)
  SELECT DISTINCT w.value FROM (
    SELECT '["' || replace(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      replace(replace(lower(new.title || ' ' || new.description || ' ' ||
        coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')),
      '\', ' '), '"', ' '), char(9), ' '), char(10), ' '), char(13), ' '), '.', ' '), ',', ' '), ';', ' '),
      ':', ' '), '!', ' '), '?', ' '), '(', ' '), ')', ' '), '''', ' '), '/', ' '), '-', ' '), '&', ' '),
      '+', ' '), '’', ' '), '–', ' '), '—', ' '), '[', ' '), ']', ' '), '*', ' '), '#', ' ')),
      ' ', '","') || '"]' AS words
  ) AS t, json_each(CASE WHEN json_valid(t.words) THEN t.words ELSE '[]' END) AS w
  WHERE length(w.value) >= 4 AND w.value GLOB '[a-z]*'
    AND NOT EXISTS (SELECT 1 FROM search_vocab v WHERE v.term = w.value);
END;
--> statement-breakpoint
-- Rebuild from the resources table (a no-op on a fresh database; fills the indexes on an existing one).
DELETE FROM resources_trigram;
--> statement-breakpoint
INSERT INTO resources_trigram (rowid, title, tags)
SELECT
  r.seq,
  r.title,
  coalesce(c.name, '') || ' ' || coalesce((SELECT group_concat(value, ' ') FROM json_each(r.tags)), '')
FROM resources r
LEFT JOIN categories c ON c.slug = r.category;
--> statement-breakpoint
-- Every resource row touches itself so the update trigger adds its words to the vocabulary.
UPDATE resources SET title = title;
--> statement-breakpoint
INSERT INTO search_vocab_trigram (search_vocab_trigram) VALUES ('rebuild');
