-- +goose Up
-- Sinhala and Tamil words are whole tokens of the job search. FTS5's
-- unicode61 tokenizer counts only letters and digits (L* N* Co) as parts of
-- a word by default, so each vowel sign, virama and other combining mark of
-- Sinhala and Tamil split a word: රියදුරු was indexed as ය, යද and ර. Marks
-- (M*) are now parts of words, and so are the zero-width joiner and
-- non-joiner, which Sinhala writes inside a word (ක්‍ර, ශ්‍රී). The index is
-- rebuilt from the jobs' text.
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

-- +goose Down
DROP TRIGGER jobs_fts_update;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_insert;
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5(
    title, company_name, description, requirements,
    content = 'jobs', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
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
