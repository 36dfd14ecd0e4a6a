-- +goose Up
-- An application of a job seeker (customer) for a job, once per job and
-- person. cv_key is where the CV file is kept in the blob store; cv_name and
-- cv_type are what it is downloaded as.
CREATE TABLE applications (
    id           INTEGER PRIMARY KEY,
    job_id       INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    customer_id  INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    cover_letter TEXT NOT NULL,
    phone        TEXT NOT NULL DEFAULT '',
    cv_key       TEXT NOT NULL,
    cv_name      TEXT NOT NULL,
    cv_type      TEXT NOT NULL,
    cv_size      INTEGER NOT NULL,
    status       TEXT NOT NULL DEFAULT 'submitted'
        CHECK (status IN ('submitted', 'reviewed', 'shortlisted', 'rejected', 'hired')),
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL,
    UNIQUE (job_id, customer_id)
);
CREATE INDEX applications_job ON applications (job_id, created_at, id);
CREATE INDEX applications_customer ON applications (customer_id, created_at, id);

-- Before an uploaded image is removed, the store checks that no job still
-- shows it (files are named by their content, so two jobs may share one).
CREATE INDEX jobs_image ON jobs (image) WHERE image <> '';

-- +goose Down
DROP INDEX jobs_image;
DROP TABLE applications;
