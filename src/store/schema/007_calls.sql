-- Schema version 7: how often a finding's function runs per call of the
-- run's entry points (struct finding.calls, the JSON "calls": the run's
-- call graph, src/engine/callgraph.h), so that 'tmopt report --db' ranks
-- hot spots as 'tmopt check --sort cycles' and the report of the files
-- do (total_cycles x calls).  One column, no rewrite of existing rows:
--   calls  INTEGER  runs per call of the entry points, >= 1; NULL on
--                   rows stored by version 6 and earlier, which read
--                   as 1 (each run of the function counted once).
ALTER TABLE findings ADD COLUMN calls INTEGER;

PRAGMA user_version = 7;
