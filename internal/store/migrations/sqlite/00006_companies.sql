-- +goose Up
-- Company pages get their own table. A page is owned by one company account
-- (owner_id), or by none when an admin made it; an account that goes away
-- leaves its page. The counters are kept in step by the store in the
-- transaction that changes what they count: followers_count with
-- company_follows, reviews_count and rating_total (the sum of the stars)
-- with company_reviews, rating being their quotient; jobs_count is the
-- number of the company's public jobs. sort_name is the name as the
-- directory sorts it, made by the database so that it never differs.
CREATE TABLE companies (
    id               INTEGER PRIMARY KEY,
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
-- The directory reads approved companies in the order asked for and stops
-- after a page; each sort, and the two filters most pages use, has an index
-- in its order (id breaks ties, so that pages never overlap). The filters'
-- indexes also hold the other filters' columns, so that counting a filtered
-- list reads the index alone (reading the rows took 18 ms for a district
-- of 6,000 companies).
CREATE INDEX companies_name ON companies (status, sort_name, id);
CREATE INDEX companies_rating ON companies (status, rating, id);
CREATE INDEX companies_jobs ON companies (status, jobs_count, id);
CREATE INDEX companies_followers ON companies (status, followers_count, id);
CREATE INDEX companies_newest ON companies (status, created_at, id);
CREATE INDEX companies_industry ON companies (status, industry, sort_name, id, location, size, founded, rating, jobs_count);
CREATE INDEX companies_location ON companies (status, location, sort_name, id, industry, size, founded, rating, jobs_count);
-- Before an uploaded image is removed, the store checks that no page shows it.
CREATE INDEX companies_logo ON companies (logo) WHERE logo <> '';
CREATE INDEX companies_cover ON companies (cover) WHERE cover <> '';

CREATE TABLE company_follows (
    company_id  INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (company_id, customer_id)
);
CREATE INDEX company_follows_customer ON company_follows (customer_id, created_at, company_id);

CREATE TABLE company_reviews (
    id          INTEGER PRIMARY KEY,
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
CREATE INDEX company_reviews_company ON company_reviews (company_id, created_at, id);
CREATE INDEX company_reviews_customer ON company_reviews (customer_id);

-- Full-text search over an external-content FTS5 table kept in step by triggers.
CREATE VIRTUAL TABLE companies_fts USING fts5(
    name, industry, location, description,
    content = 'companies', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

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

-- Every company account gets its page. One that has had a job approved has
-- been seen by an admin, and its page is public at once; the others wait.
-- The account's industry carries over when it is one of the fixed list's;
-- its login email and phone are not made public.
INSERT INTO companies (owner_id, name, industry, location, website, status, created_at, updated_at)
SELECT c.id, c.name,
    COALESCE((SELECT i.name FROM (
        SELECT 'Banking and Finance' AS name UNION ALL SELECT 'Insurance' UNION ALL SELECT 'IT and Software'
        UNION ALL SELECT 'BPO and Shared Services' UNION ALL SELECT 'Apparel and Textiles'
        UNION ALL SELECT 'Hotels and Tourism' UNION ALL SELECT 'Telecommunications' UNION ALL SELECT 'Manufacturing'
        UNION ALL SELECT 'Retail and Consumer Goods' UNION ALL SELECT 'Construction and Real Estate'
        UNION ALL SELECT 'Healthcare' UNION ALL SELECT 'Education' UNION ALL SELECT 'Logistics and Shipping'
        UNION ALL SELECT 'Agriculture and Plantations' UNION ALL SELECT 'Energy and Utilities'
        UNION ALL SELECT 'Media and Advertising' UNION ALL SELECT 'Government' UNION ALL SELECT 'Non-profit'
        UNION ALL SELECT 'Other') AS i WHERE lower(i.name) = lower(trim(c.industry))), ''),
    c.district, c.website,
    CASE WHEN EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.status = 'approved')
        THEN 'approved' ELSE 'pending' END,
    c.created_at, c.updated_at
FROM customers c WHERE c.type = 'company' ORDER BY c.id;

-- Jobs point at the company page from now on. SQLite cannot change what a
-- column refers to, so the column is replaced: renamed, a new one added,
-- filled from the old, and the old dropped.
DROP INDEX jobs_company;
ALTER TABLE jobs RENAME COLUMN company_id TO company_account_id;
ALTER TABLE jobs ADD COLUMN company_id INTEGER REFERENCES companies (id) ON DELETE SET NULL;
UPDATE jobs SET company_id = (SELECT c.id FROM companies c WHERE c.owner_id = jobs.company_account_id)
WHERE company_account_id IS NOT NULL;
ALTER TABLE jobs DROP COLUMN company_account_id;
CREATE INDEX jobs_company ON jobs (company_id, status, posted_date, id);
-- A company's public jobs are counted from the index alone; without it the
-- count went through the closing dates of every public job (60 ms at 20,000).
CREATE INDEX jobs_company_closing ON jobs (company_id, status, closing_date);

-- The day in Colombo, when the portal's days begin and end.
UPDATE companies SET jobs_count = (SELECT COUNT(*) FROM jobs j WHERE j.company_id = companies.id
    AND j.status = 'approved' AND j.closing_date >= date('now', '+5 hours', '+30 minutes'));

-- +goose Down
DROP INDEX jobs_company_closing;
DROP INDEX jobs_company;
ALTER TABLE jobs RENAME COLUMN company_id TO company_page_id;
ALTER TABLE jobs ADD COLUMN company_id INTEGER REFERENCES customers (id) ON DELETE SET NULL;
UPDATE jobs SET company_id = (SELECT c.owner_id FROM companies c WHERE c.id = jobs.company_page_id)
WHERE company_page_id IS NOT NULL;
ALTER TABLE jobs DROP COLUMN company_page_id;
CREATE INDEX jobs_company ON jobs (company_id, status, posted_date, id);
DROP TRIGGER companies_fts_update;
DROP TRIGGER companies_fts_delete;
DROP TRIGGER companies_fts_insert;
DROP TABLE companies_fts;
DROP TABLE company_reviews;
DROP TABLE company_follows;
DROP TABLE companies;
