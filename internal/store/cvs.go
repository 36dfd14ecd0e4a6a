package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"jobportal/internal/jobportal"
)

// The CV builder: CVs, the PDFs made of them, their share links and the
// owner's import history. Every method that reads or changes a CV takes its
// owner, so that another customer's CV is simply not found.

const cvNotFound = "CV not found."

// CVConflictMessage is the message of a save that names an older version
// of the CV than the stored one.
const CVConflictMessage = "This CV was changed in another tab or window. Reload to see the newer version."

const cvColumns = `c.id, c.owner_id, c.title, c.language, c.version, c.data, c.customization, c.views, c.downloads,
	c.completion, c.created_at, c.updated_at`

func scanCV(r rowScanner) (*jobportal.CV, error) {
	cv := &jobportal.CV{}
	var data, custom string
	if err := r.Scan(&cv.ID, &cv.OwnerID, &cv.Title, &cv.Language, &cv.Version, &data, &custom, &cv.Views,
		&cv.Downloads, &cv.Completion, &cv.CreatedAt, &cv.UpdatedAt); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(data), &cv.BuilderData); err != nil {
		return nil, fmt.Errorf("read CV %d: %w", cv.ID, err)
	}
	if err := json.Unmarshal([]byte(custom), &cv.Customization); err != nil {
		return nil, fmt.Errorf("read CV %d: %w", cv.ID, err)
	}
	// What was kept was normalized; this only makes absent lists empty.
	cv.BuilderData.Normalize()
	cv.Customization.Normalize()
	cv.CreatedAt, cv.UpdatedAt = cv.CreatedAt.UTC(), cv.UpdatedAt.UTC()
	return cv, nil
}

// cvJSON writes a CV's two parts as the JSON text they are kept as.
func cvJSON(cv *jobportal.CV) (data, custom string, err error) {
	d, err := json.Marshal(cv.BuilderData)
	if err != nil {
		return "", "", fmt.Errorf("write CV: %w", err)
	}
	c, err := json.Marshal(cv.Customization)
	if err != nil {
		return "", "", fmt.Errorf("write CV: %w", err)
	}
	if len(d)+len(c) > jobportal.MaxCVBytes {
		return "", "", jobportal.Errorf(jobportal.ETOOLARGE, "The CV is too large (at most %d KB).", jobportal.MaxCVBytes/1024)
	}
	return string(d), string(c), nil
}

// ListCVs returns a customer's CVs, the most recently changed first.
func (d *DB) ListCVs(ctx context.Context, ownerID int64) ([]*jobportal.CV, error) {
	return queryAll(ctx, d.db, "list CVs", `SELECT `+cvColumns+` FROM cvs c WHERE c.owner_id = $1
		ORDER BY c.updated_at DESC, c.id DESC`, []any{ownerID}, scanCV)
}

// FindCV returns one of a customer's CVs; another's is ENOTFOUND.
func (d *DB) FindCV(ctx context.Context, ownerID, id int64) (*jobportal.CV, error) {
	return findCV(ctx, d.db, ownerID, id)
}

func findCV(ctx context.Context, q rowQuerier, ownerID, id int64) (*jobportal.CV, error) {
	cv, err := scanCV(q.QueryRowContext(ctx, `SELECT `+cvColumns+` FROM cvs c WHERE c.id = $1 AND c.owner_id = $2`, id, ownerID))
	if err != nil {
		return nil, notFound(err, cvNotFound)
	}
	return cv, nil
}

// CreateCV stores a new CV of cv.OwnerID at version 1; an owner who has
// MaxCVs already is EINVALID.
func (d *DB) CreateCV(ctx context.Context, cv *jobportal.CV) (*jobportal.CV, error) {
	var id int64
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		id, err = insertCV(ctx, tx, cv, d.now())
		return err
	})
	if err != nil {
		return nil, err
	}
	return d.FindCV(ctx, cv.OwnerID, id)
}

func insertCV(ctx context.Context, tx *sql.Tx, cv *jobportal.CV, now time.Time) (int64, error) {
	data, custom, err := cvJSON(cv)
	if err != nil {
		return 0, err
	}
	// Taking the owner's row first makes two creations at once wait for
	// each other, so that neither goes past the limit.
	if _, err := tx.ExecContext(ctx, `UPDATE customers SET updated_at = updated_at WHERE id = $1`, cv.OwnerID); err != nil {
		return 0, fmt.Errorf("create CV: %w", err)
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM cvs WHERE owner_id = $1`, cv.OwnerID).Scan(&n); err != nil {
		return 0, fmt.Errorf("count CVs: %w", err)
	}
	if n >= jobportal.MaxCVs {
		return 0, jobportal.Errorf(jobportal.EINVALID, "You can have at most %d CVs. Delete one you no longer need first.", jobportal.MaxCVs)
	}
	var id int64
	err = tx.QueryRowContext(ctx, `INSERT INTO cvs (owner_id, title, language, version, data, customization, photo,
			completion, created_at, updated_at)
		VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $8) RETURNING id`,
		cv.OwnerID, cv.Title, cv.Language, data, custom, cv.BuilderData.PersonalInfo.ProfilePhoto,
		jobportal.Completion(cv.BuilderData), now).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("create CV: %w", err)
	}
	return id, nil
}

// UpdateCV replaces a CV's title, language, data and customization, if it
// is still at the version the change was made to, and returns it at the
// next version. When another change came first, it returns the stored CV
// with an ECONFLICT error, and changes nothing.
func (d *DB) UpdateCV(ctx context.Context, cv *jobportal.CV, version int64) (*jobportal.CV, error) {
	data, custom, err := cvJSON(cv)
	if err != nil {
		return nil, err
	}
	// One statement both checks the version and writes, so that of two
	// saves of the same version exactly one succeeds.
	res, err := d.db.ExecContext(ctx, `UPDATE cvs SET title = $1, language = $2, data = $3, customization = $4,
			photo = $5, completion = $6, version = version + 1, updated_at = $7
		WHERE id = $8 AND owner_id = $9 AND version = $10`,
		cv.Title, cv.Language, data, custom, cv.BuilderData.PersonalInfo.ProfilePhoto, jobportal.Completion(cv.BuilderData),
		d.now(), cv.ID, cv.OwnerID, version)
	if err != nil {
		return nil, fmt.Errorf("update CV: %w", err)
	}
	stored, err := d.FindCV(ctx, cv.OwnerID, cv.ID)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return stored, jobportal.Errorf(jobportal.ECONFLICT, CVConflictMessage)
	}
	return stored, nil
}

// CVFiles are the stored files a deleted CV leaves behind: its photo (a
// /media path, for the caller to drop once nothing shows it) and its PDFs'
// keys in the blob store.
type CVFiles struct {
	Photo string
	Keys  []string
}

// DeleteCV deletes one of a customer's CVs with its exports and share links.
func (d *DB) DeleteCV(ctx context.Context, ownerID, id int64) (CVFiles, error) {
	var files CVFiles
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// Writing the CV's row first makes a PDF being recorded for it wait
		// (it counts its download on that row), so every export's file is
		// in the list read below.
		res, err := tx.ExecContext(ctx, `UPDATE cvs SET updated_at = updated_at WHERE id = $1 AND owner_id = $2`, id, ownerID)
		if err != nil {
			return fmt.Errorf("delete CV: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, cvNotFound)
		}
		if err := tx.QueryRowContext(ctx, `SELECT photo FROM cvs WHERE id = $1`, id).Scan(&files.Photo); err != nil {
			return fmt.Errorf("delete CV: %w", err)
		}
		keys, err := queryAll(ctx, tx, "exports of the CV", `SELECT e.file_key FROM cv_exports e WHERE e.cv_id = $1
			AND `+notAnApplicationsFile, []any{id}, scanString)
		if err != nil {
			return err
		}
		files.Keys = keys
		if _, err := tx.ExecContext(ctx, `DELETE FROM cvs WHERE id = $1 AND owner_id = $2`, id, ownerID); err != nil {
			return fmt.Errorf("delete CV: %w", err)
		}
		return nil
	})
	return files, err
}

func scanString(r rowScanner) (string, error) {
	var s string
	return s, r.Scan(&s)
}

// DuplicateCV copies one of a customer's CVs as a new CV titled
// "<title> (copy)", with no views, downloads, exports or links.
func (d *DB) DuplicateCV(ctx context.Context, ownerID, id int64) (*jobportal.CV, error) {
	var newID int64
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		cv, err := findCV(ctx, tx, ownerID, id)
		if err != nil {
			return err
		}
		cv.Title = copyTitle(cv.Title)
		newID, err = insertCV(ctx, tx, cv, d.now())
		return err
	})
	if err != nil {
		return nil, err
	}
	return d.FindCV(ctx, ownerID, newID)
}

// copyTitle is the title of a copy, cut so that it stays within MaxCVField.
func copyTitle(title string) string {
	const suffix = " (copy)"
	r := []rune(title)
	if max := jobportal.MaxCVField - len([]rune(suffix)); len(r) > max {
		r = r[:max]
	}
	return string(r) + suffix
}

// CVDashboard returns the figures over a customer's CVs: how many, their
// views and downloads, when one last changed and their average completion.
func (d *DB) CVDashboard(ctx context.Context, ownerID int64) (*jobportal.CVDashboard, error) {
	out := &jobportal.CVDashboard{}
	var completion sql.NullFloat64
	err := d.db.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(views), 0), COALESCE(SUM(downloads), 0), AVG(completion * 1.0)
		FROM cvs WHERE owner_id = $1`, ownerID).Scan(&out.TotalCVs, &out.TotalViews, &out.TotalDownloads, &completion)
	if err != nil {
		return nil, fmt.Errorf("CV figures: %w", err)
	}
	if completion.Valid {
		out.Completion = int(completion.Float64 + 0.5)
	}
	var last time.Time
	err = d.db.QueryRowContext(ctx, `SELECT updated_at FROM cvs WHERE owner_id = $1 ORDER BY updated_at DESC LIMIT 1`,
		ownerID).Scan(&last)
	switch {
	case err == nil:
		last = last.UTC()
		out.LastUpdated = &last
	case !errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("CV figures: %w", err)
	}
	return out, nil
}

const cvExportColumns = `e.id, e.cv_id, e.file_key, e.file_name, e.size, e.created_at`

func scanCVExport(r rowScanner) (*jobportal.CVExport, error) {
	e := &jobportal.CVExport{Format: "pdf"}
	if err := r.Scan(&e.ID, &e.CVID, &e.Key, &e.FileName, &e.Size, &e.Timestamp); err != nil {
		return nil, err
	}
	e.Timestamp = e.Timestamp.UTC()
	e.URL = "/api/cvs/" + strconv.FormatInt(e.CVID, 10) + "/exports/" + strconv.FormatInt(e.ID, 10) + "/pdf"
	return e, nil
}

// maxCVExports is how many PDFs of one CV are kept: the newest. Each
// download makes one, and they would otherwise fill the disk.
const maxCVExports = 10

// notAnApplicationsFile is the condition on cv_exports e that no
// application names its file as the CV it was sent with: such a file stays
// as long as the application, whatever becomes of the CV.
const notAnApplicationsFile = `NOT EXISTS (SELECT 1 FROM applications a WHERE a.cv_key = e.file_key)`

// AddCVExport records a PDF made of one of a customer's CVs, kept under
// e.Key, and counts it as a download of the CV. Only the newest
// maxCVExports of the CV are kept: it deletes the rows of older ones and
// returns their keys, for the caller to delete their files.
func (d *DB) AddCVExport(ctx context.Context, ownerID int64, e *jobportal.CVExport) (*jobportal.CVExport, []string, error) {
	var id int64
	var dropped []string
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE cvs SET downloads = downloads + 1 WHERE id = $1 AND owner_id = $2`, e.CVID, ownerID)
		if err != nil {
			return fmt.Errorf("count a download: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, cvNotFound)
		}
		err = tx.QueryRowContext(ctx, `INSERT INTO cv_exports (cv_id, owner_id, file_key, file_name, size, created_at)
			VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, e.CVID, ownerID, e.Key, e.FileName, e.Size, d.now()).Scan(&id)
		if err != nil {
			return fmt.Errorf("record an export: %w", err)
		}
		// The CV's row, written first, holds off another export of it
		// until this one commits, so each sees the other's row.
		dropped, err = queryAll(ctx, tx, "older exports", `DELETE FROM cv_exports AS e WHERE e.cv_id = $1
			AND e.id NOT IN (SELECT id FROM cv_exports WHERE cv_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)
			AND `+notAnApplicationsFile+` RETURNING file_key`, []any{e.CVID, maxCVExports}, scanString)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	added, err := d.FindCVExport(ctx, ownerID, e.CVID, id)
	return added, dropped, err
}

// CVExports returns the PDFs made of one of a customer's CVs, newest first.
func (d *DB) CVExports(ctx context.Context, ownerID, cvID int64) ([]*jobportal.CVExport, error) {
	if _, err := d.FindCV(ctx, ownerID, cvID); err != nil {
		return nil, err
	}
	return queryAll(ctx, d.db, "list exports", `SELECT `+cvExportColumns+` FROM cv_exports e
		WHERE e.cv_id = $1 AND e.owner_id = $2 ORDER BY e.created_at DESC, e.id DESC`, []any{cvID, ownerID}, scanCVExport)
}

// FindCVExport returns one PDF made of one of a customer's CVs.
func (d *DB) FindCVExport(ctx context.Context, ownerID, cvID, id int64) (*jobportal.CVExport, error) {
	e, err := scanCVExport(d.db.QueryRowContext(ctx, `SELECT `+cvExportColumns+` FROM cv_exports e
		WHERE e.id = $1 AND e.cv_id = $2 AND e.owner_id = $3`, id, cvID, ownerID))
	if err != nil {
		return nil, notFound(err, "Export not found.")
	}
	return e, nil
}

const cvShareColumns = `s.id, s.cv_id, s.token, s.expires_at, s.allow_download, s.views, s.created_at`

func scanCVShare(r rowScanner) (*jobportal.CVShare, error) {
	s := &jobportal.CVShare{}
	var expires sql.NullTime
	if err := r.Scan(&s.ID, &s.CVID, &s.Token, &expires, &s.AllowDownload, &s.Views, &s.CreatedAt); err != nil {
		return nil, err
	}
	if expires.Valid {
		t := expires.Time.UTC()
		s.ExpiresAt = &t
	}
	s.CreatedAt = s.CreatedAt.UTC()
	s.URL = "/cv/s/" + s.Token
	return s, nil
}

// CreateCVShare makes a link to one of a customer's CVs; expiresAt nil
// makes one that lasts until it is revoked.
func (d *DB) CreateCVShare(ctx context.Context, ownerID, cvID int64, token string, expiresAt *time.Time, allowDownload bool) (*jobportal.CVShare, error) {
	// One statement checks the owner and inserts, so a CV deleted meanwhile
	// is simply not found.
	// In a transaction, so that a share sent again after a crash is not made twice (request_keys.go).
	var s *jobportal.CVShare
	err := d.inTx(ctx, func(tx *sql.Tx) (err error) {
		s, err = scanCVShare(tx.QueryRowContext(ctx, `INSERT INTO cv_shares (cv_id, token, expires_at, allow_download, created_at)
		SELECT id, $2, $3, $4, $5 FROM cvs WHERE id = $1 AND owner_id = $6
		RETURNING id, cv_id, token, expires_at, allow_download, views, created_at`,
			cvID, token, expiresAt, allowDownload, d.now(), ownerID))
		return err
	})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, cvNotFound)
	} else if errors.Is(err, RequestKeyTaken) {
		return nil, err
	} else if err != nil {
		return nil, fmt.Errorf("share CV: %w", err)
	}
	return s, nil
}

// CVShares returns the links of one of a customer's CVs that still work, newest first.
func (d *DB) CVShares(ctx context.Context, ownerID, cvID int64) ([]*jobportal.CVShare, error) {
	if _, err := d.FindCV(ctx, ownerID, cvID); err != nil {
		return nil, err
	}
	return queryAll(ctx, d.db, "list share links", `SELECT `+cvShareColumns+` FROM cv_shares s
		WHERE s.cv_id = $1 AND (s.expires_at IS NULL OR s.expires_at > $2) ORDER BY s.created_at DESC, s.id DESC`,
		[]any{cvID, d.now()}, scanCVShare)
}

// DeleteCVShare revokes a link of one of a customer's CVs.
func (d *DB) DeleteCVShare(ctx context.Context, ownerID, cvID, shareID int64) error {
	res, err := d.db.ExecContext(ctx, `DELETE FROM cv_shares WHERE id = $1 AND cv_id = $2
		AND cv_id IN (SELECT id FROM cvs WHERE owner_id = $3)`, shareID, cvID, ownerID)
	if err != nil {
		return fmt.Errorf("revoke share link: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return jobportal.Errorf(jobportal.ENOTFOUND, "Share link not found.")
	}
	return nil
}

// SharedCVMissing is the answer to any link that does not show a CV.
const SharedCVMissing = "This shared CV link is not available."

// SharedCV returns the CV a link shows, and the link, while it works. A
// link that is unknown, revoked or expired is ENOTFOUND.
func (d *DB) SharedCV(ctx context.Context, token string) (*jobportal.CV, *jobportal.CVShare, error) {
	s, err := scanCVShare(d.db.QueryRowContext(ctx, `SELECT `+cvShareColumns+` FROM cv_shares s
		WHERE s.token = $1 AND (s.expires_at IS NULL OR s.expires_at > $2)`, token, d.now()))
	if err != nil {
		return nil, nil, notFound(err, SharedCVMissing)
	}
	cv, err := scanCV(d.db.QueryRowContext(ctx, `SELECT `+cvColumns+` FROM cvs c WHERE c.id = $1`, s.CVID))
	if err != nil {
		return nil, nil, notFound(err, SharedCVMissing)
	}
	return cv, s, nil
}

// CountSharedCVView counts one view of a CV through one of its links.
func (d *DB) CountSharedCVView(ctx context.Context, shareID, cvID int64) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE cv_shares SET views = views + 1 WHERE id = $1`, shareID); err != nil {
			return fmt.Errorf("count a view: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE cvs SET views = views + 1 WHERE id = $1`, cvID); err != nil {
			return fmt.Errorf("count a view: %w", err)
		}
		return nil
	})
}

// CountCVDownload counts a download of a CV that is not kept as an export
// (one through a share link).
func (d *DB) CountCVDownload(ctx context.Context, cvID int64) error {
	if _, err := d.db.ExecContext(ctx, `UPDATE cvs SET downloads = downloads + 1 WHERE id = $1`, cvID); err != nil {
		return fmt.Errorf("count a download: %w", err)
	}
	return nil
}

// RecordCVImport adds an import to a customer's import history.
func (d *DB) RecordCVImport(ctx context.Context, ownerID int64, source string) (jobportal.CVImport, error) {
	im := jobportal.CVImport{Source: source, Timestamp: d.now()}
	err := d.db.QueryRowContext(ctx, `INSERT INTO cv_imports (owner_id, source, created_at) VALUES ($1, $2, $3) RETURNING id`,
		ownerID, source, im.Timestamp).Scan(&im.ID)
	if err != nil {
		return jobportal.CVImport{}, fmt.Errorf("record an import: %w", err)
	}
	return im, nil
}

// maxCVImports is how much of the import history is kept for reading.
const maxCVImports = 100

// CVImports returns a customer's import history, newest first.
func (d *DB) CVImports(ctx context.Context, ownerID int64) ([]jobportal.CVImport, error) {
	return queryAll(ctx, d.db, "list imports", `SELECT id, source, created_at FROM cv_imports WHERE owner_id = $1
		ORDER BY created_at DESC, id DESC LIMIT $2`, []any{ownerID, maxCVImports}, func(r rowScanner) (jobportal.CVImport, error) {
		var im jobportal.CVImport
		err := r.Scan(&im.ID, &im.Source, &im.Timestamp)
		im.Timestamp = im.Timestamp.UTC()
		return im, err
	})
}

// cvFilesOf lists the files of every CV of an account being erased: the
// photos (/media paths) and the kept PDFs (blob keys). The rows go with the
// account (ON DELETE CASCADE).
func cvFilesOf(ctx context.Context, tx *sql.Tx, ownerID int64) (images, keys []string, err error) {
	images, err = queryAll(ctx, tx, "photos of the CVs", `SELECT photo FROM cvs WHERE owner_id = $1 AND photo <> ''`,
		[]any{ownerID}, scanString)
	if err != nil {
		return nil, nil, err
	}
	keys, err = queryAll(ctx, tx, "exports of the CVs", `SELECT file_key FROM cv_exports WHERE owner_id = $1`,
		[]any{ownerID}, scanString)
	return images, keys, err
}
