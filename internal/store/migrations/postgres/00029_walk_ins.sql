-- +goose Up
-- Applying without a CV, and walk-in interviews.
-- allows_no_cv: the job takes applications of a name, phone, district and
-- note instead of a CV. walk_in is the job's walk-in interview as JSON (''
-- for none); walk_in_starts_at and walk_in_ends_at are its window as
-- instants, for the browse filter and the reminders; walk_in_rsvp says that
-- job seekers may say they will come. job_changes carries the same, so that
-- a poster's edit of an approved job waits for review with the rest.
ALTER TABLE jobs ADD COLUMN allows_no_cv BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE jobs ADD COLUMN walk_in TEXT NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN walk_in_starts_at TIMESTAMPTZ;
ALTER TABLE jobs ADD COLUMN walk_in_ends_at TIMESTAMPTZ;
ALTER TABLE jobs ADD COLUMN walk_in_rsvp BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX jobs_walk_in ON jobs (walk_in_ends_at) WHERE walk_in_ends_at IS NOT NULL;
ALTER TABLE job_changes ADD COLUMN allows_no_cv BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE job_changes ADD COLUMN walk_in TEXT NOT NULL DEFAULT '';

-- An application without a CV (cv_key ''): the name and district the
-- applicant gave; the note is kept as the cover letter.
ALTER TABLE applications ADD COLUMN without_cv BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE applications ADD COLUMN given_name TEXT NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN district TEXT NOT NULL DEFAULT '';

-- A job seeker who said they will come to a job's walk-in. reminded_for is
-- the start the reminder was sent for: a walk-in moved to another day is
-- reminded of again, and one reminder claimed is never sent twice.
CREATE TABLE walk_in_rsvps (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    job_id       BIGINT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    customer_id  BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at   TIMESTAMPTZ NOT NULL,
    reminded_for TIMESTAMPTZ,
    UNIQUE (job_id, customer_id)
);
CREATE INDEX walk_in_rsvps_customer ON walk_in_rsvps (customer_id);

-- +goose Down
DROP TABLE walk_in_rsvps;
ALTER TABLE applications DROP COLUMN district;
ALTER TABLE applications DROP COLUMN given_name;
ALTER TABLE applications DROP COLUMN without_cv;
ALTER TABLE job_changes DROP COLUMN walk_in;
ALTER TABLE job_changes DROP COLUMN allows_no_cv;
DROP INDEX jobs_walk_in;
ALTER TABLE jobs DROP COLUMN walk_in_rsvp;
ALTER TABLE jobs DROP COLUMN walk_in_ends_at;
ALTER TABLE jobs DROP COLUMN walk_in_starts_at;
ALTER TABLE jobs DROP COLUMN walk_in;
ALTER TABLE jobs DROP COLUMN allows_no_cv;
