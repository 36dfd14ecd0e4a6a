//go:build !unix

package httpapi

import "errors"

// freeBytes is not measured on systems other than Unix, where the server is
// not deployed; /readyz then reports on the database alone.
func freeBytes(string) (uint64, error) { return 0, errors.ErrUnsupported }
