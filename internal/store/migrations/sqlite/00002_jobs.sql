-- +goose Up
-- closing_date is a calendar day written YYYY-MM-DD, which sorts and compares as text.
-- A job posted by a customer has customer_id; one posted by an admin has admin_id.
-- company_id is the company account the job is posted under, when there is one.
CREATE TABLE jobs (
    id                 INTEGER PRIMARY KEY,
    title              TEXT NOT NULL,
    slug               TEXT NOT NULL,
    description        TEXT NOT NULL,
    requirements       TEXT NOT NULL DEFAULT '',
    company_id         INTEGER REFERENCES customers (id) ON DELETE SET NULL,
    company_name       TEXT NOT NULL,
    location           TEXT NOT NULL,
    country            TEXT NOT NULL DEFAULT '',
    job_type           TEXT NOT NULL,
    experience_level   TEXT NOT NULL,
    main_topic         TEXT NOT NULL,
    salary_min         INTEGER,
    salary_max         INTEGER,
    currency           TEXT NOT NULL DEFAULT 'LKR',
    closing_date       TEXT NOT NULL,
    posted_date        TIMESTAMP NOT NULL,
    status             TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    rejection_reason   TEXT NOT NULL DEFAULT '',
    apply_method       TEXT NOT NULL DEFAULT 'site' CHECK (apply_method IN ('site', 'email', 'link')),
    apply_email        TEXT NOT NULL DEFAULT '',
    apply_url          TEXT NOT NULL DEFAULT '',
    image              TEXT NOT NULL DEFAULT '',
    views              INTEGER NOT NULL DEFAULT 0,
    applications_count INTEGER NOT NULL DEFAULT 0,
    featured           BOOLEAN NOT NULL DEFAULT FALSE,
    hot                BOOLEAN NOT NULL DEFAULT FALSE,
    customer_id        INTEGER REFERENCES customers (id) ON DELETE CASCADE,
    admin_id           INTEGER REFERENCES admin_users (id) ON DELETE SET NULL,
    created_at         TIMESTAMP NOT NULL,
    updated_at         TIMESTAMP NOT NULL,
    CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);
-- The public lists read approved jobs newest first (id breaks ties, so pages
-- never overlap) and stop after a page; each common filter has an index that
-- keeps that order. Counts read the closing date from jobs_status_closing.
CREATE INDEX jobs_status_posted ON jobs (status, posted_date, id);
CREATE INDEX jobs_status_closing ON jobs (status, closing_date);
CREATE INDEX jobs_job_type ON jobs (status, job_type, posted_date, id);
CREATE INDEX jobs_location ON jobs (status, location, posted_date, id);
CREATE INDEX jobs_main_topic ON jobs (status, main_topic, posted_date, id);
CREATE INDEX jobs_experience ON jobs (status, experience_level, posted_date, id);
CREATE INDEX jobs_featured ON jobs (status, featured, posted_date, id);
CREATE INDEX jobs_views ON jobs (status, views);
CREATE INDEX jobs_hot ON jobs (status, hot, views);
CREATE INDEX jobs_company ON jobs (company_id, status, posted_date, id);
CREATE INDEX jobs_customer ON jobs (customer_id, created_at);
CREATE INDEX jobs_admin ON jobs (admin_id);

CREATE TABLE job_subtopics (
    job_id    INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    sub_topic TEXT NOT NULL,
    position  INTEGER NOT NULL,
    PRIMARY KEY (job_id, sub_topic)
);
CREATE INDEX job_subtopics_topic ON job_subtopics (sub_topic, job_id);

-- Full-text search over an external-content FTS5 table: the text stays in
-- jobs, and the triggers keep the index in step with it.
CREATE VIRTUAL TABLE jobs_fts USING fts5(
    title, company_name, description, requirements,
    content = 'jobs', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

-- +goose StatementBegin
CREATE TRIGGER jobs_fts_insert AFTER INSERT ON jobs BEGIN
    INSERT INTO jobs_fts (rowid, title, company_name, description, requirements)
    VALUES (new.id, new.title, new.company_name, new.description, new.requirements);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs BEGIN
    INSERT INTO jobs_fts (jobs_fts, rowid, title, company_name, description, requirements)
    VALUES ('delete', old.id, old.title, old.company_name, old.description, old.requirements);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER jobs_fts_update AFTER UPDATE OF title, company_name, description, requirements ON jobs BEGIN
    INSERT INTO jobs_fts (jobs_fts, rowid, title, company_name, description, requirements)
    VALUES ('delete', old.id, old.title, old.company_name, old.description, old.requirements);
    INSERT INTO jobs_fts (rowid, title, company_name, description, requirements)
    VALUES (new.id, new.title, new.company_name, new.description, new.requirements);
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER jobs_fts_update;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_insert;
DROP TABLE jobs_fts;
DROP TABLE job_subtopics;
DROP TABLE jobs;
