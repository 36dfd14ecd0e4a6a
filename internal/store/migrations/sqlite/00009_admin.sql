-- +goose Up
-- A first password, given by a superadmin, must be changed at first sign-in.
ALTER TABLE admin_users ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT FALSE;

-- Every admin action: who, what, on what, why and when. The actor's
-- username is kept as it was, so the entry outlives the account.
CREATE TABLE audit_log (
    id             INTEGER PRIMARY KEY,
    actor_id       INTEGER NOT NULL,
    actor_username TEXT NOT NULL,
    action         TEXT NOT NULL,
    target_type    TEXT NOT NULL,
    target_id      INTEGER NOT NULL,
    reason         TEXT NOT NULL DEFAULT '',
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at, id);
CREATE INDEX audit_log_actor ON audit_log (actor_id, created_at);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id);

-- Every email the site sent, failed to send, or wrote to its log, for 30 days.
CREATE TABLE email_log (
    id         INTEGER PRIMARY KEY,
    recipient  TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('sent', 'failed', 'logged')),
    error      TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX email_log_created ON email_log (created_at, id);
CREATE INDEX email_log_recipient ON email_log (recipient, created_at);

CREATE INDEX customers_status ON customers (status, created_at);

-- The admin figures' daily series of the last 30 days.
CREATE INDEX jobs_created ON jobs (created_at);
CREATE INDEX applications_created ON applications (created_at);

-- +goose Down
DROP INDEX applications_created;
DROP INDEX jobs_created;
DROP INDEX customers_status;
DROP TABLE email_log;
DROP TABLE audit_log;
ALTER TABLE admin_users DROP COLUMN must_change_password;
