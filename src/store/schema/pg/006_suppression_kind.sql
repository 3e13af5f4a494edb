-- Schema version 6 on PostgreSQL: ../006_suppression_kind.sql (why a
-- suppressed finding is suppressed: 'inline' or 'baseline'; NULL when
-- unsuppressed, and on rows stored before, which read as 'inline').
ALTER TABLE findings ADD COLUMN suppressed_by TEXT COLLATE "C";

UPDATE tmopt_schema SET version = 6;
