package search

import (
	"slices"
	"strings"
	"testing"
)

func TestRomanise(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ගුරු", "guru"},
		{"රැකියාව", "rekiyaava"},
		{"රියදුරු", "riyaduru"},
		{"ශ්\u200dරී", "shrii"}, // the joiner is not a sound
		{"ලංකා", "lankaa"},      // anusvara
		{"කොළඹ", "kolamba"},     // a two-part vowel sign
		{"කොළඹ", "kolamba"},     // the same, typed as its two parts (ෙ then ා)
		{"வேலை", "velai"},
		{"தாதி", "thaathi"},
		{"வெற்றிடம்", "vetritam"}, // ற்ற is said tr
		{"கொழும்பு", "kozhumpu"},
		{"Driver", "driver"},
	} {
		if got := Romanise(c.in); got != c.want {
			t.Errorf("Romanise(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// The spellings people type for one word, and its script forms, share a key;
// different words do not.
func TestKeyFoldsTheWaysPeopleType(t *testing.T) {
	for _, same := range [][]string{
		{"rakiya", "rakiyawa", "rekiya", "raakiya", "rakiyava", "රැකියාව", "රැකියා"},
		{"thathi", "tadi", "thaathi", "தாதி"},
		{"velai", "வேலை"},
		{"guru", "ගුරු", "guroo"},
		{"riyaduru", "riyadhuru", "රියදුරු"},
		{"sarathi", "saarathi", "charathi", "சாரதி"},
		{"kolamba", "කොළඹ"},
		{"kozhumbu", "kolumbu", "கொழும்பு"},
		{"vetridam", "வெற்றிடம்"},
		{"mahanuwara", "mahanuvara", "මහනුවර"},
	} {
		for _, w := range same[1:] {
			if Key(w) != Key(same[0]) {
				t.Errorf("Key(%q) = %q, Key(%q) = %q: want the same", w, Key(w), same[0], Key(same[0]))
			}
		}
	}
	for _, pair := range [][2]string{{"guru", "kuruvi"}, {"velai", "vilai"}, {"rakiya", "raja"}} {
		if Key(pair[0]) == Key(pair[1]) {
			t.Errorf("Key(%q) = Key(%q) = %q: want them apart", pair[0], pair[1], Key(pair[0]))
		}
	}
}

func TestVariantsOfSinhalaJoiners(t *testing.T) {
	joined, bare := "ක්\u200dරීඩා", "ක්රීඩා"
	if got := Variants(bare); !slices.Equal(got, []string{bare, joined}) {
		t.Errorf("Variants(bare) = %q", got)
	}
	if got := Variants(joined); !slices.Equal(got, []string{joined, bare}) {
		t.Errorf("Variants(joined) = %q", got)
	}
	for _, w := range []string{"ගුරු", "velai", "வேலை"} {
		if got := Variants(w); !slices.Equal(got, []string{w}) {
			t.Errorf("Variants(%q) = %q, want the word alone", w, got)
		}
	}
}

func TestWordsKeepMarksAndJoiners(t *testing.T) {
	got := Words("ශ්\u200dරී ලංකා, Driver/ஓட்டுநர் - 2 posts")
	want := []string{"ශ්\u200dරී", "ලංකා", "driver", "ஓட்டுநர்", "2", "posts"}
	if !slices.Equal(got, want) {
		t.Errorf("Words = %q, want %q", got, want)
	}
}

func TestVocabularyIsWellFormed(t *testing.T) {
	if len(Vocabulary()) < 60 {
		t.Fatalf("%d concepts; the vocabulary has at least 60", len(Vocabulary()))
	}
	sources := map[string]bool{"district": true, "gazette": true, "notice": true}
	for _, c := range Vocabulary() {
		if !sources[c.Source] {
			t.Errorf("%v: source %q is not one README.md explains", c.English, c.Source)
		}
		for _, f := range c.Sinhala {
			if ScriptOf(f) != Sinhala {
				t.Errorf("%v: Sinhala form %q is not in Sinhala", c.English, f)
			}
		}
		for _, f := range c.Tamil {
			if ScriptOf(f) != Tamil {
				t.Errorf("%v: Tamil form %q is not in Tamil", c.English, f)
			}
		}
		for _, f := range slices.Concat(c.English, c.Latin) {
			if ScriptOf(f) != Latin || strings.ToLower(f) != f {
				t.Errorf("%v: %q is not in lower-case Latin letters", c.English, f)
			}
		}
	}
	if _, err := parseVocabulary("teacher\tගුරු\n"); err == nil {
		t.Error("a line of two fields was read")
	}
}

func TestExpand(t *testing.T) {
	l := NewLexicon([]string{"කළමනාකරු - මහනුවර ශාඛාව", "Accountant", "ஓட்டுநர் தேவை"})
	for _, c := range []struct {
		word string
		want []string // among the forms
		not  []string
	}{
		{"rakiya", []string{"rakiya", "රැකියා", "வேலை", "job"}, nil},
		{"rekiyawa", []string{"රැකියා", "வேலை"}, nil},
		{"velai", []string{"velai", "வேலை", "රැකියා", "vacancy"}, nil},
		{"guru", []string{"guru", "ගුරු", "ஆசிரியர்", "teacher"}, nil},
		{"guruvaru", []string{"ගුරු"}, nil},
		{"kandy", []string{"kandy", "මහනුවර", "கண்டி"}, nil},
		{"thathi", []string{"தாதி", "හෙද", "nurse"}, nil},
		{"driver", []string{"driver", "රියදුරු", "சாரதி", "ஓட்டுநர்"}, nil},
		{"ගුරු", []string{"ගුරු", "teacher", "ஆசிரியர்"}, nil},
		{"வேலை", []string{"வேலை", "job", "රැකියා"}, nil},
		// A Latin word spelling a Sinhala title word finds it, with no vocabulary.
		{"kalamanakaru", []string{"කළමනාකරු"}, nil},
		{"sakhava", []string{"ශාඛාව"}, nil},
		// An English word unknown to the vocabulary stays itself.
		{"gemmologist", []string{"gemmologist"}, []string{"ගුරු"}},
	} {
		got := l.Expand(c.word)
		if got[0] != c.word {
			t.Errorf("Expand(%q) starts with %q, want the word itself", c.word, got[0])
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("Expand(%q) = %q, missing %q", c.word, got, w)
			}
		}
		for _, w := range c.not {
			if slices.Contains(got, w) {
				t.Errorf("Expand(%q) = %q, holds %q", c.word, got, w)
			}
		}
		if len(got) > maxAlternatives {
			t.Errorf("Expand(%q): %d forms, at most %d", c.word, len(got), maxAlternatives)
		}
	}
}

func TestCorrect(t *testing.T) {
	l := NewLexicon([]string{"Accountant", "Accountant - Colombo", "Staff Nurse", "Gemmologist", "Software Engineer"})
	for _, c := range []struct {
		words []string
		want  string // "" when nothing changes
	}{
		{[]string{"acountant"}, "accountant"},
		{[]string{"accountnat"}, "accountant"}, // a swap is one edit
		{[]string{"sofware", "engneer"}, "software engineer"},
		{[]string{"rakiay"}, "rakiya"},
		{[]string{"teachr"}, "teacher"},
		{[]string{"gurru"}, ""}, // the key reads it as guru
		{[]string{"නුවරඑළය"}, "නුවරඑළිය"},
		{[]string{"accountant"}, ""},
		{[]string{"accou"}, ""},       // the start of a known word
		{[]string{"rekiyawa"}, ""},    // a spelling the key knows
		{[]string{"xqzvw"}, ""},       // nothing near
		{[]string{"nur", "2024"}, ""}, // short words and numbers stay
	} {
		got, ok := l.Correct(c.words)
		if c.want == "" {
			if ok {
				t.Errorf("Correct(%q) = %q, want no change", c.words, got)
			}
			continue
		}
		if !ok || strings.Join(got, " ") != c.want {
			t.Errorf("Correct(%q) = %q, %v; want %q", c.words, got, ok, c.want)
		}
	}
}

func TestSuggest(t *testing.T) {
	l := NewLexicon([]string{"Accountant", "Accountant", "Accounts Clerk", "ගණකාධිකාරී - කොළඹ", "Gemmologist"})
	texts := func(ss []Suggestion) []string {
		out := make([]string, len(ss))
		for i, s := range ss {
			out[i] = s.Text
		}
		return out
	}
	got := l.Suggest("acc", 8)
	if len(got) == 0 || got[0].Text != "accountant" {
		t.Errorf("Suggest(acc) = %q, want accountant, the most frequent, first", texts(got))
	}
	for _, w := range []string{"ගණකාධිකාරී", "கணக்காளர்"} {
		if !slices.Contains(texts(got), w) {
			t.Errorf("Suggest(acc) = %q, missing %q", texts(got), w)
		}
	}
	got = l.Suggest("gur", 8)
	for _, w := range []string{"teacher", "ගුරු", "ஆசிரியர்"} {
		if !slices.Contains(texts(got), w) {
			t.Errorf("Suggest(gur) = %q, missing %q", texts(got), w)
		}
	}
	for _, s := range got {
		if s.Script != ScriptOf(s.Text) {
			t.Errorf("Suggest(gur): %q said to be in %q", s.Text, s.Script)
		}
	}
	got = l.Suggest("rakiya kan", 8)
	if len(got) == 0 || !slices.Contains(texts(got), "rakiya මහනුවර") || !strings.HasPrefix(got[0].Text, "rakiya ") {
		t.Errorf("Suggest(rakiya kan) = %q, want the last word completed after the first", texts(got))
	}
	if got := l.Suggest("velai", 3); len(got) > 3 {
		t.Errorf("Suggest(velai, 3) gave %d", len(got))
	}
	for _, q := range []string{"", "a", "  ", "!!"} {
		if got := l.Suggest(q, 8); len(got) != 0 {
			t.Errorf("Suggest(%q) = %q, want none", q, texts(got))
		}
	}
}

func TestQueryWordsRoles(t *testing.T) {
	l := NewLexicon([]string{"කළමනාකරු - මහනුවර"})
	for _, w := range []string{"rakiya", "velai", "vacancy", "rekiyawa"} {
		if !l.Generic(w) {
			t.Errorf("Generic(%q) = false", w)
		}
	}
	for _, w := range []string{"guru", "kandy", "accountant", "gemmologist"} {
		if l.Generic(w) {
			t.Errorf("Generic(%q) = true", w)
		}
	}
	if got := l.Join([]string{"rakiya", "nuwara", "eliya"}); !slices.Equal(got, []string{"rakiya", "nuwaraeliya"}) {
		t.Errorf("Join = %q", got)
	}
	for _, c := range []struct {
		word   string
		script Script
		ok     bool
	}{
		{"rakiya", Sinhala, true}, {"velai", Tamil, true}, {"kalamanakaru", Sinhala, true},
		{"kanakkalar", Tamil, true}, {"driver", "", false}, {"ගුරු", "", false}, {"gemmologist", "", false},
	} {
		if s, ok := l.Romanised(c.word); s != c.script || ok != c.ok {
			t.Errorf("Romanised(%q) = %q, %v; want %q, %v", c.word, s, ok, c.script, c.ok)
		}
	}
	if got := l.Primary("driver", ""); !slices.Equal(got, []string{"driver"}) {
		t.Errorf("Primary(driver) = %q", got)
	}
	if got := l.Primary("guru", ""); !slices.Contains(got, "ගුරු") || slices.Contains(got, "ஆசிரியர்") || slices.Contains(got, "teacher") {
		t.Errorf("Primary(guru) = %q, want the Sinhala forms", got)
	}
	if got := l.Primary("kandy", Tamil); !slices.Equal(got, []string{"கண்டி"}) {
		t.Errorf("Primary(kandy, Tamil) = %q", got)
	}
}
