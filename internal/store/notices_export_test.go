package store

// SetBeforeCommit has fn run in the next transaction, just before its commit,
// for a test to make another write happen while it is open.
func (d *DB) SetBeforeCommit(fn func()) {
	d.beforeCommit = func() {
		d.beforeCommit = nil
		fn()
	}
}
