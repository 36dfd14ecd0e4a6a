-- +goose NO TRANSACTION
-- +goose Up
-- Ids are never handed out again. SQLite gave a new row the highest id in
-- its table plus one, so the id of the newest row, once deleted, went to the
-- next: an old unsubscribe link then paused someone else's alert, and the
-- audit log's entries named a new account. With AUTOINCREMENT SQLite keeps
-- the highest id ever given (sqlite_sequence) and never goes below it, as
-- PostgreSQL's identity columns never do. AUTOINCREMENT is only declared
-- when a table is made, so every table with an id is made again with it and
-- its rows, indexes and triggers, as SQLite's documentation says to change a
-- table: each table is copied into a new one that then takes its name.
-- Dropping a table that others refer to would delete their rows (ON DELETE
-- CASCADE) while foreign keys are checked, so they are not checked while the
-- tables are copied, which only a connection outside a transaction can ask
-- for; the copy then runs in a transaction of its own. Rows keep their ids,
-- so every reference stays true. Ids that were given and deleted before this
-- migration are not known and may still be given once more; none after it.
--
-- The email log also keeps which accounts each email was to or about, and
-- an image stored before anything shows it keeps who stored it, so that the
-- erasure of an account finds them by ids and addresses (never by names).
PRAGMA foreign_keys = OFF;
BEGIN IMMEDIATE;

-- admin_users
CREATE TABLE admin_users_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    username      TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    email         TEXT NOT NULL DEFAULT '',
    role          TEXT NOT NULL CHECK (role IN ('superadmin', 'admin', 'editor')),
    password_hash TEXT NOT NULL,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL,
    must_change_password BOOLEAN NOT NULL DEFAULT FALSE
);
INSERT INTO admin_users_new (id, username, name, email, role, password_hash, created_at, updated_at, must_change_password)
SELECT id, username, name, email, role, password_hash, created_at, updated_at, must_change_password FROM admin_users;
DROP TABLE admin_users;
ALTER TABLE admin_users_new RENAME TO admin_users;

-- customers
CREATE TABLE customers_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    type           TEXT NOT NULL CHECK (type IN ('individual', 'company')),
    name           TEXT NOT NULL,
    email          TEXT NOT NULL UNIQUE,
    password_hash  TEXT NOT NULL,
    phone          TEXT NOT NULL DEFAULT '',
    contact_person TEXT NOT NULL DEFAULT '',
    website        TEXT NOT NULL DEFAULT '',
    industry       TEXT NOT NULL DEFAULT '',
    district       TEXT NOT NULL DEFAULT '',
    avatar         TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'banned')),
    ban_reason     TEXT NOT NULL DEFAULT '',
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
INSERT INTO customers_new (id, type, name, email, password_hash, phone, contact_person, website, industry, district, avatar, status, ban_reason, created_at, updated_at)
SELECT id, type, name, email, password_hash, phone, contact_person, website, industry, district, avatar, status, ban_reason, created_at, updated_at FROM customers;
DROP TABLE customers;
ALTER TABLE customers_new RENAME TO customers;
CREATE INDEX customers_type_created ON customers (type, created_at);
CREATE INDEX customers_avatar ON customers (avatar) WHERE avatar <> '';
CREATE INDEX customers_status ON customers (status, created_at);

-- contact_messages
CREATE TABLE contact_messages_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
INSERT INTO contact_messages_new (id, name, email, subject, message, created_at)
SELECT id, name, email, subject, message, created_at FROM contact_messages;
DROP TABLE contact_messages;
ALTER TABLE contact_messages_new RENAME TO contact_messages;

-- jobs
CREATE TABLE jobs_new (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    title              TEXT NOT NULL,
    slug               TEXT NOT NULL,
    description        TEXT NOT NULL,
    requirements       TEXT NOT NULL DEFAULT '',
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
    company_id         INTEGER REFERENCES companies (id) ON DELETE SET NULL,
    CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);
INSERT INTO jobs_new (id, title, slug, description, requirements, company_name, location, country, job_type, experience_level, main_topic, salary_min, salary_max, currency, closing_date, posted_date, status, rejection_reason, apply_method, apply_email, apply_url, image, views, applications_count, featured, hot, customer_id, admin_id, created_at, updated_at, company_id)
SELECT id, title, slug, description, requirements, company_name, location, country, job_type, experience_level, main_topic, salary_min, salary_max, currency, closing_date, posted_date, status, rejection_reason, apply_method, apply_email, apply_url, image, views, applications_count, featured, hot, customer_id, admin_id, created_at, updated_at, company_id FROM jobs;
DROP TABLE jobs;
ALTER TABLE jobs_new RENAME TO jobs;
CREATE INDEX jobs_status_posted ON jobs (status, posted_date, id);
CREATE INDEX jobs_featured ON jobs (status, featured, posted_date, id);
CREATE INDEX jobs_views ON jobs (status, views);
CREATE INDEX jobs_hot ON jobs (status, hot, views);
CREATE INDEX jobs_customer ON jobs (customer_id, created_at);
CREATE INDEX jobs_admin ON jobs (admin_id);
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
CREATE INDEX jobs_image ON jobs (image) WHERE image <> '';
CREATE INDEX jobs_company ON jobs (company_id, status, posted_date, id);
CREATE INDEX jobs_company_closing ON jobs (company_id, status, closing_date);
CREATE INDEX jobs_created ON jobs (created_at);
CREATE INDEX jobs_closing_filters ON jobs (status, closing_date, location, job_type, main_topic, experience_level,
    customer_id, company_id);
CREATE INDEX jobs_job_type_filters ON jobs (status, job_type, posted_date, id, closing_date, location, main_topic,
    experience_level, customer_id, company_id);
CREATE INDEX jobs_location_filters ON jobs (status, location, posted_date, id, closing_date, job_type, main_topic,
    experience_level, customer_id, company_id);
CREATE INDEX jobs_main_topic_filters ON jobs (status, main_topic, posted_date, id, closing_date, job_type, location,
    experience_level, customer_id, company_id);
CREATE INDEX jobs_experience_filters ON jobs (status, experience_level, posted_date, id, closing_date, job_type, location,
    main_topic, customer_id, company_id);

-- applications
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
        CHECK (status IN ('submitted', 'reviewed', 'shortlisted', 'rejected', 'hired')),
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

-- throttle_hits
CREATE TABLE throttle_hits_new (
    id  INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL,
    at  TIMESTAMP NOT NULL
);
INSERT INTO throttle_hits_new (id, key, at)
SELECT id, key, at FROM throttle_hits;
DROP TABLE throttle_hits;
ALTER TABLE throttle_hits_new RENAME TO throttle_hits;
CREATE INDEX throttle_hits_key_at ON throttle_hits (key, at);
CREATE INDEX throttle_hits_at ON throttle_hits (at);

-- companies
CREATE TABLE companies_new (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id         INTEGER UNIQUE REFERENCES customers (id) ON DELETE SET NULL,
    name             TEXT NOT NULL,
    sort_name        TEXT GENERATED ALWAYS AS (lower(name)) STORED,
    logo             TEXT NOT NULL DEFAULT '',
    cover            TEXT NOT NULL DEFAULT '',
    industry         TEXT NOT NULL DEFAULT '',
    size             TEXT NOT NULL DEFAULT '',
    location         TEXT NOT NULL DEFAULT '',
    website          TEXT NOT NULL DEFAULT '',
    email            TEXT NOT NULL DEFAULT '',
    phone            TEXT NOT NULL DEFAULT '',
    founded          INTEGER,
    description      TEXT NOT NULL DEFAULT '',
    status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    rejection_reason TEXT NOT NULL DEFAULT '',
    verified         BOOLEAN NOT NULL DEFAULT FALSE,
    followers_count  INTEGER NOT NULL DEFAULT 0 CHECK (followers_count >= 0),
    reviews_count    INTEGER NOT NULL DEFAULT 0 CHECK (reviews_count >= 0),
    rating_total     INTEGER NOT NULL DEFAULT 0 CHECK (rating_total >= 0),
    rating           REAL NOT NULL DEFAULT 0,
    jobs_count       INTEGER NOT NULL DEFAULT 0 CHECK (jobs_count >= 0),
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);
INSERT INTO companies_new (id, owner_id, name, logo, cover, industry, size, location, website, email, phone, founded, description, status, rejection_reason, verified, followers_count, reviews_count, rating_total, rating, jobs_count, created_at, updated_at)
SELECT id, owner_id, name, logo, cover, industry, size, location, website, email, phone, founded, description, status, rejection_reason, verified, followers_count, reviews_count, rating_total, rating, jobs_count, created_at, updated_at FROM companies;
DROP TABLE companies;
ALTER TABLE companies_new RENAME TO companies;
CREATE INDEX companies_name ON companies (status, sort_name, id);
CREATE INDEX companies_rating ON companies (status, rating, id);
CREATE INDEX companies_jobs ON companies (status, jobs_count, id);
CREATE INDEX companies_followers ON companies (status, followers_count, id);
CREATE INDEX companies_newest ON companies (status, created_at, id);
CREATE INDEX companies_industry ON companies (status, industry, sort_name, id, location, size, founded, rating, jobs_count);
CREATE INDEX companies_location ON companies (status, location, sort_name, id, industry, size, founded, rating, jobs_count);
CREATE INDEX companies_logo ON companies (logo) WHERE logo <> '';
CREATE INDEX companies_cover ON companies (cover) WHERE cover <> '';
-- +goose StatementBegin
CREATE TRIGGER companies_fts_insert AFTER INSERT ON companies BEGIN
    INSERT INTO companies_fts (rowid, name, industry, location, description)
    VALUES (new.id, new.name, new.industry, new.location, new.description);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER companies_fts_delete AFTER DELETE ON companies BEGIN
    INSERT INTO companies_fts (companies_fts, rowid, name, industry, location, description)
    VALUES ('delete', old.id, old.name, old.industry, old.location, old.description);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER companies_fts_update AFTER UPDATE OF name, industry, location, description ON companies BEGIN
    INSERT INTO companies_fts (companies_fts, rowid, name, industry, location, description)
    VALUES ('delete', old.id, old.name, old.industry, old.location, old.description);
    INSERT INTO companies_fts (rowid, name, industry, location, description)
    VALUES (new.id, new.name, new.industry, new.location, new.description);
END;
-- +goose StatementEnd

-- company_reviews
CREATE TABLE company_reviews_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id  INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    title       TEXT NOT NULL,
    text        TEXT NOT NULL,
    pros        TEXT NOT NULL DEFAULT '',
    cons        TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL,
    UNIQUE (company_id, customer_id)
);
INSERT INTO company_reviews_new (id, company_id, customer_id, rating, title, text, pros, cons, created_at, updated_at)
SELECT id, company_id, customer_id, rating, title, text, pros, cons, created_at, updated_at FROM company_reviews;
DROP TABLE company_reviews;
ALTER TABLE company_reviews_new RENAME TO company_reviews;
CREATE INDEX company_reviews_company ON company_reviews (company_id, created_at, id);
CREATE INDEX company_reviews_customer ON company_reviews (customer_id);
CREATE INDEX company_reviews_rating ON company_reviews (company_id, rating);

-- blog_categories
CREATE TABLE blog_categories_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT NOT NULL UNIQUE,
    slug        TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);
INSERT INTO blog_categories_new (id, name, slug, description, created_at, updated_at)
SELECT id, name, slug, description, created_at, updated_at FROM blog_categories;
DROP TABLE blog_categories;
ALTER TABLE blog_categories_new RENAME TO blog_categories;

-- blog_tags
CREATE TABLE blog_tags_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT NOT NULL UNIQUE,
    slug       TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
INSERT INTO blog_tags_new (id, name, slug, created_at, updated_at)
SELECT id, name, slug, created_at, updated_at FROM blog_tags;
DROP TABLE blog_tags;
ALTER TABLE blog_tags_new RENAME TO blog_tags;

-- blog_posts
CREATE TABLE blog_posts_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    title          TEXT NOT NULL,
    slug           TEXT NOT NULL,
    excerpt        TEXT NOT NULL DEFAULT '',
    content        TEXT NOT NULL,
    content_text   TEXT NOT NULL,
    cover_image    TEXT NOT NULL DEFAULT '',
    admin_id       INTEGER REFERENCES admin_users (id) ON DELETE SET NULL,
    category_id    INTEGER REFERENCES blog_categories (id) ON DELETE RESTRICT,
    published      BOOLEAN NOT NULL DEFAULT FALSE,
    published_at   TIMESTAMP,
    read_time      INTEGER NOT NULL DEFAULT 1,
    featured       BOOLEAN NOT NULL DEFAULT FALSE,
    views          INTEGER NOT NULL DEFAULT 0,
    likes_count    INTEGER NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
    comments_count INTEGER NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
INSERT INTO blog_posts_new (id, title, slug, excerpt, content, content_text, cover_image, admin_id, category_id, published, published_at, read_time, featured, views, likes_count, comments_count, created_at, updated_at)
SELECT id, title, slug, excerpt, content, content_text, cover_image, admin_id, category_id, published, published_at, read_time, featured, views, likes_count, comments_count, created_at, updated_at FROM blog_posts;
DROP TABLE blog_posts;
ALTER TABLE blog_posts_new RENAME TO blog_posts;
CREATE INDEX blog_posts_published ON blog_posts (published, published_at, id);
CREATE INDEX blog_posts_category ON blog_posts (category_id, published, published_at, id);
CREATE INDEX blog_posts_featured ON blog_posts (published, featured, published_at, id);
CREATE INDEX blog_posts_views ON blog_posts (published, views, id);
CREATE INDEX blog_posts_likes ON blog_posts (published, likes_count, id);
CREATE INDEX blog_posts_title ON blog_posts (published, title, id);
CREATE INDEX blog_posts_author ON blog_posts (admin_id, published, published_at, id);
CREATE INDEX blog_posts_drafts ON blog_posts (published, updated_at, id);
-- +goose StatementBegin
CREATE TRIGGER blog_posts_fts_insert AFTER INSERT ON blog_posts BEGIN
    INSERT INTO blog_posts_fts (rowid, title, excerpt, content_text)
    VALUES (new.id, new.title, new.excerpt, new.content_text);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_fts_delete AFTER DELETE ON blog_posts BEGIN
    INSERT INTO blog_posts_fts (blog_posts_fts, rowid, title, excerpt, content_text)
    VALUES ('delete', old.id, old.title, old.excerpt, old.content_text);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_fts_update AFTER UPDATE OF title, excerpt, content_text ON blog_posts BEGIN
    INSERT INTO blog_posts_fts (blog_posts_fts, rowid, title, excerpt, content_text)
    VALUES ('delete', old.id, old.title, old.excerpt, old.content_text);
    INSERT INTO blog_posts_fts (rowid, title, excerpt, content_text)
    VALUES (new.id, new.title, new.excerpt, new.content_text);
END;
-- +goose StatementEnd

-- blog_comments
CREATE TABLE blog_comments_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    post_id     INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    text        TEXT NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);
INSERT INTO blog_comments_new (id, post_id, customer_id, text, created_at, updated_at)
SELECT id, post_id, customer_id, text, created_at, updated_at FROM blog_comments;
DROP TABLE blog_comments;
ALTER TABLE blog_comments_new RENAME TO blog_comments;
CREATE INDEX blog_comments_post ON blog_comments (post_id, id);
CREATE INDEX blog_comments_customer ON blog_comments (customer_id);

-- job_alerts
CREATE TABLE job_alerts_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id  INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    keywords     TEXT NOT NULL DEFAULT '[]',
    locations    TEXT NOT NULL DEFAULT '[]',
    job_types    TEXT NOT NULL DEFAULT '[]',
    main_topics  TEXT NOT NULL DEFAULT '[]',
    min_salary   INTEGER,
    frequency    TEXT NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
    enabled      BOOLEAN NOT NULL DEFAULT TRUE,
    last_sent_at TIMESTAMP,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
INSERT INTO job_alerts_new (id, customer_id, name, keywords, locations, job_types, main_topics, min_salary, frequency, enabled, last_sent_at, created_at, updated_at)
SELECT id, customer_id, name, keywords, locations, job_types, main_topics, min_salary, frequency, enabled, last_sent_at, created_at, updated_at FROM job_alerts;
DROP TABLE job_alerts;
ALTER TABLE job_alerts_new RENAME TO job_alerts;
CREATE INDEX job_alerts_customer ON job_alerts (customer_id, created_at, id);
CREATE INDEX job_alerts_due ON job_alerts (frequency, enabled, id);
-- +goose StatementBegin
CREATE TRIGGER job_alerts_sent_delete AFTER DELETE ON job_alerts BEGIN
    DELETE FROM job_alert_sent WHERE alert_id = old.id;
END;
-- +goose StatementEnd

-- application_history
CREATE TABLE application_history_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    status         TEXT NOT NULL,
    at             TIMESTAMP NOT NULL
);
INSERT INTO application_history_new (id, application_id, status, at)
SELECT id, application_id, status, at FROM application_history;
DROP TABLE application_history;
ALTER TABLE application_history_new RENAME TO application_history;
CREATE INDEX application_history_application ON application_history (application_id, at, id);

-- audit_log
CREATE TABLE audit_log_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    actor_id       INTEGER NOT NULL,
    actor_username TEXT NOT NULL,
    action         TEXT NOT NULL,
    target_type    TEXT NOT NULL,
    target_id      INTEGER NOT NULL,
    reason         TEXT NOT NULL DEFAULT '',
    created_at     TIMESTAMP NOT NULL
);
INSERT INTO audit_log_new (id, actor_id, actor_username, action, target_type, target_id, reason, created_at)
SELECT id, actor_id, actor_username, action, target_type, target_id, reason, created_at FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE audit_log_new RENAME TO audit_log;
CREATE INDEX audit_log_created ON audit_log (created_at, id);
CREATE INDEX audit_log_actor ON audit_log (actor_id, created_at);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id);

-- email_log
CREATE TABLE email_log_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient  TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('sent', 'failed', 'logged')),
    error      TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
INSERT INTO email_log_new (id, recipient, subject, body, status, error, created_at)
SELECT id, recipient, subject, body, status, error, created_at FROM email_log;
DROP TABLE email_log;
ALTER TABLE email_log_new RENAME TO email_log;
CREATE INDEX email_log_created ON email_log (created_at, id);
CREATE INDEX email_log_recipient ON email_log (recipient, created_at);

-- cvs
CREATE TABLE cvs_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id      INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    title         TEXT NOT NULL,
    language      TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'si', 'ta')),
    version       INTEGER NOT NULL DEFAULT 1,
    data          TEXT NOT NULL,
    customization TEXT NOT NULL,
    photo         TEXT NOT NULL DEFAULT '',
    views         INTEGER NOT NULL DEFAULT 0,
    downloads     INTEGER NOT NULL DEFAULT 0,
    completion    INTEGER NOT NULL DEFAULT 0,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
INSERT INTO cvs_new (id, owner_id, title, language, version, data, customization, photo, views, downloads, completion, created_at, updated_at)
SELECT id, owner_id, title, language, version, data, customization, photo, views, downloads, completion, created_at, updated_at FROM cvs;
DROP TABLE cvs;
ALTER TABLE cvs_new RENAME TO cvs;
CREATE INDEX cvs_owner ON cvs (owner_id, updated_at, id);
CREATE INDEX cvs_photo ON cvs (photo) WHERE photo <> '';

-- cv_exports
CREATE TABLE cv_exports_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    cv_id      INTEGER NOT NULL REFERENCES cvs (id) ON DELETE CASCADE,
    owner_id   INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    file_key   TEXT NOT NULL,
    file_name  TEXT NOT NULL,
    size       INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);
INSERT INTO cv_exports_new (id, cv_id, owner_id, file_key, file_name, size, created_at)
SELECT id, cv_id, owner_id, file_key, file_name, size, created_at FROM cv_exports;
DROP TABLE cv_exports;
ALTER TABLE cv_exports_new RENAME TO cv_exports;
CREATE INDEX cv_exports_cv ON cv_exports (cv_id, created_at, id);
CREATE INDEX cv_exports_owner ON cv_exports (owner_id);

-- cv_shares
CREATE TABLE cv_shares_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    cv_id          INTEGER NOT NULL REFERENCES cvs (id) ON DELETE CASCADE,
    token          TEXT NOT NULL UNIQUE,
    expires_at     TIMESTAMP,
    allow_download BOOLEAN NOT NULL DEFAULT FALSE,
    views          INTEGER NOT NULL DEFAULT 0,
    created_at     TIMESTAMP NOT NULL
);
INSERT INTO cv_shares_new (id, cv_id, token, expires_at, allow_download, views, created_at)
SELECT id, cv_id, token, expires_at, allow_download, views, created_at FROM cv_shares;
DROP TABLE cv_shares;
ALTER TABLE cv_shares_new RENAME TO cv_shares;
CREATE INDEX cv_shares_cv ON cv_shares (cv_id, created_at, id);

-- cv_imports
CREATE TABLE cv_imports_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id   INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    source     TEXT NOT NULL CHECK (source IN ('json-resume', 'linkedin', 'text')),
    created_at TIMESTAMP NOT NULL
);
INSERT INTO cv_imports_new (id, owner_id, source, created_at)
SELECT id, owner_id, source, created_at FROM cv_imports;
DROP TABLE cv_imports;
ALTER TABLE cv_imports_new RENAME TO cv_imports;
CREATE INDEX cv_imports_owner ON cv_imports (owner_id, created_at, id);

-- cv_submissions
CREATE TABLE cv_submissions_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    name         TEXT NOT NULL,
    email        TEXT NOT NULL,
    phone        TEXT NOT NULL DEFAULT '',
    main_topic   TEXT NOT NULL,
    sub_topic    TEXT NOT NULL DEFAULT '',
    language     TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'si', 'ta')),
    file_key     TEXT NOT NULL,
    file_name    TEXT NOT NULL,
    file_type    TEXT NOT NULL,
    file_size    INTEGER NOT NULL,
    contacted_at TIMESTAMP,
    created_at   TIMESTAMP NOT NULL
);
INSERT INTO cv_submissions_new (id, name, email, phone, main_topic, sub_topic, language, file_key, file_name, file_type, file_size, contacted_at, created_at)
SELECT id, name, email, phone, main_topic, sub_topic, language, file_key, file_name, file_type, file_size, contacted_at, created_at FROM cv_submissions;
DROP TABLE cv_submissions;
ALTER TABLE cv_submissions_new RENAME TO cv_submissions;
CREATE INDEX cv_submissions_created ON cv_submissions (created_at, id);
CREATE INDEX cv_submissions_topic ON cv_submissions (main_topic, sub_topic, created_at, id);
CREATE INDEX cv_submissions_email ON cv_submissions (email);

-- recipient_id is the account the email was sent to, when the recipient's
-- address was an account's at the time; about is the address of the person
-- an email names besides its recipient (an application's applicant, the
-- writer of a contact message), and about_id their account. An image stored
-- for a CV not yet saved has its owner's account in owner_id; an article's
-- image, stored by an admin, has none.
ALTER TABLE email_log ADD COLUMN recipient_id INTEGER;
ALTER TABLE email_log ADD COLUMN about TEXT NOT NULL DEFAULT '';
ALTER TABLE email_log ADD COLUMN about_id INTEGER;
CREATE INDEX email_log_recipient_id ON email_log (recipient_id) WHERE recipient_id IS NOT NULL;
CREATE INDEX email_log_about ON email_log (about) WHERE about <> '';
CREATE INDEX email_log_about_id ON email_log (about_id) WHERE about_id IS NOT NULL;
ALTER TABLE unclaimed_images ADD COLUMN owner_id INTEGER;
CREATE INDEX unclaimed_images_owner ON unclaimed_images (owner_id) WHERE owner_id IS NOT NULL;

COMMIT;
PRAGMA foreign_keys = ON;

-- +goose Down
-- The tables keep AUTOINCREMENT: giving ids out again is what this
-- migration ended, and nothing before it depends on ids being reused.
DROP INDEX unclaimed_images_owner;
ALTER TABLE unclaimed_images DROP COLUMN owner_id;
DROP INDEX email_log_about_id;
DROP INDEX email_log_about;
DROP INDEX email_log_recipient_id;
ALTER TABLE email_log DROP COLUMN about_id;
ALTER TABLE email_log DROP COLUMN about;
ALTER TABLE email_log DROP COLUMN recipient_id;
