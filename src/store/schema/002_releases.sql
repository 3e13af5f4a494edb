-- Schema version 2: releases get their own table, so a release keeps its
-- place in history (the time it was first stored) when its run is
-- replaced, and storing a tag again replaces the previous run (version 1
-- could hold several runs of one tag: the migration keeps the newest).
-- Adds the covering indexes of the history, trend and diff queries.
CREATE TABLE releases (
  id         INTEGER PRIMARY KEY,
  tag        TEXT    NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

INSERT INTO releases (tag, created_at)
  SELECT release, MIN(created_at) FROM runs
  GROUP BY release ORDER BY MIN(created_at), MIN(id);

ALTER TABLE runs ADD COLUMN release_id INTEGER REFERENCES releases(id);
UPDATE runs SET release_id = (SELECT id FROM releases WHERE tag = runs.release);

DELETE FROM findings WHERE run_id IN
  (SELECT id FROM runs r WHERE id < (SELECT MAX(id) FROM runs WHERE release = r.release));
DELETE FROM files WHERE run_id IN
  (SELECT id FROM runs r WHERE id < (SELECT MAX(id) FROM runs WHERE release = r.release));
DELETE FROM runs WHERE id < (SELECT MAX(id) FROM runs r WHERE r.release = runs.release);

CREATE UNIQUE INDEX runs_release ON runs(release_id);
DROP INDEX findings_run;
-- history and trend: aggregate one run without touching the wide rows
CREATE INDEX findings_run_rule ON findings(run_id, suppressed, rule, module, function, total_cycles);
-- diff: one run's findings by identity
CREATE INDEX findings_run_fp ON findings(run_id, fingerprint);

PRAGMA user_version = 2;
