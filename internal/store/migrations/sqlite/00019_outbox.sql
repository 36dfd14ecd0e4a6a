-- +goose Up
-- The outbox: every email is written here in the transaction of the change
-- that causes it, and each server's worker sends it later (internal/outbox),
-- so that no request waits for the mail server and an email that fails is
-- tried again. A row is claimed by one worker until claimed_until; a claim
-- that runs out (its server died) may be taken by another. Once the email is
-- sent its row is deleted, and the email log keeps the masked copy and the
-- outcome; one that has failed for good stays, its text (which may hold a
-- reset link) cleared, and goes with its email log entry.
--
-- The email log gains the state 'queued'. SQLite cannot change a CHECK, so
-- the table is made again with its rows, its indexes and its highest id.
CREATE TABLE email_log_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient    TEXT NOT NULL,
    subject      TEXT NOT NULL,
    body         TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'logged')),
    error        TEXT NOT NULL DEFAULT '',
    created_at   TIMESTAMP NOT NULL,
    recipient_id INTEGER,
    about        TEXT NOT NULL DEFAULT '',
    about_id     INTEGER
);
INSERT INTO email_log_new (id, recipient, subject, body, status, error, created_at, recipient_id, about, about_id)
SELECT id, recipient, subject, body, status, error, created_at, recipient_id, about, about_id FROM email_log;
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'email_log'), 0))
WHERE name = 'email_log_new';
DROP TABLE email_log;
ALTER TABLE email_log_new RENAME TO email_log;
CREATE INDEX email_log_created ON email_log (created_at, id);
CREATE INDEX email_log_recipient ON email_log (recipient, created_at);
CREATE INDEX email_log_recipient_id ON email_log (recipient_id) WHERE recipient_id IS NOT NULL;
CREATE INDEX email_log_about ON email_log (about) WHERE about <> '';
CREATE INDEX email_log_about_id ON email_log (about_id) WHERE about_id IS NOT NULL;

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    email_log_id    INTEGER NOT NULL REFERENCES email_log (id) ON DELETE CASCADE,
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    headers         TEXT NOT NULL DEFAULT '',
    state           TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    claimed_by      TEXT NOT NULL DEFAULT '',
    claimed_until   TIMESTAMP,
    last_error      TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
-- The worker's question: which queued emails are due.
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE state = 'queued';
CREATE INDEX outbox_email_log ON outbox (email_log_id);

-- +goose Down
DROP TABLE outbox;
DELETE FROM email_log WHERE status = 'queued';
CREATE TABLE email_log_old (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient    TEXT NOT NULL,
    subject      TEXT NOT NULL,
    body         TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('sent', 'failed', 'logged')),
    error        TEXT NOT NULL DEFAULT '',
    created_at   TIMESTAMP NOT NULL,
    recipient_id INTEGER,
    about        TEXT NOT NULL DEFAULT '',
    about_id     INTEGER
);
INSERT INTO email_log_old (id, recipient, subject, body, status, error, created_at, recipient_id, about, about_id)
SELECT id, recipient, subject, body, status, error, created_at, recipient_id, about, about_id FROM email_log;
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'email_log'), 0))
WHERE name = 'email_log_old';
DROP TABLE email_log;
ALTER TABLE email_log_old RENAME TO email_log;
CREATE INDEX email_log_created ON email_log (created_at, id);
CREATE INDEX email_log_recipient ON email_log (recipient, created_at);
CREATE INDEX email_log_recipient_id ON email_log (recipient_id) WHERE recipient_id IS NOT NULL;
CREATE INDEX email_log_about ON email_log (about) WHERE about <> '';
CREATE INDEX email_log_about_id ON email_log (about_id) WHERE about_id IS NOT NULL;
