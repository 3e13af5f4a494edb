-- Schema version 5 on PostgreSQL: ../005_schedules.sql (the loop schedule
-- of the findings of loop rules, nullable columns; sched_ii IS NULL means
-- no schedule).  ADD COLUMN without a default rewrites no row here either.
ALTER TABLE findings ADD COLUMN sched_res_mii DOUBLE PRECISION;
ALTER TABLE findings ADD COLUMN sched_res_unit TEXT COLLATE "C";
ALTER TABLE findings ADD COLUMN sched_rec_mii BIGINT;
ALTER TABLE findings ADD COLUMN sched_chain TEXT COLLATE "C";
ALTER TABLE findings ADD COLUMN sched_ii BIGINT;
ALTER TABLE findings ADD COLUMN sched_trip BIGINT;
ALTER TABLE findings ADD COLUMN sched_trip_basis TEXT COLLATE "C";

UPDATE tmopt_schema SET version = 5;
