-- +goose Up
-- Who uploaded each stored image, and how large it is, so that an account's
-- files can be held to its storage quota and a CV can show only a photo its
-- owner uploaded for a CV. Images are named by their content, so two accounts
-- that upload the same picture each have a row; a row whose image nothing
-- shows any longer, once past a short grace, no longer counts
-- (internal/store/uploads.go). The PDFs made of CVs and the files sent with
-- applications count from their own tables.
CREATE TABLE uploads (
    owner_id   INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    path       TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('image', 'cv-photo')),
    size       INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (owner_id, path, kind)
);

-- The older PDFs of a CV are deleted, but never a file an application still
-- names: this finds that without reading every application.
CREATE INDEX applications_cv_key ON applications (cv_key);

-- +goose Down
DROP INDEX applications_cv_key;
DROP TABLE uploads;
