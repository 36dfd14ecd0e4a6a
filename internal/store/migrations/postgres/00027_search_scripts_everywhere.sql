-- +goose Up
-- The company and blog searches drop the zero-width joiner and non-joiner
-- from the text they index, as the job search does since 00023: PostgreSQL's
-- parser takes them for spaces and split Sinhala words written with them
-- (ශ්‍රී became ශ් and රී). The search terms drop them too.
DROP INDEX companies_search;
ALTER TABLE companies DROP COLUMN search;
ALTER TABLE companies ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', translate(name, U&'\200C\200D', '')), 'A') ||
    setweight(to_tsvector('english', translate(industry || ' ' || location, U&'\200C\200D', '')), 'B') ||
    setweight(to_tsvector('english', translate(description, U&'\200C\200D', '')), 'C')
) STORED;
CREATE INDEX companies_search ON companies USING GIN (search);
DROP INDEX blog_posts_search;
ALTER TABLE blog_posts DROP COLUMN search;
ALTER TABLE blog_posts ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', translate(title, U&'\200C\200D', '')), 'A') ||
    setweight(to_tsvector('english', translate(excerpt, U&'\200C\200D', '')), 'B') ||
    setweight(to_tsvector('english', translate(content_text, U&'\200C\200D', '')), 'C')
) STORED;
CREATE INDEX blog_posts_search ON blog_posts USING GIN (search);

-- +goose Down
DROP INDEX blog_posts_search;
ALTER TABLE blog_posts DROP COLUMN search;
ALTER TABLE blog_posts ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', excerpt), 'B') ||
    setweight(to_tsvector('english', content_text), 'C')
) STORED;
CREATE INDEX blog_posts_search ON blog_posts USING GIN (search);
DROP INDEX companies_search;
ALTER TABLE companies DROP COLUMN search;
ALTER TABLE companies ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', name), 'A') ||
    setweight(to_tsvector('english', industry || ' ' || location), 'B') ||
    setweight(to_tsvector('english', description), 'C')
) STORED;
CREATE INDEX companies_search ON companies USING GIN (search);
