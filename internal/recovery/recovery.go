// Package recovery turns a panic in work done beside the requests (the
// image copies, the view counters, the sweeps, the kept answers' remakes,
// the job alerts) into an error that is logged and counted, so that one
// bad input or one bug in a dependency cannot stop the whole process.
package recovery

import (
	"fmt"
	"maps"
	"runtime/debug"
	"sync"
)

// PanicError is a recovered panic: where it happened, what was thrown and
// the stack of the goroutine that threw it.
type PanicError struct {
	Where string
	Value any
	Stack []byte
}

// Error says where the panic happened and what it threw.
func (e *PanicError) Error() string {
	return fmt.Sprintf("panic in %s: %v", e.Where, e.Value)
}

var (
	mu     sync.Mutex
	counts = map[string]uint64{}
)

// Guard runs f and answers its error, or a *PanicError counted under where
// if f panics.
func Guard(where string, f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			Count(where)
			err = &PanicError{Where: where, Value: p, Stack: debug.Stack()}
		}
	}()
	return f()
}

// Count adds one to the panics recovered under where, for a caller that
// recovers by itself (the requests' middleware).
func Count(where string) {
	mu.Lock()
	counts[where]++
	mu.Unlock()
}

// Counts answers how many panics have been recovered so far, by where.
func Counts() map[string]uint64 {
	mu.Lock()
	defer mu.Unlock()
	return maps.Clone(counts)
}
