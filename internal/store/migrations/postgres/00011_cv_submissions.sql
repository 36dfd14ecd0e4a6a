-- +goose Up
-- The talent pool: CVs sent through the header's "Apply Now" by anyone,
-- signed in or not, with the topic of the jobs they want. The file is in
-- the blob store under file_key. The email is kept in lower case, as the
-- erasure of an account finds the person's submissions by it.
CREATE TABLE cv_submissions (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name         TEXT NOT NULL,
    email        TEXT NOT NULL,
    phone        TEXT NOT NULL DEFAULT '',
    main_topic   TEXT NOT NULL,
    sub_topic    TEXT NOT NULL DEFAULT '',
    language     TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'si', 'ta')),
    file_key     TEXT NOT NULL,
    file_name    TEXT NOT NULL,
    file_type    TEXT NOT NULL,
    file_size    BIGINT NOT NULL,
    contacted_at TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX cv_submissions_created ON cv_submissions (created_at, id);
CREATE INDEX cv_submissions_topic ON cv_submissions (main_topic, sub_topic, created_at, id);
CREATE INDEX cv_submissions_email ON cv_submissions (email);

-- +goose Down
DROP TABLE cv_submissions;
