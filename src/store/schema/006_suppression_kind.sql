-- Schema version 6: why a suppressed finding is suppressed (struct
-- finding.suppressed_by), so that 'tmopt report --db --format sarif'
-- tells an inline 'tmopt: ignore' comment (SARIF kind "inSource") from a
-- --baseline entry (kind "external") as 'tmopt check' does.  One
-- nullable column, no rewrite of existing rows:
--   suppressed_by  TEXT  'inline' or 'baseline' when suppressed = 1
--                        (words, so a new kind needs no migration);
--                        NULL when suppressed = 0.
-- Rows stored by version 5 and earlier have NULL here: a suppressed one
-- reads as 'inline' (the only kind SARIF from the database reported
-- before; a baselined finding stored then is indistinguishable).
ALTER TABLE findings ADD COLUMN suppressed_by TEXT;

PRAGMA user_version = 6;
