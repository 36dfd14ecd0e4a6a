package search

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits of what a query widens to and of the suggestions.
const (
	maxAlternatives  = 16 // forms of one query word searched for
	maxScriptMatches = 4  // words of job titles a Latin word may stand for
	minKeyLength     = 3  // a Latin word shorter than this has too many readings
)

// Lexicon is what the search knows of words: the vocabulary, and the words
// of the titles of the public jobs with how often each occurs. It is built
// once and then only read, by any number of goroutines.
type Lexicon struct {
	conceptsByForm map[string][]*Concept // a form, in lower case without joiners
	conceptsByKey  map[string][]*Concept // Key of a Latin or script form
	scriptByKey    map[string][]string   // Key of a Sinhala or Tamil title word: the words, most frequent first
	freq           map[string]int        // every known word: times seen in titles, 1 for the vocabulary's
	sorted         []string              // the known words in order, for completion
	scriptKeys     []string              // the keys of scriptByKey in order
	typedOnly      map[string]bool       // words known only as Latin spellings of the vocabulary's, not offered as completions
}

// Words splits text into its words as the search reads them: letters,
// digits and combining marks, with the joiners Sinhala writes inside a word;
// in lower case.
func Words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.M, r) && r != zwj && r != zwnj
	})
}

// NewLexicon builds the lexicon of the vocabulary and of the given job titles.
func NewLexicon(titles []string) *Lexicon {
	l := &Lexicon{
		conceptsByForm: map[string][]*Concept{},
		conceptsByKey:  map[string][]*Concept{},
		scriptByKey:    map[string][]string{},
		freq:           map[string]int{},
		typedOnly:      map[string]bool{},
	}
	addConcept := func(m map[string][]*Concept, k string, c *Concept) {
		if k != "" && !slices.Contains(m[k], c) {
			m[k] = append(m[k], c)
		}
	}
	for _, c := range vocabulary {
		for _, forms := range [][]string{c.English, c.Sinhala, c.Tamil, c.Latin} {
			for _, f := range forms {
				f = Unjoined(f)
				addConcept(l.conceptsByForm, f, c)
				for _, w := range Words(f) {
					l.freq[w] = max(l.freq[w], 1)
				}
			}
		}
		for _, f := range c.Latin {
			for _, w := range Words(f) {
				l.typedOnly[w] = true
			}
		}
		for _, forms := range [][]string{c.Sinhala, c.Tamil, c.Latin} {
			for _, f := range forms {
				if !strings.Contains(f, " ") {
					addConcept(l.conceptsByKey, Key(f), c)
				}
			}
		}
	}
	titleWords := map[string]int{}
	for _, t := range titles {
		for _, w := range Words(t) {
			w = Unjoined(w)
			if utf8.RuneCountInString(w) >= 3 && utf8.RuneCountInString(w) <= 40 {
				titleWords[w]++
			}
		}
	}
	for _, c := range vocabulary {
		for _, w := range Words(strings.Join(c.English, " ")) {
			delete(l.typedOnly, w)
		}
	}
	for w, n := range titleWords {
		delete(l.typedOnly, w)
		l.freq[w] += n
		if ScriptOf(w) != Latin {
			k := Key(w)
			l.scriptByKey[k] = append(l.scriptByKey[k], w)
		}
	}
	for k, ws := range l.scriptByKey {
		slices.SortFunc(ws, func(a, b string) int {
			return cmp.Or(cmp.Compare(titleWords[b], titleWords[a]), cmp.Compare(a, b))
		})
		l.scriptByKey[k] = ws
		l.scriptKeys = append(l.scriptKeys, k)
	}
	slices.Sort(l.scriptKeys)
	for w := range l.freq {
		l.sorted = append(l.sorted, w)
	}
	slices.Sort(l.sorted)
	return l
}

// concepts returns the vocabulary's concepts a query word names: by one of
// their forms, or for a Latin or script word, by the key of its sounds.
func (l *Lexicon) concepts(word string) []*Concept {
	if cs := l.conceptsByForm[Unjoined(word)]; len(cs) > 0 {
		return cs
	}
	if k := Key(word); len(k) >= minKeyLength {
		return l.conceptsByKey[k]
	}
	return nil
}

// Expand returns the forms a query word is searched in, the word itself
// first: the forms of the vocabulary's concepts it names in the three
// scripts, the Sinhala and Tamil words of job titles it spells in Latin
// letters, and a Sinhala word with and without its joiners.
func (l *Lexicon) Expand(word string) []string {
	var alts []string
	add := func(forms []string, most int) {
		for _, f := range forms[:min(len(forms), most)] {
			vs := Variants(f)
			if s := stem(f); s != "" {
				vs = append(vs, Variants(s)...)
			}
			for _, v := range vs {
				if len(alts) < maxAlternatives && !slices.Contains(alts, v) {
					alts = append(alts, v)
				}
			}
		}
	}
	add([]string{word}, 1)
	for _, c := range l.concepts(word) {
		add(c.English, 3)
		add(c.Sinhala, 4)
		add(c.Tamil, 3)
	}
	if ScriptOf(word) == Latin {
		if k := Key(word); utf8.RuneCountInString(k) >= minKeyLength {
			add(l.scriptByKey[k], maxScriptMatches)
		}
	}
	return alts
}

// Primary returns the forms of a query word whose jobs rank first: the word
// itself when it is English or in script; for a Sinhala or Tamil word typed
// in Latin letters, its forms in that script (in both when the spelling
// could be either; the word itself when it has none), since no job is
// written in Latin-letter Sinhala and its English forms are a translation.
// lean is the script another word of the query was typed in, that way
// (rakiya kandy: Sinhala): the reader then looks for notices in it, so a
// Latin word ranks its forms in that script first. "" leans nowhere.
func (l *Lexicon) Primary(word string, lean Script) []string {
	alts := l.Expand(word)
	if ScriptOf(word) != Latin {
		return alts[:1]
	}
	if s, ok := l.Romanised(word); ok && lean == "" {
		lean = s
	}
	if lean == "" {
		return alts[:1]
	}
	var primary []string
	for _, a := range alts[1:] {
		if s := ScriptOf(a); s == lean || (lean == Latin && s != Latin) {
			primary = append(primary, a)
		}
	}
	if len(primary) == 0 {
		return alts[:1]
	}
	return primary
}

// Romanised reports whether a query word is a Sinhala or Tamil word typed in
// Latin letters (a word that names a concept of the vocabulary or spells a
// script word of the job titles, and is not English), and in which script:
// Sinhala or Tamil when its sounds are those of a form in that script, Latin
// when they could be either.
func (l *Lexicon) Romanised(word string) (Script, bool) {
	if ScriptOf(word) != Latin {
		return "", false
	}
	cs := l.concepts(word)
	for _, c := range cs {
		if slices.Contains(c.English, word) {
			return "", false
		}
	}
	k := Key(word)
	titleWords := l.scriptByKey[k]
	if len(cs) == 0 && len(titleWords) == 0 {
		return "", false
	}
	var si, ta bool
	for _, c := range cs {
		si = si || slices.ContainsFunc(c.Sinhala, func(f string) bool { return Key(f) == k })
		ta = ta || slices.ContainsFunc(c.Tamil, func(f string) bool { return Key(f) == k })
	}
	for _, w := range titleWords {
		si, ta = si || ScriptOf(w) == Sinhala, ta || ScriptOf(w) == Tamil
	}
	switch {
	case si && !ta:
		return Sinhala, true
	case ta && !si:
		return Tamil, true
	}
	return Latin, true
}

// Generic reports whether a query word only says "a job" (rakiya, velai,
// vacancy): the vocabulary's concept whose first English form is "job". A
// search drops such words when it has others, since nearly every notice
// means a job without saying so.
func (l *Lexicon) Generic(word string) bool {
	cs := l.concepts(word)
	for _, c := range cs {
		if c.English[0] != "job" {
			return false
		}
	}
	return len(cs) > 0
}

// Join returns the query's words with each pair of neighbours that together
// spell one word of the vocabulary made one (nuwara eliya: nuwaraeliya).
func (l *Lexicon) Join(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		if i+1 < len(words) {
			if joined := words[i] + words[i+1]; len(l.conceptsByForm[joined]) > 0 {
				out = append(out, joined)
				i++
				continue
			}
		}
		out = append(out, words[i])
	}
	return out
}

// known reports whether the lexicon knows a query word: as a word, as the
// start of one, or by the key of its sounds.
func (l *Lexicon) known(word string) bool {
	word = Unjoined(word)
	if _, ok := l.freq[word]; ok {
		return true
	}
	if i, _ := slices.BinarySearch(l.sorted, word); i < len(l.sorted) && strings.HasPrefix(l.sorted[i], word) {
		return true
	}
	if len(l.concepts(word)) > 0 {
		return true
	}
	k := Key(word)
	return ScriptOf(word) == Latin && len(l.scriptByKey[k]) > 0
}

// Correct returns the query with each word the lexicon does not know
// replaced by the nearest word it knows in the same script (one edit away
// for a word of up to five letters, two for a longer one; a transposition is
// one edit), the most frequent among equals; ok is false when no word
// changed. Words of three letters or fewer, and numbers, stay as they are.
func (l *Lexicon) Correct(words []string) (corrected []string, ok bool) {
	corrected = slices.Clone(words)
	for i, w := range words {
		n := utf8.RuneCountInString(w)
		if n <= 3 || !hasLetter(w) || l.known(w) {
			continue
		}
		limit := 1
		if n > 5 {
			limit = 2
		}
		script, wr := ScriptOf(w), []rune(Unjoined(w))
		best, bestDist, bestFreq := "", limit+1, 0
		for _, cand := range l.sorted {
			cn := utf8.RuneCountInString(cand)
			if cn < n-limit || cn > n+limit || ScriptOf(cand) != script {
				continue
			}
			d := editDistance(wr, []rune(cand), limit)
			// Among equals, a word of the jobs or an English or script form
			// beats a Latin spelling, then the more frequent.
			f := 2 * l.freq[cand]
			if !l.typedOnly[cand] {
				f++
			}
			if d <= limit && (d < bestDist || (d == bestDist && f > bestFreq)) {
				best, bestDist, bestFreq = cand, d, f
			}
		}
		if best != "" {
			corrected[i], ok = best, true
		}
	}
	return corrected, ok
}

func hasLetter(w string) bool {
	return strings.ContainsFunc(w, unicode.IsLetter)
}

// editDistance is the optimal string alignment distance of a and b (an
// insertion, deletion, substitution or swap of neighbours is one edit), or
// limit+1 once it is sure to exceed limit.
func editDistance(a, b []rune, limit int) int {
	if abs(len(a)-len(b)) > limit {
		return limit + 1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(b)], limit+1)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Suggestion is a completion of what a reader is typing, and its script.
type Suggestion struct {
	Text   string `json:"text"`
	Script Script `json:"script"`
}

// Suggest completes the last word of a query being typed, at most limit
// ways, in the three scripts: the known words it begins (the most frequent
// in job titles first), the forms of the vocabulary's concepts it begins or
// spells in Latin letters, and the Sinhala and Tamil title words it spells.
// The words before the last are kept as typed. A last word of fewer than two
// letters gets no suggestions.
func (l *Lexicon) Suggest(query string, limit int) []Suggestion {
	words := Words(query)
	if len(words) == 0 {
		return []Suggestion{}
	}
	last := Unjoined(words[len(words)-1])
	if utf8.RuneCountInString(last) < 2 {
		return []Suggestion{}
	}
	head := strings.Join(words[:len(words)-1], " ")
	var out []Suggestion
	add := func(w string) {
		text := w
		if head != "" {
			text = head + " " + w
		}
		if len(out) < limit && !slices.ContainsFunc(out, func(s Suggestion) bool { return s.Text == text }) {
			out = append(out, Suggestion{Text: text, Script: ScriptOf(w)})
		}
	}
	// The known words the typed one begins, most frequent first.
	i, _ := slices.BinarySearch(l.sorted, last)
	var begun []string
	for ; i < len(l.sorted) && strings.HasPrefix(l.sorted[i], last); i++ {
		if !l.typedOnly[l.sorted[i]] {
			begun = append(begun, l.sorted[i])
		}
	}
	slices.SortStableFunc(begun, func(a, b string) int {
		return cmp.Or(cmp.Compare(l.freq[b], l.freq[a]), cmp.Compare(len(a), len(b)))
	})
	// The concepts it begins an English or script form of, then a Latin
	// spelling of, then those whose Latin spellings it begins the sounds of.
	key := Key(last)
	var named []*Concept
	for pass := range 3 {
		if pass == 2 && (ScriptOf(last) != Latin || len(key) < minKeyLength) {
			break
		}
		for _, c := range vocabulary {
			forms := slices.Concat(c.English, c.Sinhala, c.Tamil)
			if pass > 0 {
				forms = c.Latin
			}
			if slices.ContainsFunc(forms, func(f string) bool {
				if pass == 2 {
					return strings.HasPrefix(Key(f), key)
				}
				return strings.HasPrefix(Unjoined(f), last)
			}) && !slices.Contains(named, c) {
				named = append(named, c)
			}
		}
	}
	for _, w := range begun[:min(len(begun), 3)] {
		add(w)
	}
	for _, c := range named {
		if ScriptOf(last) == Latin {
			add(c.English[0])
		}
		add(c.Sinhala[0])
		add(c.Tamil[0])
	}
	for _, w := range begun[min(len(begun), 3):] {
		add(w)
	}
	if ScriptOf(last) == Latin && len(key) >= minKeyLength {
		i, _ := slices.BinarySearch(l.scriptKeys, key)
		for ; i < len(l.scriptKeys) && strings.HasPrefix(l.scriptKeys[i], key) && len(out) < limit; i++ {
			ws := l.scriptByKey[l.scriptKeys[i]]
			for _, w := range ws[:min(len(ws), 2)] {
				add(w)
			}
		}
	}
	if out == nil {
		out = []Suggestion{}
	}
	return out
}
