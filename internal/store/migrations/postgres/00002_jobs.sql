-- +goose Up
-- A job posted by a customer has customer_id; one posted by an admin has admin_id.
-- company_id is the company account the job is posted under, when there is one.
-- search is the job's text for full-text search: the title weighs most, then
-- the company, then the description and requirements.
CREATE TABLE jobs (
    id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title              TEXT NOT NULL,
    slug               TEXT NOT NULL,
    description        TEXT NOT NULL,
    requirements       TEXT NOT NULL DEFAULT '',
    company_id         BIGINT REFERENCES customers (id) ON DELETE SET NULL,
    company_name       TEXT NOT NULL,
    location           TEXT NOT NULL,
    country            TEXT NOT NULL DEFAULT '',
    job_type           TEXT NOT NULL,
    experience_level   TEXT NOT NULL,
    main_topic         TEXT NOT NULL,
    salary_min         BIGINT,
    salary_max         BIGINT,
    currency           TEXT NOT NULL DEFAULT 'LKR',
    closing_date       DATE NOT NULL,
    posted_date        TIMESTAMPTZ NOT NULL,
    status             TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    rejection_reason   TEXT NOT NULL DEFAULT '',
    apply_method       TEXT NOT NULL DEFAULT 'site' CHECK (apply_method IN ('site', 'email', 'link')),
    apply_email        TEXT NOT NULL DEFAULT '',
    apply_url          TEXT NOT NULL DEFAULT '',
    image              TEXT NOT NULL DEFAULT '',
    views              BIGINT NOT NULL DEFAULT 0,
    applications_count BIGINT NOT NULL DEFAULT 0,
    featured           BOOLEAN NOT NULL DEFAULT FALSE,
    hot                BOOLEAN NOT NULL DEFAULT FALSE,
    customer_id        BIGINT REFERENCES customers (id) ON DELETE CASCADE,
    admin_id           BIGINT REFERENCES admin_users (id) ON DELETE SET NULL,
    created_at         TIMESTAMPTZ NOT NULL,
    updated_at         TIMESTAMPTZ NOT NULL,
    search             TSVECTOR GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', company_name), 'B') ||
        setweight(to_tsvector('english', description || ' ' || requirements), 'C')
    ) STORED,
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
CREATE INDEX jobs_search ON jobs USING GIN (search);

CREATE TABLE job_subtopics (
    job_id    BIGINT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    sub_topic TEXT NOT NULL,
    position  INTEGER NOT NULL,
    PRIMARY KEY (job_id, sub_topic)
);
CREATE INDEX job_subtopics_topic ON job_subtopics (sub_topic, job_id);

-- +goose Down
DROP TABLE job_subtopics;
DROP TABLE jobs;
