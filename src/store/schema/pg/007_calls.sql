-- Schema version 7 on PostgreSQL: ../007_calls.sql (runs of a finding's
-- function per call of the run's entry points; NULL on rows stored
-- before, which read as 1).
ALTER TABLE findings ADD COLUMN calls BIGINT;

UPDATE tmopt_schema SET version = 7;
