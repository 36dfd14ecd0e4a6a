-- +goose Up
-- The blog. A post's author is an admin user (admin_id; NULL once that
-- account is gone). content is the cleaned HTML, content_text its words
-- alone, which the search reads and shows snippets of. The counters are
-- kept in step with blog_likes and blog_comments in the same transaction as
-- each like or comment, so they stay exact; views are added in batches.
CREATE TABLE blog_categories (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    slug        TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);

CREATE TABLE blog_tags (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    slug       TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- A category in use cannot be deleted (RESTRICT): its posts would drop out
-- of every category page unseen. The store answers that with a 409.
CREATE TABLE blog_posts (
    id             INTEGER PRIMARY KEY,
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
-- The lists read published posts in one order and stop after a page; each
-- order and the common filters have an index that keeps it (id breaks ties).
CREATE INDEX blog_posts_published ON blog_posts (published, published_at, id);
CREATE INDEX blog_posts_category ON blog_posts (category_id, published, published_at, id);
CREATE INDEX blog_posts_featured ON blog_posts (published, featured, published_at, id);
CREATE INDEX blog_posts_views ON blog_posts (published, views, id);
CREATE INDEX blog_posts_likes ON blog_posts (published, likes_count, id);
CREATE INDEX blog_posts_title ON blog_posts (published, title, id);
CREATE INDEX blog_posts_author ON blog_posts (admin_id, published, published_at, id);
CREATE INDEX blog_posts_drafts ON blog_posts (published, updated_at, id);

CREATE TABLE blog_post_tags (
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    tag_id  INTEGER NOT NULL REFERENCES blog_tags (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX blog_post_tags_tag ON blog_post_tags (tag_id, post_id);

-- Comments are read a post's page at a time, oldest first.
CREATE TABLE blog_comments (
    id          INTEGER PRIMARY KEY,
    post_id     INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    text        TEXT NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);
CREATE INDEX blog_comments_post ON blog_comments (post_id, id);
CREATE INDEX blog_comments_customer ON blog_comments (customer_id);

CREATE TABLE blog_likes (
    post_id     INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (post_id, customer_id)
);
CREATE INDEX blog_likes_customer ON blog_likes (customer_id, post_id);

CREATE TABLE blog_bookmarks (
    post_id     INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (post_id, customer_id)
);
CREATE INDEX blog_bookmarks_customer ON blog_bookmarks (customer_id, created_at, post_id);

-- Full-text search over an external-content FTS5 table, as for jobs.
CREATE VIRTUAL TABLE blog_posts_fts USING fts5(
    title, excerpt, content_text,
    content = 'blog_posts', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

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
DROP TRIGGER blog_posts_fts_update;
DROP TRIGGER blog_posts_fts_delete;
DROP TRIGGER blog_posts_fts_insert;
DROP TABLE blog_posts_fts;
DROP TABLE blog_bookmarks;
DROP TABLE blog_likes;
DROP TABLE blog_comments;
DROP TABLE blog_post_tags;
DROP TABLE blog_posts;
DROP TABLE blog_tags;
DROP TABLE blog_categories;
