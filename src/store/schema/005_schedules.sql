-- Schema version 5: the loop schedule of the findings of loop rules
-- (dependency-chain, cache-stride; struct finding_schedule), so reports
-- and diffs from the database show it as 'tmopt check' does.  Nullable
-- columns on findings rather than a side table: a finding without a
-- schedule stores seven NULLs (one header byte each, no extra row, no
-- extra index, no join when loading).  sched_ii IS NULL means "no
-- schedule"; rows stored by version 4 and earlier read as such, and
-- ADD COLUMN rewrites none of them.
--   sched_res_mii     REAL     resource bound, cycles per iteration
--   sched_res_unit    TEXT     the binding resource
--   sched_rec_mii     INTEGER  recurrence bound
--   sched_chain       TEXT     the critical recurrence ("" when none)
--   sched_ii          INTEGER  initiation interval estimate
--   sched_trip        INTEGER  trip count (saturated to the integer range)
--   sched_trip_basis  TEXT     where the trip count came from: 'constant',
--                              'assumed' (the words of the JSON trip_basis,
--                              so a new basis needs no migration)
ALTER TABLE findings ADD COLUMN sched_res_mii REAL;
ALTER TABLE findings ADD COLUMN sched_res_unit TEXT;
ALTER TABLE findings ADD COLUMN sched_rec_mii INTEGER;
ALTER TABLE findings ADD COLUMN sched_chain TEXT;
ALTER TABLE findings ADD COLUMN sched_ii INTEGER;
ALTER TABLE findings ADD COLUMN sched_trip INTEGER;
ALTER TABLE findings ADD COLUMN sched_trip_basis TEXT;

PRAGMA user_version = 5;
