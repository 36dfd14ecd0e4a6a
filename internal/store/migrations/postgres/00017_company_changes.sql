-- +goose Up
-- An owner's edit of an approved company page waits here for review while
-- the page stays public with the facts an admin approved, which are the
-- ones in companies and the only ones a public answer reads. Approving
-- copies the edit onto the page and removes the row; rejecting keeps it,
-- with the reason, for the owner to see and correct. One row per page: a
-- newer edit replaces the one waiting.
CREATE TABLE company_changes (
    company_id       BIGINT PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    name             TEXT NOT NULL,
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
    status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rejected')),
    rejection_reason TEXT NOT NULL DEFAULT '',
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL
);
-- The moderators' queue reads the edits waiting for review.
CREATE INDEX company_changes_status ON company_changes (status, company_id);
-- Before an uploaded image is removed, the store checks that no edit shows it.
CREATE INDEX company_changes_logo ON company_changes (logo) WHERE logo <> '';
CREATE INDEX company_changes_cover ON company_changes (cover) WHERE cover <> '';

-- +goose Down
DROP TABLE company_changes;
