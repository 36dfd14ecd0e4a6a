package store

import (
	"context"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// The audit log: every admin action, with who, what, on what, why and when.

const auditColumns = `id, actor_id, actor_username, action, target_type, target_id, reason, created_at`

func scanAudit(row rowScanner) (*jobportal.AuditEntry, error) {
	e := &jobportal.AuditEntry{}
	err := row.Scan(&e.ID, &e.ActorID, &e.ActorUsername, &e.Action, &e.TargetType, &e.TargetID, &e.Reason, &e.CreatedAt)
	e.CreatedAt = e.CreatedAt.UTC()
	return e, err
}

// RecordAudit adds an entry to the audit log, at the store's time.
func (d *DB) RecordAudit(ctx context.Context, e *jobportal.AuditEntry) error {
	e.CreatedAt = d.now()
	err := d.db.QueryRowContext(ctx, `
		INSERT INTO audit_log (actor_id, actor_username, action, target_type, target_id, reason, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		e.ActorID, e.ActorUsername, e.Action, e.TargetType, e.TargetID, e.Reason, e.CreatedAt).Scan(&e.ID)
	if err != nil {
		return fmt.Errorf("record audit entry: %w", err)
	}
	return nil
}

// ListAudit returns a page of the audit log, newest first, and how many entries the filter finds.
func (d *DB) ListAudit(ctx context.Context, f jobportal.AuditFilter) ([]*jobportal.AuditEntry, int, error) {
	var w where
	if f.ActorID != 0 {
		w.add("actor_id = " + w.arg(f.ActorID))
	}
	if f.Action != "" {
		w.add("action = " + w.arg(f.Action))
	}
	if f.TargetType != "" {
		w.add("target_type = " + w.arg(f.TargetType))
	}
	if f.TargetID != 0 {
		w.add("target_id = " + w.arg(f.TargetID))
	}
	from, to := jobportal.DayRange(f.From, f.To)
	addTimeRange(&w, "created_at", from, to)
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log`+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count audit entries: %w", err)
	}
	args := w.args
	q := `SELECT ` + auditColumns + ` FROM audit_log` + w.sql() + ` ORDER BY created_at DESC, id DESC` + args.page(f.Page)
	list, err := queryAll(ctx, d.db, "list audit entries", q, args, scanAudit)
	if err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// addTimeRange adds from <= column < to, for each bound that is not zero.
func addTimeRange(w *where, column string, from, to time.Time) {
	if !from.IsZero() {
		w.add(column + " >= " + w.arg(from))
	}
	if !to.IsZero() {
		w.add(column + " < " + w.arg(to))
	}
}
