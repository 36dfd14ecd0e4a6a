package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// An owner's changes to an approved company page: kept in company_changes
// until an admin decides, so that the page's columns in companies, which
// every public answer reads, only ever hold facts an admin approved.

const changeColumns = `x.company_id, x.name, x.logo, x.cover, x.industry, x.size, x.location, x.website, x.email,
	x.phone, x.founded, x.description, x.status, x.rejection_reason, x.created_at, x.updated_at`

const noChangeWaiting = "No change to this company page is waiting for review."

func scanChange(row rowScanner) (int64, *jobportal.CompanyChange, error) {
	var id int64
	var founded sql.NullInt64
	ch := &jobportal.CompanyChange{}
	if err := row.Scan(&id, &ch.Name, &ch.Logo, &ch.Cover, &ch.Industry, &ch.Size, &ch.Location, &ch.Website,
		&ch.Email, &ch.Phone, &founded, &ch.Description, &ch.Status, &ch.RejectionReason, &ch.CreatedAt, &ch.UpdatedAt); err != nil {
		return 0, nil, err
	}
	if founded.Valid {
		y := int(founded.Int64)
		ch.Founded = &y
	}
	ch.Slug = jobportal.CompanySlug(ch.Name)
	ch.CreatedAt, ch.UpdatedAt = ch.CreatedAt.UTC(), ch.UpdatedAt.UTC()
	return id, ch, nil
}

// findChange returns the change kept for a page, or nil when there is none.
func findChange(ctx context.Context, q rowQuerier, companyID int64) (*jobportal.CompanyChange, error) {
	_, ch, err := scanChange(q.QueryRowContext(ctx, `SELECT `+changeColumns+` FROM company_changes x WHERE x.company_id = $1`, companyID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("find company change: %w", err)
	}
	return ch, nil
}

// LoadCompanyChanges gives each page of the list the change its owner made,
// if any, for answers to the owner and to moderators only.
func (d *DB) LoadCompanyChanges(ctx context.Context, list []*jobportal.Company) error {
	if len(list) == 0 {
		return nil
	}
	byID := make(map[int64]*jobportal.Company, len(list))
	ids := make([]int64, 0, len(list))
	for _, c := range list {
		byID[c.ID] = c
		ids = append(ids, c.ID)
	}
	var args params
	_, err := queryAll(ctx, d.db, "list company changes", `SELECT `+changeColumns+` FROM company_changes x
		WHERE x.company_id IN (`+placeholders(&args, ids)+`)`, args, func(r rowScanner) (struct{}, error) {
		id, ch, err := scanChange(r)
		if err == nil {
			byID[id].Change = ch
		}
		return struct{}{}, err
	})
	return err
}

// lockCompany reads a page for a decision on it, locking it until the
// transaction ends.
func (d *DB) lockCompany(ctx context.Context, tx *sql.Tx, id int64) (*jobportal.Company, error) {
	c, err := scanCompany(tx.QueryRowContext(ctx, `SELECT `+companyColumns+` FROM companies c WHERE c.id = $1`+d.forUpdate(), id))
	if err != nil {
		return nil, notFound(err, companyNotFound)
	}
	return c, nil
}

// SaveOwnCompany saves the owner's edit of its page, given as the page with
// the edit applied, and returns the page as it is now, with its change. An
// approved page keeps its public facts and the edit waits for review in
// their place, replacing an edit that waited or was rejected; an edit that
// changes nothing the public sees takes such an edit back. A page that is
// not public has no approved facts to keep, so the edit becomes its facts.
func (d *DB) SaveOwnCompany(ctx context.Context, draft *jobportal.Company) (*jobportal.Company, error) {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		c, err := d.lockCompany(ctx, tx, draft.ID)
		if err != nil {
			return err
		}
		return saveOwnEdit(ctx, tx, c, draft, d.now())
	})
	if err != nil {
		return nil, err
	}
	return d.findCompanyWithChange(ctx, draft.ID)
}

// saveOwnEdit saves the owner's edit draft of the page c, locked, as
// SaveOwnCompany tells.
func saveOwnEdit(ctx context.Context, tx *sql.Tx, c, draft *jobportal.Company, now time.Time) error {
	ch := jobportal.ChangeOf(draft)
	if c.Public() && !ch.SameFacts(c) {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO company_changes (company_id, name, logo, cover, industry, size, location, website, email,
				phone, founded, description, status, rejection_reason, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', '', $13, $13)
			ON CONFLICT (company_id) DO UPDATE SET name = excluded.name, logo = excluded.logo,
				cover = excluded.cover, industry = excluded.industry, size = excluded.size,
				location = excluded.location, website = excluded.website, email = excluded.email,
				phone = excluded.phone, founded = excluded.founded, description = excluded.description,
				status = 'pending', rejection_reason = '', updated_at = excluded.updated_at`,
			c.ID, ch.Name, ch.Logo, ch.Cover, ch.Industry, ch.Size, ch.Location, ch.Website, ch.Email, ch.Phone,
			ch.Founded, ch.Description, now)
		if err != nil {
			return fmt.Errorf("save company change: %w", err)
		}
		return nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM company_changes WHERE company_id = $1`, c.ID); err != nil {
		return fmt.Errorf("drop company change: %w", err)
	}
	if c.Public() {
		return nil
	}
	draft.UpdatedAt = now
	return updateCompanyFacts(ctx, tx, draft)
}

// renameOwnCompany gives the page of a company account the account's new
// name as the owner's edit: for review when the page is approved, on top of
// the change that waits, if any (a rejected one stays rejected), and at once
// otherwise.
func (d *DB) renameOwnCompany(ctx context.Context, tx *sql.Tx, ownerID int64, name string, now time.Time) error {
	var id int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM companies WHERE owner_id = $1`, ownerID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return fmt.Errorf("find own company: %w", err)
	}
	c, err := d.lockCompany(ctx, tx, id)
	if err != nil {
		return err
	}
	if c.Change, err = findChange(ctx, tx, id); err != nil {
		return err
	}
	if c.Change != nil && c.Change.Status != jobportal.ChangePending {
		c.Change = nil
	}
	draft := c.Draft()
	if draft.Name == name {
		return nil
	}
	draft.Name = name
	return saveOwnEdit(ctx, tx, c, draft, now)
}

// findCompanyWithChange returns a page with its owner's change, for the
// owner and moderators.
func (d *DB) findCompanyWithChange(ctx context.Context, id int64) (*jobportal.Company, error) {
	c, err := d.FindCompany(ctx, id)
	if err != nil {
		return nil, err
	}
	return c, d.LoadCompanyChanges(ctx, []*jobportal.Company{c})
}

// ApproveCompanyChange makes the change waiting for review the page's
// public facts: the page shows them everywhere, its jobs carry the new name,
// and the change is no longer kept. The answer's page holds the change it
// approved, marked approved. A page with no change waiting is ECONFLICT.
// emails (the owner's news) are queued in the same transaction.
func (d *DB) ApproveCompanyChange(ctx context.Context, id int64, emails ...mail.Message) (*jobportal.Company, error) {
	var approved *jobportal.CompanyChange
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		c, err := d.lockCompany(ctx, tx, id)
		if err != nil {
			return err
		}
		if approved, err = findChange(ctx, tx, id); err != nil {
			return err
		}
		if approved == nil || approved.Status != jobportal.ChangePending {
			return jobportal.Errorf(jobportal.ECONFLICT, noChangeWaiting)
		}
		approved.ApplyTo(c)
		c.UpdatedAt = d.now()
		if err := updateCompanyFacts(ctx, tx, c); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM company_changes WHERE company_id = $1`, id); err != nil {
			return fmt.Errorf("drop company change: %w", err)
		}
		if err := d.queueEmails(ctx, tx, emails); err != nil {
			return err
		}
		return renameCompanyJobs(ctx, tx, c)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(emails)
	c, err := d.FindCompany(ctx, id)
	if err != nil {
		return nil, err
	}
	approved.Status, approved.UpdatedAt = jobportal.ChangeApproved, c.UpdatedAt
	c.Change = approved
	return c, nil
}

// RejectCompanyChange turns down the change waiting for review, with a
// reason the owner is shown; the page keeps its public facts. changed is
// false when the change was rejected already; its reason is then replaced.
// A page with no change kept is ECONFLICT. emails are queued in the same
// transaction when it changed.
func (d *DB) RejectCompanyChange(ctx context.Context, id int64, reason string, emails ...mail.Message) (*jobportal.Company, bool, error) {
	var changed bool
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := d.lockCompany(ctx, tx, id); err != nil {
			return err
		}
		ch, err := findChange(ctx, tx, id)
		if err != nil {
			return err
		}
		if ch == nil {
			return jobportal.Errorf(jobportal.ECONFLICT, noChangeWaiting)
		}
		changed = ch.Status != jobportal.ChangeRejected
		if _, err := tx.ExecContext(ctx, `UPDATE company_changes SET status = 'rejected', rejection_reason = $1,
			updated_at = $2 WHERE company_id = $3`, reason, d.now(), id); err != nil {
			return fmt.Errorf("reject company change: %w", err)
		}
		if !changed {
			return nil
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, false, err
	}
	if changed {
		d.emailsQueued(emails)
	}
	c, err := d.findCompanyWithChange(ctx, id)
	return c, changed, err
}

// updateCompanyFacts saves the editable fields and the images of a page.
func updateCompanyFacts(ctx context.Context, tx *sql.Tx, c *jobportal.Company) error {
	res, err := tx.ExecContext(ctx, `
		UPDATE companies SET name = $1, logo = $2, cover = $3, industry = $4, size = $5, location = $6,
			website = $7, email = $8, phone = $9, founded = $10, description = $11, updated_at = $12
		WHERE id = $13`,
		c.Name, c.Logo, c.Cover, c.Industry, c.Size, c.Location, c.Website, c.Email, c.Phone, c.Founded,
		c.Description, c.UpdatedAt, c.ID)
	if err != nil {
		return fmt.Errorf("update company: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
	}
	return nil
}

// renameCompanyJobs gives the jobs posted under a page the page's name, once
// that name is approved; until then they keep the one approved before.
func renameCompanyJobs(ctx context.Context, tx *sql.Tx, c *jobportal.Company) error {
	if _, err := tx.ExecContext(ctx, `UPDATE jobs SET company_name = $1 WHERE company_id = $2 AND company_name <> $1`,
		c.Name, c.ID); err != nil {
		return fmt.Errorf("update company name of jobs: %w", err)
	}
	return nil
}
