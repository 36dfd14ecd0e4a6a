package store

import "context"

// MarkSchemaVersion records a migration as applied, as a newer binary would
// have, for the tests of what an older binary does then.
func (d *DB) MarkSchemaVersion(ctx context.Context, version int64) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO goose_db_version (version_id, is_applied) VALUES ($1, $2)`, version, true)
	return err
}
