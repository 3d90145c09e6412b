-- Drops the FTS5 index and its triggers so `wrangler d1 export` can dump the database
-- (workers-sdk #6305). Restore the index afterwards with migrations/0001_resources_fts.sql. See docs/operations.md.
DROP TRIGGER IF EXISTS resources_fts_after_insert;
DROP TRIGGER IF EXISTS resources_fts_after_delete;
DROP TRIGGER IF EXISTS resources_fts_after_update;
DROP TABLE IF EXISTS resources_fts;
