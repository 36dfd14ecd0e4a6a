-- +goose Up
CREATE TABLE admin_users (
    id            INTEGER PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    email         TEXT NOT NULL DEFAULT '',
    role          TEXT NOT NULL CHECK (role IN ('superadmin', 'admin', 'editor')),
    password_hash TEXT NOT NULL,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);

CREATE TABLE customers (
    id             INTEGER PRIMARY KEY,
    type           TEXT NOT NULL CHECK (type IN ('individual', 'company')),
    name           TEXT NOT NULL,
    email          TEXT NOT NULL UNIQUE,
    password_hash  TEXT NOT NULL,
    phone          TEXT NOT NULL DEFAULT '',
    contact_person TEXT NOT NULL DEFAULT '',
    website        TEXT NOT NULL DEFAULT '',
    industry       TEXT NOT NULL DEFAULT '',
    district       TEXT NOT NULL DEFAULT '',
    avatar         TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'banned')),
    ban_reason     TEXT NOT NULL DEFAULT '',
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
CREATE INDEX customers_type_created ON customers (type, created_at);

CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('admin', 'customer')),
    account_id   INTEGER NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL
);
CREATE INDEX sessions_account ON sessions (kind, account_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE password_resets (
    token_hash  TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    used_at     TIMESTAMP
);
CREATE INDEX password_resets_customer ON password_resets (customer_id);

CREATE TABLE login_throttle (
    key          TEXT PRIMARY KEY,
    failures     INTEGER NOT NULL,
    window_start TIMESTAMP NOT NULL,
    locked_until TIMESTAMP
);

CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE contact_messages;
DROP TABLE login_throttle;
DROP TABLE password_resets;
DROP TABLE sessions;
DROP TABLE customers;
DROP TABLE admin_users;
