-- +goose Up
-- The job seeker's account. Account details (name, email, phone, district,
-- avatar) stay on customers; the career profile, the preferences, saved jobs
-- and job alerts have a table each, one row per account (or per item). Lists
-- of words are kept as JSON arrays of text.
CREATE TABLE career_profiles (
    customer_id         BIGINT PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    headline            TEXT NOT NULL DEFAULT '',
    about               TEXT NOT NULL DEFAULT '',
    skills              TEXT NOT NULL DEFAULT '[]',
    languages           TEXT NOT NULL DEFAULT '[]',
    years_of_experience INTEGER,
    expected_salary     BIGINT,
    availability        TEXT NOT NULL DEFAULT '',
    open_to_work        BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at          TIMESTAMPTZ NOT NULL
);

-- An account without a row has the defaults of SPEC section 9.
CREATE TABLE customer_preferences (
    customer_id        BIGINT PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    theme              TEXT NOT NULL DEFAULT 'light',
    language           TEXT NOT NULL DEFAULT 'en',
    notify_email       BOOLEAN NOT NULL DEFAULT TRUE,
    notify_push        BOOLEAN NOT NULL DEFAULT TRUE,
    notify_job_alerts  BOOLEAN NOT NULL DEFAULT TRUE,
    notify_newsletter  BOOLEAN NOT NULL DEFAULT FALSE,
    alerts_enabled     BOOLEAN NOT NULL DEFAULT TRUE,
    alerts_frequency   TEXT NOT NULL DEFAULT 'daily',
    alerts_keywords    TEXT NOT NULL DEFAULT '[]',
    alerts_locations   TEXT NOT NULL DEFAULT '[]',
    alerts_job_types   TEXT NOT NULL DEFAULT '[]',
    profile_visibility TEXT NOT NULL DEFAULT 'public',
    show_email         BOOLEAN NOT NULL DEFAULT FALSE,
    show_phone         BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at         TIMESTAMPTZ NOT NULL
);

-- A saved job stays when the job goes (it is then shown as closed), so
-- job_id refers to nothing.
CREATE TABLE saved_jobs (
    customer_id BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    job_id      BIGINT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (customer_id, job_id)
);
CREATE INDEX saved_jobs_newest ON saved_jobs (customer_id, created_at, job_id);

CREATE TABLE job_alerts (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    customer_id  BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    keywords     TEXT NOT NULL DEFAULT '[]',
    locations    TEXT NOT NULL DEFAULT '[]',
    job_types    TEXT NOT NULL DEFAULT '[]',
    main_topics  TEXT NOT NULL DEFAULT '[]',
    min_salary   BIGINT,
    frequency    TEXT NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
    enabled      BOOLEAN NOT NULL DEFAULT TRUE,
    last_sent_at TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL,
    updated_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX job_alerts_customer ON job_alerts (customer_id, created_at, id);
CREATE INDEX job_alerts_due ON job_alerts (frequency, enabled, id);

-- The jobs each alert has sent, so that none is sent twice.
CREATE TABLE job_alert_sent (
    alert_id BIGINT NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
    job_id   BIGINT NOT NULL,
    sent_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (alert_id, job_id)
);

-- How far each frequency's alerts have been sent: jobs approved up to
-- sent_until have been matched.
CREATE TABLE job_alert_marks (
    frequency  TEXT PRIMARY KEY,
    sent_until TIMESTAMPTZ NOT NULL
);

-- Which server runs a piece of background work, until when.
CREATE TABLE worker_leases (
    name       TEXT PRIMARY KEY,
    holder     TEXT NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);

-- Keys the servers share, made once at random (the unsubscribe links' key).
CREATE TABLE server_keys (
    name       TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);

-- The statuses an application has been through, oldest first. Applications
-- made before this table start with their submission.
CREATE TABLE application_history (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id BIGINT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    status         TEXT NOT NULL,
    at             TIMESTAMPTZ NOT NULL
);
CREATE INDEX application_history_application ON application_history (application_id, at, id);
INSERT INTO application_history (application_id, status, at)
SELECT id, 'submitted', created_at FROM applications ORDER BY id;

-- Before an uploaded image is removed, the store checks that no account shows it.
CREATE INDEX customers_avatar ON customers (avatar) WHERE avatar <> '';

-- +goose Down
DROP INDEX customers_avatar;
DROP TABLE application_history;
DROP TABLE server_keys;
DROP TABLE worker_leases;
DROP TABLE job_alert_marks;
DROP TABLE job_alert_sent;
DROP TABLE job_alerts;
DROP TABLE saved_jobs;
DROP TABLE customer_preferences;
DROP TABLE career_profiles;
