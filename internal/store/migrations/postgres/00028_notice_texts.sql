-- +goose Up
-- The text printed on each flyer, read by OCR (internal/ocr) in the
-- background: a row per image, named by its /media path (images are named by
-- their content, so a path's text never changes), queued in the transaction
-- that makes a job or a poster's change show the image. A worker on each
-- server claims a row until claimed_until, as the outbox's do; a read that
-- fails is tried again until attempts reach the limit (failed), and rows
-- found while tesseract is not installed wait as unavailable until a server
-- that has it starts.
CREATE TABLE notice_texts (
    image           TEXT PRIMARY KEY,
    state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed', 'unavailable')),
    text            TEXT NOT NULL DEFAULT '',
    error           TEXT NOT NULL DEFAULT '',
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL,
    claimed_by      TEXT NOT NULL DEFAULT '',
    claimed_until   TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL
);
CREATE INDEX notice_texts_due ON notice_texts (next_attempt_at) WHERE state = 'pending';

-- The public copy of a job's flyer's text: set when the text of the image
-- the job shows is read, or when the job comes to show an image whose text
-- is known. A poster's change waiting for review names its image in
-- job_changes, so its text is public only once the change is approved.
ALTER TABLE jobs ADD COLUMN notice_text TEXT NOT NULL DEFAULT '';

-- The flyers shown before this migration are read too.
INSERT INTO notice_texts (image, next_attempt_at, created_at, updated_at)
SELECT DISTINCT image, now(), now(), now() FROM jobs WHERE image <> '';

-- The flyer's text is part of the job search, weighed as the description.
DROP INDEX jobs_search;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', translate(title, U&'\200C\200D', '')), 'A') ||
    setweight(to_tsvector('english', translate(company_name, U&'\200C\200D', '')), 'B') ||
    setweight(to_tsvector('english', translate(description || ' ' || requirements || ' ' || notice_text, U&'\200C\200D', '')), 'C')
) STORED;
CREATE INDEX jobs_search ON jobs USING GIN (search);

-- +goose Down
DROP INDEX jobs_search;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', translate(title, U&'\200C\200D', '')), 'A') ||
    setweight(to_tsvector('english', translate(company_name, U&'\200C\200D', '')), 'B') ||
    setweight(to_tsvector('english', translate(description || ' ' || requirements, U&'\200C\200D', '')), 'C')
) STORED;
CREATE INDEX jobs_search ON jobs USING GIN (search);
ALTER TABLE jobs DROP COLUMN notice_text;
DROP TABLE notice_texts;
