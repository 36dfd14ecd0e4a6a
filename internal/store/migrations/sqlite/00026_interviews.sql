-- +goose Up
-- Interviews: the job's poster proposes one to five times for an
-- application; the applicant picks one (booked) or asks for others
-- (change_requested); either side cancels. A proposal again, or a
-- reschedule of a booked one, keeps the row, so that the calendar file's UID
-- (made from the id) stays and its sequence grows. version counts every
-- change, so that a change made on what another tab saw before is refused.
-- remind_at is when the day-before reminder is due (none when the booking
-- came later than that); reminded_at claims it, once, among the servers.
CREATE TABLE interviews (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('in_person', 'phone', 'video')),
    address        TEXT NOT NULL DEFAULT '',
    link           TEXT NOT NULL DEFAULT '',
    note           TEXT NOT NULL DEFAULT '',
    state          TEXT NOT NULL CHECK (state IN ('proposed', 'change_requested', 'booked', 'cancelled')),
    starts_at      TIMESTAMP,
    minutes        INTEGER NOT NULL DEFAULT 0,
    request_note   TEXT NOT NULL DEFAULT '',
    cancelled_by   TEXT NOT NULL DEFAULT '' CHECK (cancelled_by IN ('', 'employer', 'applicant')),
    sequence       INTEGER NOT NULL DEFAULT 0,
    version        INTEGER NOT NULL DEFAULT 1,
    remind_at      TIMESTAMP,
    reminded_at    TIMESTAMP,
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
CREATE INDEX interviews_application ON interviews (application_id, created_at, id);
-- The reminder worker's question: booked interviews whose reminder is due.
CREATE INDEX interviews_remind ON interviews (remind_at) WHERE reminded_at IS NULL AND state = 'booked';

-- The times of a proposal, replaced when the employer proposes again.
CREATE TABLE interview_slots (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    interview_id INTEGER NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
    starts_at    TIMESTAMP NOT NULL,
    minutes      INTEGER NOT NULL CHECK (minutes BETWEEN 15 AND 480)
);
CREATE INDEX interview_slots_interview ON interview_slots (interview_id, starts_at);

-- Files sent with an email (an interview's calendar file), as JSON; '' for none.
ALTER TABLE outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE outbox DROP COLUMN attachments;
DROP TABLE interview_slots;
DROP TABLE interviews;
