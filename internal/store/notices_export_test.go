package store

// SetBeforeCommit has fn run in the next transaction, just before its commit,
// for a test to make another write happen while it is open.
func (d *DB) SetBeforeCommit(fn func()) {
	d.beforeCommit = func() {
		d.beforeCommit = nil
		fn()
	}
}

// TakeBeforeCommit removes the function SetBeforeCommit set and returns it.
func (d *DB) TakeBeforeCommit() func() {
	fn := d.beforeCommit
	d.beforeCommit = nil
	return fn
}

// SetAfterCommit has fn run just after the next transaction commits.
func (d *DB) SetAfterCommit(fn func()) {
	d.afterCommit = func() {
		d.afterCommit = nil
		fn()
	}
}
