-- +goose Up
-- A poster's edit of an approved job waits here for review while the job
-- stays public with the text an admin approved, which is the one in jobs and
-- the only one a public answer reads. Approving copies the edit onto the job
-- and removes the row; rejecting keeps it, with the reason, for the poster to
-- see and correct. One row per job: a newer edit replaces the one waiting.
-- sub_topics is a JSON array of names, in the order they were chosen.
CREATE TABLE job_changes (
    job_id           BIGINT PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
    title            TEXT NOT NULL,
    description      TEXT NOT NULL,
    requirements     TEXT NOT NULL DEFAULT '',
    company_name     TEXT NOT NULL,
    location         TEXT NOT NULL,
    country          TEXT NOT NULL DEFAULT '',
    job_type         TEXT NOT NULL,
    experience_level TEXT NOT NULL,
    main_topic       TEXT NOT NULL,
    sub_topics       TEXT NOT NULL DEFAULT '[]',
    salary_min       BIGINT,
    salary_max       BIGINT,
    currency         TEXT NOT NULL,
    apply_method     TEXT NOT NULL CHECK (apply_method IN ('site', 'email', 'link')),
    apply_email      TEXT NOT NULL DEFAULT '',
    apply_url        TEXT NOT NULL DEFAULT '',
    image            TEXT NOT NULL DEFAULT '',
    status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rejected')),
    rejection_reason TEXT NOT NULL DEFAULT '',
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL
);
-- The moderators' queue reads the edits waiting for review, oldest first.
CREATE INDEX job_changes_status ON job_changes (status, updated_at, job_id);
-- Before an uploaded image is removed, the store checks that no edit shows it.
CREATE INDEX job_changes_image ON job_changes (image) WHERE image <> '';

-- +goose Down
DROP TABLE job_changes;
