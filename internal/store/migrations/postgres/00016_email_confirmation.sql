-- +goose Up
-- A customer's email address counts as theirs once they open the link sent
-- to it: until then alerts and other repeated emails do not go there.
ALTER TABLE customers ADD COLUMN email_confirmed_at TIMESTAMPTZ;

-- Accounts made before confirmation existed are confirmed only where the
-- owner has shown they read the mailbox: by using a reset link sent to it
-- (docs/DECISIONS.md).
UPDATE customers SET email_confirmed_at = (
    SELECT MAX(r.used_at) FROM password_resets r WHERE r.customer_id = customers.id)
WHERE email_confirmed_at IS NULL;

CREATE TABLE email_confirmations (
    token_hash  TEXT PRIMARY KEY,
    customer_id BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    email       TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL,
    used_at     TIMESTAMPTZ
);
CREATE INDEX email_confirmations_customer ON email_confirmations (customer_id);

-- The email log kept whole links, reset links among them, which let anyone
-- who reads the log into the accounts they were sent to. Their tokens are
-- hidden now as new emails' are when they are logged (the same patterns as
-- jobportal.MaskSecretLinks).
UPDATE email_log SET
    body = regexp_replace(regexp_replace(body,
        '([?&]token=)[^\s&#"''<>]+', '\1[hidden]', 'gi'),
        '(/cv/s/|/api/shared-cvs/)[^\s/?#"''<>]+', '\1[hidden]', 'g'),
    subject = regexp_replace(regexp_replace(subject,
        '([?&]token=)[^\s&#"''<>]+', '\1[hidden]', 'gi'),
        '(/cv/s/|/api/shared-cvs/)[^\s/?#"''<>]+', '\1[hidden]', 'g')
WHERE body ~* 'token=|/cv/s/|/api/shared-cvs/' OR subject ~* 'token=|/cv/s/|/api/shared-cvs/';

-- +goose Down
DROP TABLE email_confirmations;
ALTER TABLE customers DROP COLUMN email_confirmed_at;
