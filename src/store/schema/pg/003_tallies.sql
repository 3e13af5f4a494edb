-- Schema version 3 on PostgreSQL: ../003_tallies.sql (per-run tallies of
-- the unsuppressed findings, so history and trend never scan the
-- findings; sums are double precision, as SQLite's REAL TOTAL()).
CREATE TABLE tallies (
  run_id       BIGINT NOT NULL,  -- runs(id), not enforced
  rule         TEXT COLLATE "C" NOT NULL,
  module       TEXT COLLATE "C" NOT NULL,
  file         TEXT COLLATE "C" NOT NULL,
  function     TEXT COLLATE "C" NOT NULL,
  findings     BIGINT NOT NULL,
  total_cycles DOUBLE PRECISION NOT NULL
);

CREATE TABLE summary (
  run_id       BIGINT NOT NULL,  -- runs(id), not enforced
  rule         TEXT COLLATE "C" NOT NULL,
  module       TEXT COLLATE "C" NOT NULL,
  findings     BIGINT NOT NULL,
  total_cycles DOUBLE PRECISION NOT NULL
);

INSERT INTO tallies
  SELECT run_id, rule, module, file, function, COUNT(*), total(total_cycles)
  FROM findings WHERE suppressed = 0
  GROUP BY run_id, rule, module, file, function;
INSERT INTO summary
  SELECT run_id, rule, module, SUM(findings), total(total_cycles)
  FROM tallies GROUP BY run_id, rule, module;

CREATE INDEX tallies_run ON tallies(run_id, file);
CREATE INDEX tallies_function ON tallies(function, run_id);
CREATE INDEX summary_run ON summary(run_id, rule, module, findings, total_cycles);

UPDATE tmopt_schema SET version = 3;
