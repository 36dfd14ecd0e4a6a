// Package search holds what the job search knows of the languages of Sri
// Lanka: how Sinhala and Tamil words are written in Latin letters, a
// bilingual vocabulary of job words (data/vocabulary.tsv), and a lexicon of
// the words of the jobs' titles, from which a query is widened to the forms
// of its words in the three scripts, corrected when misspelt ("did you
// mean"), and completed as it is typed.
package search

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Script is the writing system of a word.
type Script string

// The scripts a word may be written in.
const (
	Latin   Script = "en"
	Sinhala Script = "si"
	Tamil   Script = "ta"
)

// The joiners Sinhala writes inside a word (ක්‍ර, ශ්‍රී, ක්‍ය).
const (
	zwj  = '\u200d'
	zwnj = '\u200c'
)

// ScriptOf returns the script of a word: Sinhala or Tamil when it holds a
// letter of theirs, else Latin.
func ScriptOf(word string) Script {
	for _, r := range word {
		switch {
		case r >= 0x0D80 && r <= 0x0DFF:
			return Sinhala
		case r >= 0x0B80 && r <= 0x0BFF:
			return Tamil
		}
	}
	return Latin
}

// Latin letters of the Sinhala consonants, without their vowel.
var sinhalaConsonants = map[rune]string{
	'ක': "k", 'ඛ': "kh", 'ග': "g", 'ඝ': "gh", 'ඞ': "n", 'ඟ': "ng",
	'ච': "ch", 'ඡ': "ch", 'ජ': "j", 'ඣ': "jh", 'ඤ': "n", 'ඥ': "gn", 'ඦ': "nj",
	'ට': "t", 'ඨ': "th", 'ඩ': "d", 'ඪ': "dh", 'ණ': "n", 'ඬ': "nd",
	'ත': "th", 'ථ': "th", 'ද': "d", 'ධ': "dh", 'න': "n", 'ඳ': "nd",
	'ප': "p", 'ඵ': "ph", 'බ': "b", 'භ': "bh", 'ම': "m", 'ඹ': "mb",
	'ය': "y", 'ර': "r", 'ල': "l", 'ව': "v", 'ශ': "sh", 'ෂ': "sh", 'ස': "s",
	'හ': "h", 'ළ': "l", 'ෆ': "f",
}

// Latin letters of the Sinhala vowels, as letters and as signs. Long e and o
// are written as the short ones, as people type them (ee is read as a long i).
var sinhalaVowels = map[rune]string{
	'අ': "a", 'ආ': "aa", 'ඇ': "e", 'ඈ': "e", 'ඉ': "i", 'ඊ': "ii", 'උ': "u", 'ඌ': "uu",
	'ඍ': "ru", 'ඎ': "ru", 'එ': "e", 'ඒ': "e", 'ඓ': "ai", 'ඔ': "o", 'ඕ': "o", 'ඖ': "au",
	'ා': "aa", 'ැ': "e", 'ෑ': "e", 'ි': "i", 'ී': "ii", 'ු': "u", 'ූ': "uu", 'ෘ': "ru",
	'ෲ': "ru", 'ෙ': "e", 'ේ': "e", 'ෛ': "ai", 'ො': "o", 'ෝ': "o", 'ෞ': "au",
}

// Latin letters of the Tamil consonants, without their vowel.
var tamilConsonants = map[rune]string{
	'க': "k", 'ங': "ng", 'ச': "s", 'ஞ': "nj", 'ட': "t", 'ண': "n", 'த': "th",
	'ந': "n", 'ப': "p", 'ம': "m", 'ய': "y", 'ர': "r", 'ல': "l", 'வ': "v",
	'ழ': "zh", 'ள': "l", 'ற': "r", 'ன': "n", 'ஜ': "j", 'ஷ': "sh", 'ஸ': "s",
	'ஹ': "h", 'ஶ': "sh",
}

// Latin letters of the Tamil vowels, as letters and as signs.
var tamilVowels = map[rune]string{
	'அ': "a", 'ஆ': "aa", 'இ': "i", 'ஈ': "ii", 'உ': "u", 'ஊ': "uu", 'எ': "e", 'ஏ': "e",
	'ஐ': "ai", 'ஒ': "o", 'ஓ': "o", 'ஔ': "au",
	'ா': "aa", 'ி': "i", 'ீ': "ii", 'ு': "u", 'ூ': "uu", 'ெ': "e", 'ே': "e", 'ை': "ai",
	'ொ': "o", 'ோ': "o", 'ௌ': "au",
}

// Romanise writes a Sinhala or Tamil word in Latin letters, one plain
// spelling of its sounds (ගුරු guru, රැකියාව rekiyaava, வேலை velai); Latin
// text comes back in lower case. It is the way back from script to the
// spellings people type: Key folds both to the same key.
func Romanise(s string) string {
	s = norm.NFC.String(s)
	var b strings.Builder
	pending := "" // a consonant waiting for its vowel
	flush := func(vowel string) {
		if pending != "" {
			b.WriteString(pending)
			b.WriteString(vowel)
			pending = ""
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		if c, ok := sinhalaConsonants[r]; ok {
			flush("a")
			pending = c
			continue
		}
		if c, ok := tamilConsonants[r]; ok {
			flush("a")
			pending = c
			// ற்ற is said, and typed, "tr" (வெற்றிடம் vetridam).
			if r == 'ற' && i+2 < len(rs) && rs[i+1] == '்' && rs[i+2] == 'ற' {
				pending = "t"
			}
			continue
		}
		v, sv := sinhalaVowels[r]
		if !sv {
			v, sv = tamilVowels[r]
		}
		switch {
		case sv && pending != "":
			flush(v)
		case sv:
			b.WriteString(v)
		case r == '්' || r == '்': // virama, pulli: the consonant has no vowel
			flush("")
		case r == zwj || r == zwnj:
		case r == 'ං': // anusvara
			flush("a")
			b.WriteString("n")
		case r == 'ඃ' || r == 'ஃ':
			flush("a")
			b.WriteString("h")
		default:
			flush("a")
			b.WriteRune(unicode.ToLower(r))
		}
	}
	flush("a")
	return b.String()
}

// keyFolds turn the spellings of one sound into one, in order: aspirates
// and digraphs first, then voiced and voiceless stops (Tamil writes one
// letter for both), long vowels.
var keyFolds = strings.NewReplacer(
	"zh", "l", "th", "t", "dh", "d", "sh", "s", "ch", "s", "kh", "k", "gh", "g",
	"bh", "b", "ph", "p", "jh", "j", "ng", "n", "ee", "i", "oo", "u",
	"w", "v", "c", "s", "q", "k", "x", "ks", "z", "s",
)

var stopFolds = strings.NewReplacer("g", "k", "d", "t", "b", "p", "e", "a")

// Key folds a word in Latin letters to the key of its sounds, the same for
// the spellings people use for one Sinhala or Tamil word: rakiya, rakiyawa,
// rekiya and raakiya (and රැකියාව romanised) all give "rakia"; thathi and
// tadi give "tati". A Sinhala or Tamil word is romanised first. Only letters
// count; a word without any gives "".
func Key(word string) string {
	if ScriptOf(word) != Latin {
		word = Romanise(word)
	}
	var b strings.Builder
	for _, r := range strings.ToLower(word) {
		if r >= 'a' && r <= 'z' {
			b.WriteRune(r)
		}
	}
	k := stopFolds.Replace(keyFolds.Replace(b.String()))
	k = strings.ReplaceAll(k, "iy", "i")
	// Doubled letters are one (aa, kk, tt).
	var out []byte
	for i := 0; i < len(k); i++ {
		if len(out) > 0 && out[len(out)-1] == k[i] {
			continue
		}
		out = append(out, k[i])
	}
	k = string(out)
	// A final y is said i (lorry, லொறி lori).
	if len(k) > 2 && k[len(k)-1] == 'y' {
		k = k[:len(k)-1] + "i"
	}
	// Sinhala's definite ending -va (රැකියාව, rakiyawa) leaves the word's key.
	if len(k) >= 6 && strings.HasSuffix(k, "va") {
		k = k[:len(k)-2]
	}
	return k
}

// Variants returns the spellings of a word that the search index may hold:
// a Sinhala word with and without the zero-width joiner after a virama
// (ක්‍රීඩා is written both ways), the word alone otherwise.
func Variants(word string) []string {
	if ScriptOf(word) != Sinhala {
		return []string{word}
	}
	bare := strings.NewReplacer(string(zwj), "", string(zwnj), "").Replace(word)
	if !strings.Contains(bare, "්") {
		return []string{word}
	}
	// The joiner goes between a virama and ර or ය: rakaransaya, yansaya.
	var joined strings.Builder
	rs := []rune(bare)
	for i, r := range rs {
		joined.WriteRune(r)
		if r == '්' && i+1 < len(rs) && (rs[i+1] == 'ර' || rs[i+1] == 'ය') {
			joined.WriteRune(zwj)
		}
	}
	vs := []string{word}
	for _, v := range []string{bare, joined.String()} {
		if v != word && (len(vs) < 2 || vs[1] != v) {
			vs = append(vs, v)
		}
	}
	return vs
}

// stem returns a Sinhala or Tamil word without its final virama (pulli), so
// that, begun, it also finds the word's inflections, which give the last
// consonant a vowel (හෝටල් හෝටලයක්, ஆசிரியர் ஆசிரியருக்கு); "" when the word
// has no such ending or would keep fewer than three letters.
func stem(word string) string {
	rs := []rune(word)
	if len(rs) < 4 || (rs[len(rs)-1] != '්' && rs[len(rs)-1] != '்') {
		return ""
	}
	return string(rs[:len(rs)-1])
}

// Unjoined returns a word without the zero-width joiners, as PostgreSQL's
// index holds Sinhala words.
func Unjoined(word string) string {
	return strings.NewReplacer(string(zwj), "", string(zwnj), "").Replace(word)
}
