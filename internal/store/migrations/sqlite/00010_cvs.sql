-- +goose Up
-- The CV builder. A CV's data (builderData) and its customization are kept
-- as JSON text: the builder saves them whole, and nothing queries inside
-- them. photo repeats builderData.personalInfo.profilePhoto, so that an
-- uploaded image is known to be in use (store.MediaInUse) without reading
-- every CV. version goes up by one with each save; a save that names an
-- older version is refused.
CREATE TABLE cvs (
    id            INTEGER PRIMARY KEY,
    owner_id      INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    title         TEXT NOT NULL,
    language      TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'si', 'ta')),
    version       INTEGER NOT NULL DEFAULT 1,
    data          TEXT NOT NULL,
    customization TEXT NOT NULL,
    photo         TEXT NOT NULL DEFAULT '',
    views         INTEGER NOT NULL DEFAULT 0,
    downloads     INTEGER NOT NULL DEFAULT 0,
    completion    INTEGER NOT NULL DEFAULT 0,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE INDEX cvs_owner ON cvs (owner_id, updated_at, id);
CREATE INDEX cvs_photo ON cvs (photo) WHERE photo <> '';

-- The PDFs made of each CV, kept in the blob store under file_key.
CREATE TABLE cv_exports (
    id         INTEGER PRIMARY KEY,
    cv_id      INTEGER NOT NULL REFERENCES cvs (id) ON DELETE CASCADE,
    owner_id   INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    file_key   TEXT NOT NULL,
    file_name  TEXT NOT NULL,
    size       INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX cv_exports_cv ON cv_exports (cv_id, created_at, id);
CREATE INDEX cv_exports_owner ON cv_exports (owner_id);

-- Links that show a CV to whoever holds them. The token is kept as it is:
-- it is shown to the owner again in the list of their links, and it opens
-- nothing that a reader of this table could not read here already.
CREATE TABLE cv_shares (
    id             INTEGER PRIMARY KEY,
    cv_id          INTEGER NOT NULL REFERENCES cvs (id) ON DELETE CASCADE,
    token          TEXT NOT NULL UNIQUE,
    expires_at     TIMESTAMP,
    allow_download BOOLEAN NOT NULL DEFAULT FALSE,
    views          INTEGER NOT NULL DEFAULT 0,
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX cv_shares_cv ON cv_shares (cv_id, created_at, id);

-- What each customer imported into the builder, and when.
CREATE TABLE cv_imports (
    id         INTEGER PRIMARY KEY,
    owner_id   INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    source     TEXT NOT NULL CHECK (source IN ('json-resume', 'linkedin', 'text')),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX cv_imports_owner ON cv_imports (owner_id, created_at, id);

-- +goose Down
DROP TABLE cv_imports;
DROP TABLE cv_shares;
DROP TABLE cv_exports;
DROP TABLE cvs;
