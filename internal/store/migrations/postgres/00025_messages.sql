-- +goose Up
-- Messages between the customer who posted a job and an applicant, one
-- thread per application. side is who wrote it; the author's name is kept
-- as it was, and read_at is when the other side first saw it. key is the
-- client's, so that a message sent twice (a repeated click, a retry) is
-- stored once.
CREATE TABLE application_messages (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id BIGINT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    side           TEXT NOT NULL CHECK (side IN ('employer', 'applicant')),
    author_id      BIGINT NOT NULL,
    author_name    TEXT NOT NULL,
    body           TEXT NOT NULL,
    client_key     TEXT,
    created_at     TIMESTAMPTZ NOT NULL,
    read_at        TIMESTAMPTZ,
    UNIQUE (application_id, side, client_key)
);
CREATE INDEX application_messages_thread ON application_messages (application_id, id);
-- The unread counts read the messages not yet seen.
CREATE INDEX application_messages_unread ON application_messages (application_id, side) WHERE read_at IS NULL;
-- An erased account's messages are found by their author.
CREATE INDEX application_messages_author ON application_messages (author_id);

-- A thread's state: whether the applicant shows their email address to the
-- employer, and when each side was last emailed of new messages (the
-- notices are batched).
CREATE TABLE message_threads (
    application_id       BIGINT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
    share_email          BOOLEAN NOT NULL DEFAULT FALSE,
    employer_noticed_at  TIMESTAMPTZ,
    applicant_noticed_at TIMESTAMPTZ
);

-- +goose Down
DROP TABLE message_threads;
DROP TABLE application_messages;
