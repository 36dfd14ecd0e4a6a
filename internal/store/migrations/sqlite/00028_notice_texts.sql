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
    next_attempt_at TIMESTAMP NOT NULL,
    claimed_by      TEXT NOT NULL DEFAULT '',
    claimed_until   TIMESTAMP,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
CREATE INDEX notice_texts_due ON notice_texts (next_attempt_at) WHERE state = 'pending';

-- The public copy of a job's flyer's text: set when the text of the image
-- the job shows is read, or when the job comes to show an image whose text
-- is known. A poster's change waiting for review names its image in
-- job_changes, so its text is public only once the change is approved.
ALTER TABLE jobs ADD COLUMN notice_text TEXT NOT NULL DEFAULT '';

-- The flyers shown before this migration are read too.
INSERT INTO notice_texts (image, next_attempt_at, created_at, updated_at)
SELECT DISTINCT image, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM jobs WHERE image <> '';

-- The flyer's text is a column of the job search, weighed as the description.
DROP TRIGGER jobs_fts_update;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_insert;
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5(
    title, company_name, description, requirements, notice_text,
    content = 'jobs', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2 categories ''L* N* Co M*'' tokenchars ''‌‍'''
);
INSERT INTO jobs_fts (jobs_fts) VALUES ('rebuild');
-- +goose StatementBegin
CREATE TRIGGER jobs_fts_insert AFTER INSERT ON jobs BEGIN
    INSERT INTO jobs_fts (rowid, title, company_name, description, requirements, notice_text)
    VALUES (new.id, new.title, new.company_name, new.description, new.requirements, new.notice_text);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs BEGIN
    INSERT INTO jobs_fts (jobs_fts, rowid, title, company_name, description, requirements, notice_text)
    VALUES ('delete', old.id, old.title, old.company_name, old.description, old.requirements, old.notice_text);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER jobs_fts_update AFTER UPDATE OF title, company_name, description, requirements, notice_text ON jobs BEGIN
    INSERT INTO jobs_fts (jobs_fts, rowid, title, company_name, description, requirements, notice_text)
    VALUES ('delete', old.id, old.title, old.company_name, old.description, old.requirements, old.notice_text);
    INSERT INTO jobs_fts (rowid, title, company_name, description, requirements, notice_text)
    VALUES (new.id, new.title, new.company_name, new.description, new.requirements, new.notice_text);
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER jobs_fts_update;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_insert;
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5(
    title, company_name, description, requirements,
    content = 'jobs', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2 categories ''L* N* Co M*'' tokenchars ''‌‍'''
);
INSERT INTO jobs_fts (jobs_fts) VALUES ('rebuild');
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
ALTER TABLE jobs DROP COLUMN notice_text;
DROP TABLE notice_texts;
