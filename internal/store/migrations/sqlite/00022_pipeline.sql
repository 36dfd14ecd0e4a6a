-- +goose NO TRANSACTION
-- +goose Up
-- The hiring pipeline. An application moves through submitted (shown as
-- "Applied"), reviewed, shortlisted, interview, offered, hired and rejected
-- (shown as "Not selected"); withdrawn is set by the applicant only and ends
-- the pipeline. The stored names of the first statuses stay as they were, so
-- that older clients and links keep working.
--
-- SQLite cannot change a CHECK, so applications is made again, as in
-- 00015_ids: foreign keys are not checked while it is copied (dropping it
-- would otherwise delete its history), and rows keep their ids.
PRAGMA foreign_keys = OFF;
BEGIN IMMEDIATE;

CREATE TABLE applications_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    job_id       INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    customer_id  INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    cover_letter TEXT NOT NULL,
    phone        TEXT NOT NULL DEFAULT '',
    cv_key       TEXT NOT NULL,
    cv_name      TEXT NOT NULL,
    cv_type      TEXT NOT NULL,
    cv_size      INTEGER NOT NULL,
    status       TEXT NOT NULL DEFAULT 'submitted'
        CHECK (status IN ('submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn')),
    -- The employer's rating of an application, 1 to 5; never shown to the applicant.
    rating       INTEGER CHECK (rating BETWEEN 1 AND 5),
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL,
    UNIQUE (job_id, customer_id)
);
INSERT INTO applications_new (id, job_id, customer_id, cover_letter, phone, cv_key, cv_name, cv_type, cv_size, status, created_at, updated_at)
SELECT id, job_id, customer_id, cover_letter, phone, cv_key, cv_name, cv_type, cv_size, status, created_at, updated_at FROM applications;
DROP TABLE applications;
ALTER TABLE applications_new RENAME TO applications;
CREATE INDEX applications_job ON applications (job_id, created_at, id);
CREATE INDEX applications_customer ON applications (customer_id, created_at, id);
CREATE INDEX applications_created ON applications (created_at);
CREATE INDEX applications_cv_key ON applications (cv_key);
-- The pipeline's counts and filters read a job's applications by status.
CREATE INDEX applications_job_status ON applications (job_id, status);

-- Who made each move: actor_kind is 'customer' (the job's poster, or the
-- applicant withdrawing), 'admin', or '' for the application itself and rows
-- from before this migration; actor_name is the name at the time, kept when
-- the account goes. notified says whether the applicant was emailed.
ALTER TABLE application_history ADD COLUMN actor_kind TEXT NOT NULL DEFAULT '';
ALTER TABLE application_history ADD COLUMN actor_id INTEGER;
ALTER TABLE application_history ADD COLUMN actor_name TEXT NOT NULL DEFAULT '';
ALTER TABLE application_history ADD COLUMN notified BOOLEAN NOT NULL DEFAULT FALSE;

-- The employer's private notes on an application, oldest first; never shown
-- to the applicant.
CREATE TABLE application_notes (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    author_kind    TEXT NOT NULL CHECK (author_kind IN ('customer', 'admin')),
    author_id      INTEGER NOT NULL,
    author_name    TEXT NOT NULL,
    body           TEXT NOT NULL,
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX application_notes_application ON application_notes (application_id, created_at, id);

COMMIT;
PRAGMA foreign_keys = ON;

-- +goose Down
-- The wider CHECK stays (a narrower one would need the table made again);
-- the added columns and the notes go.
DROP TABLE application_notes;
ALTER TABLE application_history DROP COLUMN notified;
ALTER TABLE application_history DROP COLUMN actor_name;
ALTER TABLE application_history DROP COLUMN actor_id;
ALTER TABLE application_history DROP COLUMN actor_kind;
DROP INDEX applications_job_status;
UPDATE applications SET status = 'shortlisted' WHERE status IN ('interview', 'offered');
UPDATE applications SET status = 'rejected' WHERE status = 'withdrawn';
