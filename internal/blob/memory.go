package blob

import (
	"bytes"
	"context"
	"io"
	"slices"
	"strings"
	"sync"
	"time"
)

// Memory is a bucket in memory, for tests and trials.
type Memory struct {
	mu    sync.RWMutex
	files map[string]memFile
}

type memFile struct {
	data    []byte
	modTime time.Time
}

// NewMemory returns an empty bucket in memory.
func NewMemory() *Memory { return &Memory{files: map[string]memFile{}} }

// Put keeps a copy of data under key.
func (m *Memory) Put(_ context.Context, key string, data []byte) error {
	if !ValidKey(key) {
		return ErrInvalidKey
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.files[key] = memFile{data: bytes.Clone(data), modTime: time.Now().UTC()}
	return nil
}

// Open returns a reader over the file of key.
func (m *Memory) Open(_ context.Context, key string) (*Reader, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	f, ok := m.files[key]
	if !ok {
		return nil, ErrNotFound
	}
	return &Reader{ReadSeekCloser: nopCloser{bytes.NewReader(f.data)}, Size: int64(len(f.data)), ModTime: f.modTime}, nil
}

// Delete forgets the file of key.
func (m *Memory) Delete(_ context.Context, key string) error {
	if !ValidKey(key) {
		return ErrInvalidKey
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.files, key)
	return nil
}

// DeletePrefix forgets every file under prefix.
func (m *Memory) DeletePrefix(_ context.Context, prefix string) error {
	if prefix == "" || !validPrefix(prefix) {
		return ErrInvalidKey
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for k := range m.files {
		if strings.HasPrefix(k, prefix) {
			delete(m.files, k)
		}
	}
	return nil
}

// List returns the keys under prefix, sorted.
func (m *Memory) List(_ context.Context, prefix string) ([]string, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	var keys []string
	for k := range m.files {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys, nil
}

// Close does nothing: the files stay until the bucket is dropped.
func (m *Memory) Close() error { return nil }

type nopCloser struct{ io.ReadSeeker }

func (nopCloser) Close() error { return nil }
