package search

import (
	_ "embed"
	"fmt"
	"strings"
)

//go:embed data/vocabulary.tsv
var vocabularyTSV string

// Concept is one job word of the vocabulary in its forms: English, Sinhala
// and Tamil script, and the Latin spellings people type Sinhala and Tamil in.
type Concept struct {
	English, Sinhala, Tamil, Latin []string
	Source                         string
}

// Forms returns the concept's forms in a script.
func (c *Concept) Forms(s Script) []string {
	switch s {
	case Sinhala:
		return c.Sinhala
	case Tamil:
		return c.Tamil
	}
	return c.English
}

var vocabulary = mustParseVocabulary(vocabularyTSV)

// Vocabulary returns the concepts of data/vocabulary.tsv.
func Vocabulary() []*Concept { return vocabulary }

func mustParseVocabulary(text string) []*Concept {
	cs, err := parseVocabulary(text)
	if err != nil {
		panic(err)
	}
	return cs
}

// parseVocabulary reads the vocabulary: a concept a line, five fields
// separated by tabs, the forms of a field by commas; # starts a comment line.
func parseVocabulary(text string) ([]*Concept, error) {
	var cs []*Concept
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			return nil, fmt.Errorf("vocabulary line %d: %d fields, want 5", n+1, len(f))
		}
		list := func(s string) []string {
			var out []string
			for _, w := range strings.Split(s, ",") {
				if w = strings.TrimSpace(w); w != "" {
					out = append(out, w)
				}
			}
			return out
		}
		c := &Concept{English: list(strings.ToLower(f[0])), Sinhala: list(f[1]), Tamil: list(f[2]),
			Latin: list(strings.ToLower(f[3])), Source: strings.TrimSpace(f[4])}
		if len(c.English) == 0 || len(c.Sinhala) == 0 || len(c.Tamil) == 0 {
			return nil, fmt.Errorf("vocabulary line %d: a concept needs English, Sinhala and Tamil forms", n+1)
		}
		cs = append(cs, c)
	}
	return cs, nil
}
