-- Schema version 3: per-run tallies of the unsuppressed findings, written
-- in the run's transaction, so history and trend never scan the findings:
--   summary: findings and total cycles per rule and module (tens of rows
--            a run): unfiltered history, --rule, --module, trend by rule
--            or module;
--   tallies: the same per rule, module, file and function: history
--            --function, trend by file.
-- Sums are REAL (TOTAL()), so they cannot overflow.  Replaces the wide
-- findings index of version 2, which made each insert dearer.
CREATE TABLE tallies (
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  rule         TEXT    NOT NULL,
  module       TEXT    NOT NULL,
  file         TEXT    NOT NULL,
  function     TEXT    NOT NULL,
  findings     INTEGER NOT NULL,
  total_cycles REAL    NOT NULL
);

CREATE TABLE summary (
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  rule         TEXT    NOT NULL,
  module       TEXT    NOT NULL,
  findings     INTEGER NOT NULL,
  total_cycles REAL    NOT NULL
);

INSERT INTO tallies
  SELECT run_id, rule, module, file, function, COUNT(*), TOTAL(total_cycles)
  FROM findings WHERE suppressed = 0
  GROUP BY run_id, rule, module, file, function;
INSERT INTO summary
  SELECT run_id, rule, module, SUM(findings), TOTAL(total_cycles)
  FROM tallies GROUP BY run_id, rule, module;

CREATE INDEX tallies_run ON tallies(run_id, file);
CREATE INDEX tallies_function ON tallies(function, run_id);
CREATE INDEX summary_run ON summary(run_id, rule, module, findings, total_cycles);
DROP INDEX findings_run_rule;

PRAGMA user_version = 3;
