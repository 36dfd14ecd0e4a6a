package ocr

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Suggestions are the job's fields as a flyer's text seems to give them,
// for the employer to confirm one by one: none is used unless they do.
// A field the text does not give is empty.
type Suggestions struct {
	Title       string `json:"title,omitempty"`
	ClosingDate string `json:"closingDate,omitempty"`
	SalaryMin   *int64 `json:"salaryMin,omitempty"`
	SalaryMax   *int64 `json:"salaryMax,omitempty"`
	Currency    string `json:"currency,omitempty"`
	ApplyEmail  string `json:"applyEmail,omitempty"`
	ApplyURL    string `json:"applyUrl,omitempty"`
	// HowToApply is the line of the notice that says how to apply.
	HowToApply string `json:"howToApply,omitempty"`
}

// The months as notices print them, in English, Sinhala and Tamil (both
// Sri Lankan and Indian Tamil spellings), without joiners (see fold).
var months = map[string]int{}

func init() {
	names := [][]string{
		{"january", "jan", "ජනවාරි", "ஜனவரி"},
		{"february", "feb", "පෙබරවාරි", "பெப்ரவரி", "பிப்ரவரி"},
		{"march", "mar", "මාර්තු", "මාර්තුව", "மார்ச்"},
		{"april", "apr", "අප්රේල්", "ඇප්රල්", "ஏப்ரல்"},
		{"may", "මැයි", "மே"},
		{"june", "jun", "ජූනි", "ஜூன்"},
		{"july", "jul", "ජූලි", "ஜூலை"},
		{"august", "aug", "අගෝස්තු", "ஆகஸ்ட்", "ஓகஸ்ட்"},
		{"september", "sep", "sept", "සැප්තැම්බර්", "செப்டம்பர்", "செப்டெம்பர்"},
		{"october", "oct", "ඔක්තෝබර්", "ஒக்டோபர்", "அக்டோபர்"},
		{"november", "nov", "නොවැම්බර්", "நவம்பர்"},
		{"december", "dec", "දෙසැම්බර්", "டிசம்பர்"},
	}
	for i, list := range names {
		for _, n := range list {
			months[n] = i + 1
		}
	}
}

// fold lowers Latin letters and drops the zero-width joiner and non-joiner,
// which a Sinhala word may or may not be read with.
func fold(s string) string {
	return strings.ToLower(strings.NewReplacer("\u200c", "", "\u200d", "").Replace(s))
}

// Keywords that lead each field's line, folded.
var (
	closingWords = []string{"closing date", "closing", "deadline", "apply before", "on or before", "before",
		"last date", "අවසාන දිනය", "අවසන් දිනය", "ඉදිරිපත් කළ යුතු", "இறுதித் திகதி", "இறுதி திகதி",
		"முடிவுத் திகதி", "கடைசி தேதி", "முன்"}
	applyWords = []string{"apply", "send your", "send cv", "cv to", "email", "e-mail", "අයදුම්පත්",
		"අයදුම් කරන්න", "යොමු කරන්න", "எனும் முகவரிக்கு", "அனுப்ப", "விண்ணப்பிக்க"}
	titleLabels = []string{"position", "post", "job title", "vacancy for", "wanted", "තනතුර", "පදවිය",
		"பதவி", "பணி"}
	headerWords = []string{"vacancy", "vacancies", "we are hiring", "hiring", "job opportunity", "career",
		"පුරප්පාඩු", "පුරප්පාඩුව", "රැකියා අවස්ථා", "රැකියා", "வேலை வாய்ப்பு", "வெற்றிடம்", "வெற்றிடங்கள்",
		"வேலைவாய்ப்பு"}
)

var (
	// OCR often reads a space on either side of the @.
	emailRe   = regexp.MustCompile(`[A-Za-z0-9._%+-]+ ?@ ?[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)
	urlRe     = regexp.MustCompile(`(?i)\b(?:https?://|www\.)[^\s<>"]+`)
	isoDateRe = regexp.MustCompile(`\b(20\d\d)[-./](\d{1,2})[-./](\d{1,2})\b`)
	dmyDateRe = regexp.MustCompile(`\b(\d{1,2})[-./](\d{1,2})[-./](20\d\d)\b`)
	// A day and a month's name either way round, then the year: "15 March 2026",
	// "March 15, 2026", "2026 මාර්තු 15".
	wordDateRe = regexp.MustCompile(`(\d{1,2})(?:st|nd|rd|th)?\s*([\p{L}\p{M}]+)[\s,.]*(20\d\d)|([\p{L}\p{M}]+)\s*(\d{1,2})(?:st|nd|rd|th)?[\s,.]+(20\d\d)|(20\d\d)[\s,.]*([\p{L}\p{M}]+)\s*(\d{1,2})`)
	moneyRe    = regexp.MustCompile(`(?i)(rs\.?|lkr|usd|\$|රු\.?|ரூ\.?|ரூபா)\s*(\d[\d,]*(?:\.\d+)?)\s*(?:/-)?\s*(?:(?:-|–|to|upto|up to|සිට|வரை)\s*(?:rs\.?|lkr|usd|\$|රු\.?|ரூ\.?)?\s*(\d[\d,]*(?:\.\d+)?))?`)
)

// Suggest reads a flyer's text for the job's title, closing date (not
// before today, YYYY-MM-DD), salary and how to apply.
func Suggest(text, today string) Suggestions {
	var s Suggestions
	lines := strings.Split(text, "\n")
	s.Title = suggestTitle(lines)
	s.ClosingDate = suggestClosing(lines, today)
	s.SalaryMin, s.SalaryMax, s.Currency = suggestSalary(text)
	if m := emailRe.FindString(text); m != "" {
		s.ApplyEmail = strings.ToLower(strings.ReplaceAll(strings.TrimRight(m, "."), " ", ""))
	}
	if m := urlRe.FindString(text); m != "" {
		m = strings.TrimRight(m, ".,;)")
		if !strings.HasPrefix(strings.ToLower(m), "http") {
			m = "https://" + m
		}
		s.ApplyURL = m
	}
	for _, line := range lines {
		if hasAny(fold(line), applyWords) {
			s.HowToApply = strings.TrimSpace(line)
			break
		}
	}
	return s
}

func hasAny(folded string, words []string) bool {
	for _, w := range words {
		if strings.Contains(folded, w) {
			return true
		}
	}
	return false
}

// suggestTitle takes a labelled line ("Position: Driver"), else the first
// line after the header ("VACANCY") that reads as words: not a date, a sum
// or an address.
func suggestTitle(lines []string) string {
	for _, line := range lines {
		f := fold(line)
		for _, l := range titleLabels {
			rest, ok := strings.CutPrefix(f, l)
			if !ok {
				continue
			}
			rest = strings.TrimSpace(rest)
			if v, ok := strings.CutPrefix(rest, ":"); ok || strings.HasPrefix(rest, "-") {
				if !ok {
					v = rest[1:]
				}
				// The label's length is the same in the line as folded,
				// unless joiners were dropped; cut the original at the colon.
				if i := strings.IndexAny(line, ":-"); i >= 0 {
					v = line[i+1:]
				}
				if t := titleOf(v); t != "" {
					return t
				}
			}
		}
	}
	for _, line := range lines {
		f := fold(strings.TrimSpace(line))
		if f == "" || hasAny(f, headerWords) && len([]rune(f)) < 40 {
			continue
		}
		if hasAny(f, closingWords) || hasAny(f, applyWords) || moneyRe.MatchString(line) || emailRe.MatchString(line) {
			continue
		}
		if t := titleOf(line); t != "" {
			return t
		}
	}
	return ""
}

// titleOf is a line as a title, or "" when it has too few letters to be one.
func titleOf(line string) string {
	t := strings.Trim(strings.TrimSpace(line), " :-–*•|")
	letters := 0
	for _, r := range t {
		if unicode.IsLetter(r) || unicode.Is(unicode.M, r) {
			letters++
		}
	}
	n := len([]rune(t))
	if letters < 3 || letters*2 < n || n > 150 {
		return ""
	}
	return t
}

// suggestClosing takes the date on a line that says it is the closing date,
// else the latest date of the text; a date already passed is not suggested.
func suggestClosing(lines []string, today string) string {
	best := ""
	for _, line := range lines {
		dates := datesIn(line)
		if len(dates) == 0 {
			continue
		}
		if hasAny(fold(line), closingWords) && dates[0] >= today {
			return dates[0]
		}
		for _, d := range dates {
			if d >= today && d > best {
				best = d
			}
		}
	}
	return best
}

// datesIn returns the dates a line holds, as YYYY-MM-DD, in order.
func datesIn(line string) []string {
	var out []string
	add := func(y, m, d int) {
		t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		if m >= 1 && m <= 12 && t.Day() == d && t.Month() == time.Month(m) {
			out = append(out, t.Format("2006-01-02"))
		}
	}
	num := func(s string) int { n, _ := strconv.Atoi(s); return n }
	for _, m := range isoDateRe.FindAllStringSubmatch(line, -1) {
		add(num(m[1]), num(m[2]), num(m[3]))
	}
	for _, m := range dmyDateRe.FindAllStringSubmatch(line, -1) {
		add(num(m[3]), num(m[2]), num(m[1]))
	}
	for _, m := range wordDateRe.FindAllStringSubmatch(fold(line), -1) {
		switch {
		case m[1] != "":
			if mo, ok := months[m[2]]; ok {
				add(num(m[3]), mo, num(m[1]))
			}
		case m[4] != "":
			if mo, ok := months[m[4]]; ok {
				add(num(m[6]), mo, num(m[5]))
			}
		case m[7] != "":
			if mo, ok := months[m[8]]; ok {
				add(num(m[7]), mo, num(m[9]))
			}
		}
	}
	return out
}

// suggestSalary takes the first sum of money with its currency ("Rs. 45,000
// - 60,000", "රු. 50,000", "ரூ. 40000"): rupees are LKR.
func suggestSalary(text string) (low, high *int64, currency string) {
	m := moneyRe.FindStringSubmatch(text)
	if m == nil {
		return nil, nil, ""
	}
	amount := func(s string) *int64 {
		s = strings.ReplaceAll(s, ",", "")
		if i := strings.IndexByte(s, '.'); i >= 0 {
			s = s[:i]
		}
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n <= 0 || n > 100_000_000 {
			return nil
		}
		return &n
	}
	low = amount(m[2])
	if low == nil {
		return nil, nil, ""
	}
	if m[3] != "" {
		high = amount(m[3])
		if high != nil && *high < *low {
			high = nil
		}
	}
	currency = "LKR"
	if c := strings.ToLower(m[1]); c == "usd" || c == "$" {
		currency = "USD"
	}
	return low, high, currency
}

// String is the suggestions in one line, for logs and tests.
func (s Suggestions) String() string {
	v := func(p *int64) string {
		if p == nil {
			return "-"
		}
		return strconv.FormatInt(*p, 10)
	}
	return fmt.Sprintf("title=%q closing=%s salary=%s..%s %s email=%s url=%s how=%q",
		s.Title, s.ClosingDate, v(s.SalaryMin), v(s.SalaryMax), s.Currency, s.ApplyEmail, s.ApplyURL, s.HowToApply)
}
