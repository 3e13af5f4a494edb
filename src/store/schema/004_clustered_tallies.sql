-- Schema version 4: cheaper ingest into a growing database, and
-- 'trend --by file' from a per-run table of tens of rows a file.
--   tallies: now a WITHOUT ROWID table clustered on (run_id, function,
--            ...): a run's rows are appended at the end of one b-tree and
--            'history --function' seeks (run, function) once per release.
--            Version 3's global index on (function, run_id) received
--            every new run's rows at random places, rewriting most of its
--            pages on each store, and no longer exists.
--   files_summary: findings and total cycles per run and file (unsuppressed
--            findings), for 'trend --by file'.
-- The per-run rows of tallies, summary and files_summary are now computed
-- in memory while the findings are written (store.c), not read back from
-- the findings.
CREATE TABLE tallies4 (
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  rule         TEXT    NOT NULL,
  module       TEXT    NOT NULL,
  file         TEXT    NOT NULL,
  function     TEXT    NOT NULL,
  findings     INTEGER NOT NULL,
  total_cycles REAL    NOT NULL,
  PRIMARY KEY (run_id, function, file, rule, module)
) WITHOUT ROWID;

INSERT INTO tallies4
  SELECT run_id, rule, module, file, function, SUM(findings), TOTAL(total_cycles)
  FROM tallies GROUP BY run_id, function, file, rule, module;
DROP TABLE tallies;
ALTER TABLE tallies4 RENAME TO tallies;

CREATE TABLE files_summary (
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  file         TEXT    NOT NULL,
  findings     INTEGER NOT NULL,
  total_cycles REAL    NOT NULL,
  PRIMARY KEY (run_id, file)
) WITHOUT ROWID;

INSERT INTO files_summary
  SELECT run_id, file, SUM(findings), TOTAL(total_cycles)
  FROM tallies GROUP BY run_id, file;

PRAGMA user_version = 4;
