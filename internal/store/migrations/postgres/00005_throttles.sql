-- +goose Up
-- Throttles count attempts one by one, so that a limit holds within any
-- window of its length (a fixed window let twice the limit through around its
-- end). A row of throttles is taken for update by each attempt on its key, so
-- that concurrent attempts are counted one after another. The counts of
-- login_throttle only lived for minutes and are not carried over.
CREATE TABLE throttles (
    key        TEXT PRIMARY KEY,
    touched_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX throttles_touched ON throttles (touched_at);

CREATE TABLE throttle_hits (
    id  BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    key TEXT NOT NULL,
    at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX throttle_hits_key_at ON throttle_hits (key, at);
CREATE INDEX throttle_hits_at ON throttle_hits (at);

DROP TABLE login_throttle;

-- +goose Down
CREATE TABLE login_throttle (
    key          TEXT PRIMARY KEY,
    failures     INTEGER NOT NULL,
    window_start TIMESTAMPTZ NOT NULL,
    locked_until TIMESTAMPTZ
);
DROP TABLE throttle_hits;
DROP TABLE throttles;
