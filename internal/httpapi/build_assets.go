package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"jobportal/internal/blob"
)

// The scripts and styles of the built app have a hash of their content in
// their names, and a page of one build asks for its own. During a rolling
// deploy a reader who loaded a page from a server of the old build may ask a
// server of the new build for the next script, and the other way round; each
// server has only its own build embedded. So each server, as it starts and
// before it serves, puts its build's /assets/ files into the blob store that
// every server shares, and a server asked for a file its build lacks looks
// there. Files of builds not started for keepBuildsFor, beyond the newest
// keepBuilds, are removed when a server starts.
//
// Under blob.WebAssetsPrefix:
//
//	files/<hex of the name>  a file (keys are lower-case; Vite's names are not)
//	builds/<build id>        when a server of the build last started, then the
//	                         build's file names, one a line
const (
	keptFilesPrefix  = blob.WebAssetsPrefix + "files/"
	keptBuildsPrefix = blob.WebAssetsPrefix + "builds/"
	keepBuildsFor    = 30 * 24 * time.Hour
	keepBuilds       = 3
	// newFileGuard keeps a file that no build's list names yet, since a
	// server starting now writes its list and then its files.
	newFileGuard = time.Hour
	// maxKeptAsset is the largest file served from the store, and
	// maxKeptCache what this server holds in memory of such files.
	maxKeptAsset = 16 << 20
	maxKeptCache = 32 << 20
)

// keptAssets serves other builds' files from the blob store, holding those
// asked for in memory (at most maxKeptCache bytes).
type keptAssets struct {
	blobs blob.Bucket
	log   *slog.Logger
	now   func() time.Time

	mu         sync.Mutex
	cache      map[string]*asset
	cacheBytes int
}

func newKeptAssets(blobs blob.Bucket, log *slog.Logger, now func() time.Time) *keptAssets {
	return &keptAssets{blobs: blobs, log: log, now: now, cache: map[string]*asset{}}
}

// keptName reports whether name may be a built file's name: Vite's names
// are letters, digits, dots, hyphens and underscores, in one segment.
func keptName(name string) bool {
	if name == "" || len(name) > 200 || name[0] == '.' {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

func keptFileKey(name string) string { return keptFilesPrefix + hex.EncodeToString([]byte(name)) }

// serve answers the file name of another build, and reports whether it did;
// when the store has no such file it answers nothing, for a 404. A store
// that fails is a 503, which no cache keeps as it might a 404.
func (k *keptAssets) serve(w http.ResponseWriter, r *http.Request, h *appHandler, name string) bool {
	if !keptName(name) {
		return false
	}
	k.mu.Lock()
	a := k.cache[name]
	k.mu.Unlock()
	if a == nil {
		var err error
		if a, err = k.load(r.Context(), name); errors.Is(err, blob.ErrNotFound) {
			return false
		} else if err != nil {
			k.log.Error("read a kept build file", "name", name, "err", err)
			w.Header().Set("Retry-After", "5")
			http.Error(w, "Service unavailable: the file could not be read. Try again shortly.", http.StatusServiceUnavailable)
			return true
		}
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	h.serve(w, r, a)
	return true
}

// load reads a kept file and holds it in memory.
func (k *keptAssets) load(ctx context.Context, name string) (*asset, error) {
	rd, err := k.blobs.Open(ctx, keptFileKey(name))
	if err != nil {
		return nil, err
	}
	defer rd.Close()
	if rd.Size > maxKeptAsset {
		return nil, fmt.Errorf("%s is %d bytes, more than %d", name, rd.Size, maxKeptAsset)
	}
	body, err := io.ReadAll(io.LimitReader(rd, maxKeptAsset+1))
	if err != nil {
		return nil, err
	}
	a := newAsset(name, body)
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.cacheBytes+len(a.body)+len(a.gzip) > maxKeptCache {
		clear(k.cache)
		k.cacheBytes = 0
	}
	k.cache[name] = a
	k.cacheBytes += len(a.body) + len(a.gzip)
	return a, nil
}

// buildFiles are the names of this build's /assets/ files, sorted, and the
// build's id, made from their names and contents.
func (h *appHandler) buildFiles() (names []string, id string) {
	sum := sha256.New()
	for p := range h.files {
		if name, ok := strings.CutPrefix(p, "/assets/"); ok && keptName(name) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		fmt.Fprintf(sum, "%s %s\n", n, h.files["/assets/"+n].etag)
	}
	return names, hex.EncodeToString(sum.Sum(nil)[:8])
}

// KeepBuildAssets puts this build's /assets/ files into the blob store, for
// the servers of other builds to serve during a rolling deploy, and removes
// the files of builds no server has started for 30 days, but for the newest
// three builds. Call it before the server serves: a page this server sends
// may then ask any server for its scripts. An app that is not built has
// nothing to keep.
func (s *Server) KeepBuildAssets(ctx context.Context) error {
	names, id := s.app.buildFiles()
	if len(names) == 0 {
		return nil
	}
	// The build's list first, then its files: a server removing old builds
	// at the same time then either sees the list and keeps the files, or
	// finds them just written (newer than newFileGuard).
	list := "started " + s.app.kept.now().UTC().Format(time.RFC3339Nano) + "\n" + strings.Join(names, "\n")
	if err := s.blobs.Put(ctx, keptBuildsPrefix+id, []byte(list)); err != nil {
		return fmt.Errorf("keep the build's file list: %w", err)
	}
	for _, n := range names {
		// Written again at every start, so that a file shared with an old
		// build is not removed with it.
		if err := s.blobs.Put(ctx, keptFileKey(n), s.app.files["/assets/"+n].body); err != nil {
			return fmt.Errorf("keep the build's file %s: %w", n, err)
		}
	}
	return s.app.kept.prune(ctx, id)
}

// keptBuild is a build's list in the store.
type keptBuild struct {
	key     string
	started time.Time
	names   []string
}

// prune removes the lists of builds started more than keepBuildsFor ago,
// keeping the newest keepBuilds and the build current, then every file that
// that no list left names, unless it was written in the last newFileGuard.
func (k *keptAssets) prune(ctx context.Context, current string) error {
	keys, err := k.blobs.List(ctx, keptBuildsPrefix)
	if err != nil {
		return fmt.Errorf("list the kept builds: %w", err)
	}
	var builds []keptBuild
	for _, key := range keys {
		b, err := k.readBuild(ctx, key)
		if errors.Is(err, blob.ErrNotFound) {
			continue
		} else if err != nil {
			return err
		}
		builds = append(builds, b)
	}
	// Newest first.
	slices.SortFunc(builds, func(a, b keptBuild) int { return b.started.Compare(a.started) })
	now := k.now()
	keep := map[string]bool{}
	removed := 0
	for i, b := range builds {
		if i < keepBuilds || b.key == keptBuildsPrefix+current || now.Sub(b.started) < keepBuildsFor {
			for _, n := range b.names {
				keep[n] = true
			}
			continue
		}
		if err := k.blobs.Delete(ctx, b.key); err != nil {
			return fmt.Errorf("remove the kept build %s: %w", b.key, err)
		}
		removed++
	}
	files, err := k.blobs.List(ctx, keptFilesPrefix)
	if err != nil {
		return fmt.Errorf("list the kept files: %w", err)
	}
	for _, key := range files {
		raw, err := hex.DecodeString(strings.TrimPrefix(key, keptFilesPrefix))
		if err == nil && keep[string(raw)] {
			continue
		}
		rd, err := k.blobs.Open(ctx, key)
		if errors.Is(err, blob.ErrNotFound) {
			continue
		} else if err != nil {
			return fmt.Errorf("read the kept file %s: %w", key, err)
		}
		written := rd.ModTime
		rd.Close()
		if now.Sub(written) < newFileGuard {
			continue
		}
		if err := k.blobs.Delete(ctx, key); err != nil {
			return fmt.Errorf("remove the kept file %s: %w", key, err)
		}
	}
	if removed > 0 {
		k.log.Info("removed the files of old builds", "builds", removed)
	}
	return nil
}

func (k *keptAssets) readBuild(ctx context.Context, key string) (keptBuild, error) {
	rd, err := k.blobs.Open(ctx, key)
	if err != nil {
		return keptBuild{}, err
	}
	defer rd.Close()
	body, err := io.ReadAll(io.LimitReader(rd, 1<<20))
	if err != nil {
		return keptBuild{}, fmt.Errorf("read the kept build %s: %w", key, err)
	}
	b := keptBuild{key: key, started: rd.ModTime}
	for line := range bytes.Lines(body) {
		l := strings.TrimSpace(string(line))
		if at, ok := strings.CutPrefix(l, "started "); ok {
			if t, err := time.Parse(time.RFC3339Nano, at); err == nil {
				b.started = t
			}
		} else if l != "" {
			b.names = append(b.names, l)
		}
	}
	return b, nil
}
