-- +goose Up
-- A view of a job or a blog post is written when it is counted (no longer
-- kept in a server's memory for a few seconds, which a kill -9 lost), and a
-- viewer's views of one item count once per window whichever server they
-- reach: the mark of the last counted view of each pair is kept here, in the
-- transaction that adds the view, and marks older than the window are
-- removed from time to time. kind is 'job' or 'post'; viewer is the client's
-- address (its /64 for IPv6), as the throttles keep it.
CREATE TABLE view_marks (
    kind       TEXT NOT NULL CHECK (kind IN ('job', 'post')),
    item_id    BIGINT NOT NULL,
    viewer     TEXT NOT NULL,
    counted_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (kind, item_id, viewer)
);
CREATE INDEX view_marks_counted ON view_marks (counted_at);

-- +goose Down
DROP TABLE view_marks;
