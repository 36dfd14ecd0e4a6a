-- +goose Up
-- The outbox: every email is written here in the transaction of the change
-- that causes it, and each server's worker sends it later (internal/outbox),
-- so that no request waits for the mail server and an email that fails is
-- tried again. A row is claimed by one worker until claimed_until; a claim
-- that runs out (its server died) may be taken by another. Once the email is
-- sent its row is deleted, and the email log keeps the masked copy and the
-- outcome; one that has failed for good stays, its text (which may hold a
-- reset link) cleared, and goes with its email log entry.
ALTER TABLE email_log DROP CONSTRAINT email_log_status_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_status_check CHECK (status IN ('queued', 'sent', 'failed', 'logged'));

CREATE TABLE outbox (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email_log_id    BIGINT NOT NULL REFERENCES email_log (id) ON DELETE CASCADE,
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    headers         TEXT NOT NULL DEFAULT '',
    state           TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL,
    claimed_by      TEXT NOT NULL DEFAULT '',
    claimed_until   TIMESTAMPTZ,
    last_error      TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL
);
-- The worker's question: which queued emails are due.
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE state = 'queued';
CREATE INDEX outbox_email_log ON outbox (email_log_id);

-- +goose Down
DROP TABLE outbox;
DELETE FROM email_log WHERE status = 'queued';
ALTER TABLE email_log DROP CONSTRAINT email_log_status_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_status_check CHECK (status IN ('sent', 'failed', 'logged'));
