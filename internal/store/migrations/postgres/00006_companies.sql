-- +goose Up
-- Company pages get their own table. A page is owned by one company account
-- (owner_id), or by none when an admin made it; an account that goes away
-- leaves its page. The counters are kept in step by the store in the
-- transaction that changes what they count: followers_count with
-- company_follows, reviews_count and rating_total (the sum of the stars)
-- with company_reviews, rating being their quotient; jobs_count is the
-- number of the company's public jobs. sort_name is the name as the
-- directory sorts it, and search its text for full-text search: the name
-- weighs most, then the industry and district, then the description.
CREATE TABLE companies (
    id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_id         BIGINT UNIQUE REFERENCES customers (id) ON DELETE SET NULL,
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
    followers_count  BIGINT NOT NULL DEFAULT 0 CHECK (followers_count >= 0),
    reviews_count    BIGINT NOT NULL DEFAULT 0 CHECK (reviews_count >= 0),
    rating_total     BIGINT NOT NULL DEFAULT 0 CHECK (rating_total >= 0),
    rating           DOUBLE PRECISION NOT NULL DEFAULT 0,
    jobs_count       BIGINT NOT NULL DEFAULT 0 CHECK (jobs_count >= 0),
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL,
    search           TSVECTOR GENERATED ALWAYS AS (
        setweight(to_tsvector('english', name), 'A') ||
        setweight(to_tsvector('english', industry || ' ' || location), 'B') ||
        setweight(to_tsvector('english', description), 'C')
    ) STORED
);
-- The directory reads approved companies in the order asked for and stops
-- after a page; each sort, and the two filters most pages use, has an index
-- in its order (id breaks ties, so that pages never overlap). The filters'
-- indexes also carry the other filters' columns, so that counting a
-- filtered list is an index-only scan.
CREATE INDEX companies_name ON companies (status, sort_name, id);
CREATE INDEX companies_rating ON companies (status, rating, id);
CREATE INDEX companies_jobs ON companies (status, jobs_count, id);
CREATE INDEX companies_followers ON companies (status, followers_count, id);
CREATE INDEX companies_newest ON companies (status, created_at, id);
CREATE INDEX companies_industry ON companies (status, industry, sort_name, id)
    INCLUDE (location, size, founded, rating, jobs_count);
CREATE INDEX companies_location ON companies (status, location, sort_name, id)
    INCLUDE (industry, size, founded, rating, jobs_count);
CREATE INDEX companies_search ON companies USING GIN (search);
-- Before an uploaded image is removed, the store checks that no page shows it.
CREATE INDEX companies_logo ON companies (logo) WHERE logo <> '';
CREATE INDEX companies_cover ON companies (cover) WHERE cover <> '';

CREATE TABLE company_follows (
    company_id  BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    customer_id BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (company_id, customer_id)
);
CREATE INDEX company_follows_customer ON company_follows (customer_id, created_at, company_id);

CREATE TABLE company_reviews (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    customer_id BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    title       TEXT NOT NULL,
    text        TEXT NOT NULL,
    pros        TEXT NOT NULL DEFAULT '',
    cons        TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL,
    UNIQUE (company_id, customer_id)
);
CREATE INDEX company_reviews_company ON company_reviews (company_id, created_at, id);
CREATE INDEX company_reviews_customer ON company_reviews (customer_id);

-- Every company account gets its page. One that has had a job approved has
-- been seen by an admin, and its page is public at once; the others wait.
-- The account's industry carries over when it is one of the fixed list's;
-- its login email and phone are not made public.
INSERT INTO companies (owner_id, name, industry, location, website, status, created_at, updated_at)
SELECT c.id, c.name,
    COALESCE((SELECT i.name FROM unnest(ARRAY['Banking and Finance', 'Insurance', 'IT and Software',
        'BPO and Shared Services', 'Apparel and Textiles', 'Hotels and Tourism', 'Telecommunications',
        'Manufacturing', 'Retail and Consumer Goods', 'Construction and Real Estate', 'Healthcare', 'Education',
        'Logistics and Shipping', 'Agriculture and Plantations', 'Energy and Utilities', 'Media and Advertising',
        'Government', 'Non-profit', 'Other']) AS i (name) WHERE lower(i.name) = lower(trim(c.industry))), ''),
    c.district, c.website,
    CASE WHEN EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.status = 'approved')
        THEN 'approved' ELSE 'pending' END,
    c.created_at, c.updated_at
FROM customers c WHERE c.type = 'company' ORDER BY c.id;

-- Jobs point at the company page from now on: a job under an account that
-- is not a company account (none can be made so) loses the link first.
ALTER TABLE jobs DROP CONSTRAINT jobs_company_id_fkey;
UPDATE jobs SET company_id = NULL
WHERE company_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.owner_id = jobs.company_id);
UPDATE jobs SET company_id = c.id FROM companies c WHERE c.owner_id = jobs.company_id;
ALTER TABLE jobs ADD CONSTRAINT jobs_company_id_fkey
    FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE SET NULL;
-- A company's public jobs are counted from the index alone.
CREATE INDEX jobs_company_closing ON jobs (company_id, status, closing_date);

-- The day in Colombo, when the portal's days begin and end.
UPDATE companies SET jobs_count = (SELECT COUNT(*) FROM jobs j WHERE j.company_id = companies.id
    AND j.status = 'approved' AND j.closing_date >= (now() AT TIME ZONE 'Asia/Colombo')::date);

-- +goose Down
DROP INDEX jobs_company_closing;
ALTER TABLE jobs DROP CONSTRAINT jobs_company_id_fkey;
UPDATE jobs SET company_id = NULL WHERE company_id IN (SELECT id FROM companies WHERE owner_id IS NULL);
UPDATE jobs SET company_id = c.owner_id FROM companies c WHERE c.id = jobs.company_id;
ALTER TABLE jobs ADD CONSTRAINT jobs_company_id_fkey
    FOREIGN KEY (company_id) REFERENCES customers (id) ON DELETE SET NULL;
DROP TABLE company_reviews;
DROP TABLE company_follows;
DROP TABLE companies;
