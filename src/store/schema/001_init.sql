-- tmopt findings database, schema version 1: one row per stored run (a
-- release tag analysed at a commit), the files it analysed and every
-- finding with all the fields of the JSON contract plus the fingerprint
-- and the normalised statement it was computed from.  Times are Unix
-- seconds (UTC).  Cycle figures are saturated to the SQLite integer range.
CREATE TABLE runs (
  id           INTEGER PRIMARY KEY,
  release      TEXT    NOT NULL,
  commit_sha   TEXT    NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  target       TEXT    NOT NULL,
  machine_hash TEXT    NOT NULL,
  tool_version TEXT    NOT NULL
);

CREATE TABLE files (
  id           INTEGER PRIMARY KEY,
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  path         TEXT    NOT NULL,
  module       TEXT    NOT NULL,
  content_hash TEXT    NOT NULL,  -- FNV-1a 64 of the bytes, 16 hex digits
  ok           INTEGER NOT NULL   -- 1 analysed, 0 could not be analysed
);

CREATE TABLE findings (
  id            INTEGER PRIMARY KEY,
  run_id        INTEGER NOT NULL REFERENCES runs(id),
  fingerprint   TEXT    NOT NULL,
  rule          TEXT    NOT NULL,
  severity      TEXT    NOT NULL,
  file          TEXT    NOT NULL,
  module        TEXT    NOT NULL,
  line          INTEGER NOT NULL,
  col           INTEGER NOT NULL,
  function      TEXT    NOT NULL,
  message       TEXT    NOT NULL,
  advice        TEXT    NOT NULL,
  cycles        INTEGER NOT NULL,
  count         INTEGER NOT NULL,
  count_basis   TEXT    NOT NULL,
  total_cycles  INTEGER NOT NULL,
  saving_cycles INTEGER NOT NULL,
  loop_depth    INTEGER NOT NULL,
  stmt          TEXT    NOT NULL,
  suppressed    INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX files_run ON files(run_id);
CREATE INDEX findings_run ON findings(run_id);

PRAGMA user_version = 1;
