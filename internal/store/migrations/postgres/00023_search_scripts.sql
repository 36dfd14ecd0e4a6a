-- +goose Up
-- PostgreSQL's parser keeps Sinhala and Tamil words whole, vowel signs and
-- virama included, but takes the zero-width joiner and non-joiner, which
-- Sinhala writes inside a word (ක්‍ර, ශ්‍රී), for spaces: ශ්‍රී was indexed
-- as ශ් and රී. The search text now drops them, as the search terms do, so a
-- word matches whether it was typed with the joiner or without.
DROP INDEX jobs_search;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', translate(title, U&'\200C\200D', '')), 'A') ||
    setweight(to_tsvector('english', translate(company_name, U&'\200C\200D', '')), 'B') ||
    setweight(to_tsvector('english', translate(description || ' ' || requirements, U&'\200C\200D', '')), 'C')
) STORED;
CREATE INDEX jobs_search ON jobs USING GIN (search);

-- +goose Down
DROP INDEX jobs_search;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', company_name), 'B') ||
    setweight(to_tsvector('english', description || ' ' || requirements), 'C')
) STORED;
CREATE INDEX jobs_search ON jobs USING GIN (search);
