//go:build !unix

package store

import "os"

// tryLockFile has no lock between processes here: the server is built and
// run on Unix systems, and on others SQLite's servers are started one at a time.
func tryLockFile(*os.File) (bool, error) { return true, nil }
