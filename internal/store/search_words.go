package store

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/search"
)

// Search words: the lexicon (internal/search) that widens a job search to the
// forms of its words in Sinhala, Tamil and English, corrects misspelt words
// and completes a word being typed, built from the vocabulary and the titles
// of the public jobs. It is made in the background, and again when older
// than lexiconAge, so no search waits for it.
const (
	lexiconAge    = 10 * time.Minute
	lexiconTitles = 50000 // the newest public jobs' titles read
)

type lexiconHolder struct {
	sync.Mutex
	lex      *search.Lexicon
	built    time.Time
	building bool
	asTyped  atomic.Bool // search the words as typed, not widened (SearchAsTyped)
	// started counts the makings begun, and made is the one the lexicon
	// comes from: a making that began earlier never replaces a later one's.
	started, made uint64
}

// SearchAsTyped turns the widening of search words off (on true) or back on:
// each word is then searched as typed alone, as before the lexicon. The
// search quality figures (bench/searchquality) measure both ways.
func (d *DB) SearchAsTyped(on bool) { d.searchWords.asTyped.Store(on) }

// lexicon returns the search lexicon, starting to make it again in the
// background when it is old. Until the first is made (1.8 s for 50,000
// titles on a busy two-core machine), searches use the vocabulary alone, so
// no search waits for the titles.
func (d *DB) lexicon() *search.Lexicon {
	h := &d.searchWords
	h.Lock()
	if h.lex == nil {
		h.lex = search.NewLexicon(nil)
	}
	lex := h.lex
	stale := !h.building && (h.built.IsZero() || d.now().Sub(h.built) > lexiconAge)
	if stale {
		h.building = true
	}
	h.Unlock()
	if stale {
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			d.RefreshSearchWords(ctx)
		}()
	}
	return lex
}

// RefreshSearchWords makes the search lexicon again from the public jobs'
// titles now, and returns it. When the titles cannot be read, the lexicon
// holds the vocabulary alone (and the failure is logged), so a search never
// fails for it.
func (d *DB) RefreshSearchWords(ctx context.Context) *search.Lexicon {
	h := &d.searchWords
	h.Lock()
	h.started++
	mine := h.started
	h.Unlock()
	titles, err := queryAll(ctx, reads{d}, "job titles",
		`SELECT j.title FROM jobs j WHERE `+publicJob+`$1 ORDER BY j.posted_date DESC LIMIT $2`,
		[]any{jobportal.Today(d.now()), lexiconTitles}, func(r rowScanner) (t string, err error) {
			err = r.Scan(&t)
			return t, err
		})
	if err != nil {
		slog.Warn("search words: reading job titles", "err", err)
	}
	lex := search.NewLexicon(titles)
	h.Lock()
	defer h.Unlock()
	h.building = false
	if mine < h.made {
		return h.lex
	}
	h.lex, h.built, h.made = lex, d.now(), mine
	return lex
}

// searchGroups widens each search term to the forms it is searched in
// (search.Lexicon.Expand), each group matching when any of its forms does,
// its first forms those whose jobs rank first (search.Lexicon.Primary; first
// tells how many): for a query with a Sinhala or Tamil word in Latin letters,
// the forms in that script. Neighbouring terms that spell one word of the vocabulary
// are one term, and terms that only say "a job" are left out when there are
// others. PostgreSQL's index holds Sinhala words without their joiners, so
// there they go; each form is split into words as the index splits them.
func (d *DB) searchGroups(terms []string) (groups [][]string, first []int) {
	if d.searchWords.asTyped.Load() {
		for _, t := range terms {
			groups, first = append(groups, []string{t}), append(first, 1)
		}
		return groups, first
	}
	lex := d.lexicon()
	terms = lex.Join(terms)
	var specific []string
	var lean search.Script
	for _, t := range terms {
		if !lex.Generic(t) {
			specific = append(specific, t)
		}
		if s, ok := lex.Romanised(t); ok && (lean == "" || lean == s) {
			lean = s
		} else if ok {
			lean = search.Latin // Sinhala and Tamil both: either script
		}
	}
	if len(specific) > 0 {
		terms = specific
	}
	clean := func(forms []string, into []string) []string {
		for _, f := range forms {
			if d.dialect == Postgres {
				f = search.Unjoined(f)
			}
			f = strings.Join(search.Words(f), " ")
			if f != "" && !slices.Contains(into, f) {
				into = append(into, f)
			}
		}
		return into
	}
	for _, t := range terms {
		g := clean(lex.Primary(t, lean), nil)
		n := len(g)
		groups, first = append(groups, clean(lex.Expand(t), g)), append(first, n)
	}
	return groups, first
}

// DidYouMean returns a search's keyword with its misspelt words corrected
// from the vocabulary and the public jobs' titles, or "" when every word is
// known.
func (d *DB) DidYouMean(keyword string) string {
	terms := jobportal.SearchTerms(keyword)
	if len(terms) == 0 {
		return ""
	}
	corrected, ok := d.lexicon().Correct(terms)
	if !ok {
		return ""
	}
	return strings.Join(corrected, " ")
}

// SuggestSearch returns at most limit completions of a search being typed,
// in the three scripts (search.Lexicon.Suggest).
func (d *DB) SuggestSearch(typed string, limit int) []search.Suggestion {
	return d.lexicon().Suggest(typed, limit)
}
