package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// MediaInUse reports whether a stored image, named by its /media path, is
// still shown by any job, company page, blog post or account's avatar. Files are named by
// their content, so two that upload the same picture share one file, which
// stays until none shows it.
func (d *DB) MediaInUse(ctx context.Context, path string) (bool, error) {
	return mediaInUse(ctx, d.db, path)
}

type rowQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func mediaInUse(ctx context.Context, q rowQuerier, path string) (bool, error) {
	var used bool
	if err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM jobs WHERE image = $1)
		OR EXISTS (SELECT 1 FROM companies WHERE logo = $1) OR EXISTS (SELECT 1 FROM companies WHERE cover = $1)
		OR EXISTS (SELECT 1 FROM company_changes WHERE logo = $1) OR EXISTS (SELECT 1 FROM company_changes WHERE cover = $1)
		OR EXISTS (SELECT 1 FROM job_changes WHERE image = $1)
		OR EXISTS (SELECT 1 FROM customers WHERE avatar = $1) OR EXISTS (SELECT 1 FROM cvs WHERE photo = $1)`, path).Scan(&used); err != nil {
		return false, fmt.Errorf("check media in use: %w", err)
	}
	if !used {
		return blogMediaInUse(ctx, q, path)
	}
	return used, nil
}

// NoteUnclaimedImage records that an image, named by its /media path, was
// stored before anything shows it (a CV's photo, an article's image), so
// that SweepUnclaimedImages can find it if nothing ever does, and who stored
// it (a customer's id; nil for an admin), so that the erasure of their
// account finds it. Storing the same image again starts its wait again,
// as the image of whoever stored it last.
func (d *DB) NoteUnclaimedImage(ctx context.Context, path string, owner *int64) error {
	if _, err := d.db.ExecContext(ctx, `INSERT INTO unclaimed_images (path, stored_at, owner_id) VALUES ($1, $2, $3)
		ON CONFLICT (path) DO UPDATE SET stored_at = excluded.stored_at, owner_id = excluded.owner_id`,
		path, d.now(), owner); err != nil {
		return fmt.Errorf("note unclaimed image: %w", err)
	}
	return nil
}

// UnclaimedImages returns at most limit of the images noted by
// NoteUnclaimedImage that were stored before a time, oldest first.
func (d *DB) UnclaimedImages(ctx context.Context, before time.Time, limit int) ([]string, error) {
	return queryAll(ctx, d.db, "unclaimed images", `SELECT path FROM unclaimed_images WHERE stored_at < $1
		ORDER BY stored_at, path LIMIT $2`, []any{before, limit}, func(r rowScanner) (p string, err error) {
		return p, r.Scan(&p)
	})
}

// ForgetUnclaimedImage drops the note of an image whose fate is settled:
// something shows it, or it was removed. A note made again since storedBefore
// (the image was stored anew) is kept.
func (d *DB) ForgetUnclaimedImage(ctx context.Context, path string, storedBefore time.Time) error {
	if _, err := d.db.ExecContext(ctx, `DELETE FROM unclaimed_images WHERE path = $1 AND stored_at < $2`,
		path, storedBefore); err != nil {
		return fmt.Errorf("forget unclaimed image: %w", err)
	}
	return nil
}

// What an image was uploaded as (uploads.kind).
const (
	// UploadImage is a flyer, a company's logo or cover, or an avatar.
	UploadImage = "image"
	// UploadCVPhoto is a photo uploaded for a CV: the only kind a CV of
	// the same account may show.
	UploadCVPhoto = "cv-photo"
)

// uploadGrace is how long an uploaded image counts against its uploader's
// storage before anything shows it: a flyer while its job is being saved.
// After that an image counts while something shows it, or while it waits
// to be claimed (a CV's photo before the CV is saved), as that long it is kept.
const uploadGrace = time.Hour

// heldUploads is the condition on uploads u (with the grace's start as $2)
// that its image is still kept. Images nothing shows are removed as they
// are let go, so the rows of removed ones need no deleting to stop counting.
const heldUploads = `(u.created_at > $2 OR EXISTS (SELECT 1 FROM unclaimed_images i WHERE i.path = u.path)
	OR EXISTS (SELECT 1 FROM jobs WHERE image = u.path) OR EXISTS (SELECT 1 FROM companies WHERE logo = u.path)
	OR EXISTS (SELECT 1 FROM companies WHERE cover = u.path) OR EXISTS (SELECT 1 FROM customers WHERE avatar = u.path)
	OR EXISTS (SELECT 1 FROM cvs WHERE photo = u.path))`

// StorageUsed returns the bytes a customer's files take: the images they
// uploaded that are still kept (each counted once, however often it was
// uploaded), the PDFs kept of their CVs and the CV files of their applications.
func (d *DB) StorageUsed(ctx context.Context, ownerID int64) (int64, error) {
	return storageUsed(ctx, d.db, ownerID, d.now())
}

func storageUsed(ctx context.Context, q rowQuerier, ownerID int64, now time.Time) (int64, error) {
	var used int64
	err := q.QueryRowContext(ctx, `SELECT CAST(
		(SELECT COALESCE(SUM(size), 0) FROM (SELECT u.path, MAX(u.size) AS size FROM uploads u
			WHERE u.owner_id = $1 AND `+heldUploads+` GROUP BY u.path) held)
		+ (SELECT COALESCE(SUM(size), 0) FROM cv_exports WHERE owner_id = $1)
		+ (SELECT COALESCE(SUM(cv_size), 0) FROM applications WHERE customer_id = $1) AS BIGINT)`,
		ownerID, now.Add(-uploadGrace)).Scan(&used)
	if err != nil {
		return 0, fmt.Errorf("storage used: %w", err)
	}
	return used, nil
}

// CheckStorage refuses, with jobportal.StorageFull, a file of size bytes
// that would take a customer's files past quota.
func (d *DB) CheckStorage(ctx context.Context, ownerID, size, quota int64) error {
	used, err := d.StorageUsed(ctx, ownerID)
	if err != nil {
		return err
	}
	if used+size > quota {
		return jobportal.StorageFull(used, quota)
	}
	return nil
}

// RecordUpload notes that a customer uploaded an image of size bytes, kept
// at a /media path, as kind, unless that takes their files past quota
// (jobportal.StorageFull, and nothing noted). An image they already keep
// adds nothing. Call it before the image is stored.
func (d *DB) RecordUpload(ctx context.Context, ownerID int64, path, kind string, size, quota int64) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		// Taking the owner's row first makes two uploads at once wait for
		// each other, so that neither goes past the quota with the other.
		if _, err := tx.ExecContext(ctx, `UPDATE customers SET updated_at = updated_at WHERE id = $1`, ownerID); err != nil {
			return fmt.Errorf("record an upload: %w", err)
		}
		now := d.now()
		before, err := storageUsed(ctx, tx, ownerID, now)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO uploads (owner_id, path, kind, size, created_at)
			VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (owner_id, path, kind) DO UPDATE SET size = excluded.size, created_at = excluded.created_at`,
			ownerID, path, kind, size, now); err != nil {
			return fmt.Errorf("record an upload: %w", err)
		}
		after, err := storageUsed(ctx, tx, ownerID, now)
		if err != nil {
			return err
		}
		if after > before && after > quota {
			return jobportal.StorageFull(before, quota)
		}
		return nil
	})
}

// IsOwnUpload reports whether a customer uploaded the image at a /media
// path as kind.
func (d *DB) IsOwnUpload(ctx context.Context, ownerID int64, path, kind string) (bool, error) {
	var own bool
	if err := d.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM uploads WHERE owner_id = $1 AND path = $2 AND kind = $3)`,
		ownerID, path, kind).Scan(&own); err != nil {
		return false, fmt.Errorf("check an upload: %w", err)
	}
	return own, nil
}
