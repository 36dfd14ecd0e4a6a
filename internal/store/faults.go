package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"

	"jobportal/internal/blob"
)

// Faults of the database, or of the upload store, that are not a request's
// fault nor a bug: the HTTP layer answers them with 503 and Retry-After, or
// 507 for a full disk or bucket.

// Unavailable reports whether err says that the database could not be
// reached, is restarting, is overloaded, or did not answer in time, so that
// the same request may well succeed a few seconds later.
func Unavailable(err error) bool {
	if err == nil || Full(err) {
		return false
	}
	if errors.Is(err, blob.ErrUnavailable) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, driver.ErrBadConn) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNREFUSED) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) {
		return true
	}
	var connect *pgconn.ConnectError
	if errors.As(err, &connect) {
		return true
	}
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		// Connection exceptions (class 08), shutting down or starting up
		// (57P01-03), too many connections (53300), statement_timeout
		// (57014), a serialization failure or deadlock (40001, 40P01).
		switch {
		case strings.HasPrefix(pg.Code, "08"), pg.Code == "57P01", pg.Code == "57P02", pg.Code == "57P03",
			pg.Code == "53300", pg.Code == "57014", pg.Code == "40001", pg.Code == "40P01":
			return true
		}
		return false
	}
	var lite *sqlite.Error
	if errors.As(err, &lite) {
		switch lite.Code() & 0xff {
		case 5, 6: // SQLITE_BUSY, SQLITE_LOCKED: the busy timeout ran out
			return true
		}
		return false
	}
	var netErr net.Error
	return errors.As(err, &netErr)
}

// Full reports whether err says that a disk the server writes to is full.
func Full(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || errors.Is(err, blob.ErrFull) {
		return true
	}
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return pg.Code == "53100" // disk_full
	}
	var lite *sqlite.Error
	if errors.As(err, &lite) {
		return lite.Code()&0xff == 13 // SQLITE_FULL
	}
	return false
}
