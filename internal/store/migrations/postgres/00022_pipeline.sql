-- +goose Up
-- The hiring pipeline. An application moves through submitted (shown as
-- "Applied"), reviewed, shortlisted, interview, offered, hired and rejected
-- (shown as "Not selected"); withdrawn is set by the applicant only and ends
-- the pipeline. The stored names of the first statuses stay as they were, so
-- that older clients and links keep working.
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check
    CHECK (status IN ('submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'));
-- The employer's rating of an application, 1 to 5; never shown to the applicant.
ALTER TABLE applications ADD COLUMN rating SMALLINT CHECK (rating BETWEEN 1 AND 5);
-- The pipeline's counts and filters read a job's applications by status.
CREATE INDEX applications_job_status ON applications (job_id, status);

-- Who made each move: actor_kind is 'customer' (the job's poster, or the
-- applicant withdrawing), 'admin', or '' for the application itself and rows
-- from before this migration; actor_name is the name at the time, kept when
-- the account goes. notified says whether the applicant was emailed.
ALTER TABLE application_history ADD COLUMN actor_kind TEXT NOT NULL DEFAULT '';
ALTER TABLE application_history ADD COLUMN actor_id BIGINT;
ALTER TABLE application_history ADD COLUMN actor_name TEXT NOT NULL DEFAULT '';
ALTER TABLE application_history ADD COLUMN notified BOOLEAN NOT NULL DEFAULT FALSE;

-- The employer's private notes on an application, oldest first; never shown
-- to the applicant.
CREATE TABLE application_notes (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id BIGINT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    author_kind    TEXT NOT NULL CHECK (author_kind IN ('customer', 'admin')),
    author_id      BIGINT NOT NULL,
    author_name    TEXT NOT NULL,
    body           TEXT NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL
);
CREATE INDEX application_notes_application ON application_notes (application_id, created_at, id);

-- +goose Down
DROP TABLE application_notes;
ALTER TABLE application_history DROP COLUMN notified;
ALTER TABLE application_history DROP COLUMN actor_name;
ALTER TABLE application_history DROP COLUMN actor_id;
ALTER TABLE application_history DROP COLUMN actor_kind;
DROP INDEX applications_job_status;
ALTER TABLE applications DROP COLUMN rating;
UPDATE applications SET status = 'shortlisted' WHERE status IN ('interview', 'offered');
UPDATE applications SET status = 'rejected' WHERE status = 'withdrawn';
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check
    CHECK (status IN ('submitted', 'reviewed', 'shortlisted', 'rejected', 'hired'));
