-- Drops the FTS5 index and its triggers so `wrangler d1 export` can dump the database
-- (workers-sdk #6305). Restore the index afterwards with migrations/0013_search_prefix_index.sql (0001's table and
-- triggers with 0013's prefix indexes). See docs/operations.md.
DROP TRIGGER IF EXISTS resources_fts_after_insert;
DROP TRIGGER IF EXISTS resources_fts_after_delete;
DROP TRIGGER IF EXISTS resources_fts_after_update;
DROP TABLE IF EXISTS resources_fts;
-- Search-quality indexes of migrations/0010_search_quality.sql (trigram tables are FTS5 too). Restore with that
-- file minus its first statement (the ALTER TABLE): see docs/operations.md.
DROP TRIGGER IF EXISTS resources_search_after_insert;
DROP TRIGGER IF EXISTS resources_search_after_delete;
DROP TRIGGER IF EXISTS resources_search_after_update;
DROP TRIGGER IF EXISTS search_vocab_after_insert;
DROP TABLE IF EXISTS resources_trigram;
DROP TABLE IF EXISTS search_vocab_trigram;
DROP TABLE IF EXISTS search_vocab;
