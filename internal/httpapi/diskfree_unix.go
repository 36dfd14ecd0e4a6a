//go:build unix

package httpapi

import "syscall"

// freeBytes returns the space left to an unprivileged writer on the disk of
// path.
func freeBytes(path string) (uint64, error) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(path, &st); err != nil {
		return 0, err
	}
	return uint64(st.Bavail) * uint64(st.Bsize), nil
}
