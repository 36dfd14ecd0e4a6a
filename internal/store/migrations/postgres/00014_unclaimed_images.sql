-- +goose Up
-- Images stored before anything shows them: a CV's photo waits for the
-- builder to save the CV, an article's image for the editor to save the
-- article. One that is still shown by nothing days later was left behind
-- (the tab closed first, another photo replaced it) and is removed with its
-- copies (internal/httpapi/media_sweep.go); one that is shown stays, and
-- its row goes.
CREATE TABLE unclaimed_images (
    path      TEXT PRIMARY KEY,
    stored_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX unclaimed_images_stored ON unclaimed_images (stored_at);

-- +goose Down
DROP TABLE unclaimed_images;
