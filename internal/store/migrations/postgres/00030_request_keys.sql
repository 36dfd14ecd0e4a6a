-- +goose Up
-- Writes that may be sent twice: a client (the app, or a load balancer
-- sending a request again after its server died) names a write with an
-- Idempotency-Key, and the server keeps the key with its answer here.
-- key is the SHA-256 of the client's key, the route and the sign-in it was
-- sent with, so a key names one write of one account. owner is the server
-- working on it, for as long as lease_until says; wrote is set in the
-- transaction of the write itself, so that a repeat after a crash knows
-- whether the write happened. status is 0 until the answer is kept;
-- headers are its headers as JSON, body its body (NULL when too large to keep).
CREATE TABLE request_keys (
    key TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    lease_until TIMESTAMP NOT NULL,
    wrote BOOLEAN NOT NULL DEFAULT FALSE,
    status INTEGER NOT NULL DEFAULT 0,
    headers TEXT NOT NULL DEFAULT '',
    body BYTEA,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX request_keys_created ON request_keys (created_at);

-- +goose Down
DROP TABLE request_keys;
