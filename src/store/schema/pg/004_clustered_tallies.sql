-- Schema version 4 on PostgreSQL: ../004_clustered_tallies.sql.  tallies
-- gets the primary key (run_id, function, file, rule, module) in place of
-- the global (function, run_id) index (PostgreSQL has no WITHOUT ROWID:
-- the key is a b-tree beside the heap), and files_summary holds the
-- findings and total cycles per run and file for 'trend --by file'.
CREATE TABLE tallies4 (
  run_id       BIGINT NOT NULL,  -- runs(id), not enforced
  rule         TEXT COLLATE "C" NOT NULL,
  module       TEXT COLLATE "C" NOT NULL,
  file         TEXT COLLATE "C" NOT NULL,
  function     TEXT COLLATE "C" NOT NULL,
  findings     BIGINT NOT NULL,
  total_cycles DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (run_id, function, file, rule, module)
);

INSERT INTO tallies4
  SELECT run_id, rule, module, file, function, SUM(findings), total(total_cycles)
  FROM tallies GROUP BY run_id, function, file, rule, module;
DROP TABLE tallies;
ALTER TABLE tallies4 RENAME TO tallies;

CREATE TABLE files_summary (
  run_id       BIGINT NOT NULL,  -- runs(id), not enforced
  file         TEXT COLLATE "C" NOT NULL,
  findings     BIGINT NOT NULL,
  total_cycles DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (run_id, file)
);

INSERT INTO files_summary
  SELECT run_id, file, SUM(findings), total(total_cycles)
  FROM tallies GROUP BY run_id, file;

UPDATE tmopt_schema SET version = 4;
