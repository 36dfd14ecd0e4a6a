-- +goose Up
-- Sinhala and Tamil words are whole tokens of the company and blog searches
-- too, as of the job search since 00023: FTS5's unicode61 tokenizer counts
-- combining marks (M*) and the zero-width joiner and non-joiner as parts of a
-- word, so a vowel sign or a virama no longer splits one. The indexes are
-- rebuilt from the tables' text.
DROP TRIGGER companies_fts_update;
DROP TRIGGER companies_fts_delete;
DROP TRIGGER companies_fts_insert;
DROP TABLE companies_fts;
CREATE VIRTUAL TABLE companies_fts USING fts5(
    name, industry, location, description,
    content = 'companies', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2 categories ''L* N* Co M*'' tokenchars ''‌‍'''
);
INSERT INTO companies_fts (companies_fts) VALUES ('rebuild');
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
DROP TRIGGER blog_posts_fts_update;
DROP TRIGGER blog_posts_fts_delete;
DROP TRIGGER blog_posts_fts_insert;
DROP TABLE blog_posts_fts;
CREATE VIRTUAL TABLE blog_posts_fts USING fts5(
    title, excerpt, content_text,
    content = 'blog_posts', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2 categories ''L* N* Co M*'' tokenchars ''‌‍'''
);
INSERT INTO blog_posts_fts (blog_posts_fts) VALUES ('rebuild');
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

-- +goose Down
DROP TRIGGER companies_fts_update;
DROP TRIGGER companies_fts_delete;
DROP TRIGGER companies_fts_insert;
DROP TABLE companies_fts;
CREATE VIRTUAL TABLE companies_fts USING fts5(
    name, industry, location, description,
    content = 'companies', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO companies_fts (companies_fts) VALUES ('rebuild');
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
DROP TRIGGER blog_posts_fts_update;
DROP TRIGGER blog_posts_fts_delete;
DROP TRIGGER blog_posts_fts_insert;
DROP TABLE blog_posts_fts;
CREATE VIRTUAL TABLE blog_posts_fts USING fts5(
    title, excerpt, content_text,
    content = 'blog_posts', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO blog_posts_fts (blog_posts_fts) VALUES ('rebuild');
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
