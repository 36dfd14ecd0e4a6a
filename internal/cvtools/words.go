package cvtools

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// Dates, skill levels and the words the importers and the analysis know.

// months maps the names of months, and their short forms, to their numbers.
var months = map[string]int{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
	"may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
	"september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}

var (
	isoDateRE   = regexp.MustCompile(`^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T.*)?$`)
	monthYearRE = regexp.MustCompile(`^([A-Za-z]+)\.?,?\s+(\d{4})$`)
	dayMonthRE  = regexp.MustCompile(`^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\.?,?\s+(\d{4})$`)
	monthDayRE  = regexp.MustCompile(`^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$`)
	numericRE   = regexp.MustCompile(`^(\d{1,4})[/.](\d{1,2})(?:[/.](\d{1,4}))?$`)
)

// normalizeDate reads a date as people and programs write it ("2020-01",
// "2020", "Jan 2020", "01/2020", "3 March 2020", "03/03/2020" day first)
// and writes it "YYYY-MM" or "YYYY-MM-DD"; a year alone becomes its
// January. ok is false when it cannot be read.
func normalizeDate(s string) (string, bool) {
	s = strings.TrimSpace(s)
	ym := func(y, m int) (string, bool) {
		if y < 1900 || y > 2100 || m < 1 || m > 12 {
			return "", false
		}
		return fmt.Sprintf("%04d-%02d", y, m), true
	}
	ymd := func(y, m, d int) (string, bool) {
		t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		if y < 1900 || y > 2100 || t.Year() != y || int(t.Month()) != m || t.Day() != d {
			return "", false
		}
		return t.Format("2006-01-02"), true
	}
	atoi := func(v string) int { n, _ := strconv.Atoi(v); return n }
	if m := isoDateRE.FindStringSubmatch(s); m != nil {
		switch {
		case m[3] != "":
			return ymd(atoi(m[1]), atoi(m[2]), atoi(m[3]))
		case m[2] != "":
			return ym(atoi(m[1]), atoi(m[2]))
		}
		return ym(atoi(m[1]), 1)
	}
	if m := monthYearRE.FindStringSubmatch(s); m != nil {
		if mo, ok := months[strings.ToLower(m[1])]; ok {
			return ym(atoi(m[2]), mo)
		}
		return "", false
	}
	if m := dayMonthRE.FindStringSubmatch(s); m != nil {
		if mo, ok := months[strings.ToLower(m[2])]; ok {
			return ymd(atoi(m[3]), mo, atoi(m[1]))
		}
		return "", false
	}
	if m := monthDayRE.FindStringSubmatch(s); m != nil {
		if mo, ok := months[strings.ToLower(m[1])]; ok {
			return ymd(atoi(m[3]), mo, atoi(m[2]))
		}
		return "", false
	}
	if m := numericRE.FindStringSubmatch(s); m != nil {
		a, b, c := m[1], m[2], m[3]
		switch {
		case c == "" && len(a) == 4: // 2020/01
			return ym(atoi(a), atoi(b))
		case c == "" && len(a) <= 2: // 01/2020 is not matched here: b has at most two digits
			return "", false
		case len(a) == 4: // 2020/01/31
			return ymd(atoi(a), atoi(b), atoi(c))
		case len(c) == 4: // 31/01/2020, day first as in Sri Lanka
			return ymd(atoi(c), atoi(b), atoi(a))
		}
		return "", false
	}
	if m := monthSlashYearRE.FindStringSubmatch(s); m != nil {
		return ym(atoi(m[2]), atoi(m[1]))
	}
	return "", false
}

// isPresent reports whether an end date says the thing goes on.
func isPresent(s string) bool {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(s), ".")) {
	case "present", "current", "now", "to date", "till date", "date", "ongoing", "today",
		"මේ දක්වා", "වර්තමානය", "தற்போது", "இன்றுவரை":
		return true
	}
	return false
}

// monthIndex turns "YYYY-MM" or "YYYY-MM-DD" into a count of months, for
// comparing dates; ok is false for anything else.
func monthIndex(d string) (int, bool) {
	if len(d) < 7 {
		return 0, false
	}
	y, err1 := strconv.Atoi(d[:4])
	m, err2 := strconv.Atoi(d[5:7])
	if err1 != nil || err2 != nil || m < 1 || m > 12 {
		return 0, false
	}
	return y*12 + m - 1, true
}

// levelWords maps the words people use for how well they know something to
// the CV's four levels. Longer phrases are looked for first.
var levelWords = []struct {
	word, level string
}{
	{"native or bilingual", jobportal.SkillExpert}, {"full professional", jobportal.SkillAdvanced},
	{"professional working", jobportal.SkillAdvanced}, {"limited working", jobportal.SkillIntermediate},
	{"mother tongue", jobportal.SkillExpert}, {"first language", jobportal.SkillExpert},
	{"native", jobportal.SkillExpert}, {"bilingual", jobportal.SkillExpert}, {"expert", jobportal.SkillExpert},
	{"master", jobportal.SkillExpert}, {"excellent", jobportal.SkillExpert},
	{"advanced", jobportal.SkillAdvanced}, {"fluent", jobportal.SkillAdvanced}, {"proficient", jobportal.SkillAdvanced},
	{"very good", jobportal.SkillAdvanced}, {"strong", jobportal.SkillAdvanced}, {"senior", jobportal.SkillAdvanced},
	{"professional", jobportal.SkillAdvanced},
	{"intermediate", jobportal.SkillIntermediate}, {"conversational", jobportal.SkillIntermediate},
	{"competent", jobportal.SkillIntermediate}, {"working", jobportal.SkillIntermediate}, {"good", jobportal.SkillIntermediate},
	{"moderate", jobportal.SkillIntermediate}, {"average", jobportal.SkillIntermediate}, {"fair", jobportal.SkillIntermediate},
	{"beginner", jobportal.SkillBeginner}, {"basic", jobportal.SkillBeginner}, {"elementary", jobportal.SkillBeginner},
	{"novice", jobportal.SkillBeginner}, {"junior", jobportal.SkillBeginner}, {"limited", jobportal.SkillBeginner},
	{"learning", jobportal.SkillBeginner},
	// Sinhala and Tamil.
	{"ප්\u200dරවීණ", jobportal.SkillExpert}, {"මව් භාෂාව", jobportal.SkillExpert}, {"හොඳ", jobportal.SkillIntermediate},
	{"මූලික", jobportal.SkillBeginner}, {"சரளமாக", jobportal.SkillAdvanced}, {"தாய்மொழி", jobportal.SkillExpert},
	{"நல்ல", jobportal.SkillIntermediate}, {"அடிப்படை", jobportal.SkillBeginner},
}

// level maps a level as written ("Fluent", "Native or bilingual", "4/5",
// "80%") to one of the CV's levels; ok is false when it says nothing known.
func level(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return "", false
	}
	for _, lw := range levelWords {
		// English words as whole words ("good", not "goods"); Sinhala and
		// Tamil ones inside others, as their endings change.
		if mentions(s, lw.word) || lw.word[0] >= 0x80 && strings.Contains(s, lw.word) {
			return lw.level, true
		}
	}
	if m := scoreRE.FindStringSubmatch(s); m != nil {
		v, _ := strconv.ParseFloat(m[1], 64)
		scale := 5.0
		if m[2] != "" {
			scale, _ = strconv.ParseFloat(m[2], 64)
		} else if strings.HasSuffix(s, "%") || v > 10 {
			scale = 100
		} else if v > 5 {
			scale = 10
		}
		if scale <= 0 {
			return "", false
		}
		switch f := v / scale; {
		case f > 0.85:
			return jobportal.SkillExpert, true
		case f > 0.6:
			return jobportal.SkillAdvanced, true
		case f > 0.35:
			return jobportal.SkillIntermediate, true
		default:
			return jobportal.SkillBeginner, true
		}
	}
	return "", false
}

// levelOr maps a level as level does, or gives def.
func levelOr(s, def string) string {
	if l, ok := level(s); ok {
		return l
	}
	return def
}

// skillLevelNames and fluencyNames are how levels are written in JSON
// Resume; importing them gives the same levels back.
var (
	skillLevelNames = map[string]string{jobportal.SkillBeginner: "Beginner", jobportal.SkillIntermediate: "Intermediate",
		jobportal.SkillAdvanced: "Advanced", jobportal.SkillExpert: "Expert"}
	fluencyNames = map[string]string{jobportal.SkillBeginner: "Elementary", jobportal.SkillIntermediate: "Limited working",
		jobportal.SkillAdvanced: "Full professional", jobportal.SkillExpert: "Native or bilingual"}
)

// softSkills are skills that are about working with people and oneself;
// an imported skill named so goes to the soft skills.
var softSkills = []string{"communication", "teamwork", "team work", "team player", "leadership", "problem solving",
	"problem-solving", "time management", "critical thinking", "customer service", "customer care", "negotiation",
	"presentation", "public speaking", "adaptability", "creativity", "interpersonal", "decision making",
	"conflict resolution", "attention to detail", "work ethic", "self-motivated", "multitasking", "multi-tasking",
	"organisational", "organizational", "planning", "people management", "mentoring", "coaching", "emotional intelligence",
	"collaboration", "flexibility", "punctuality", "hard working", "hardworking", "stress management"}

// isSoftSkill reports whether a skill's name is a soft skill.
func isSoftSkill(name string) bool {
	n := strings.ToLower(name)
	for _, s := range softSkills {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}

// languageNames are languages people list on CVs in Sri Lanka, so that
// "Sinhala", "Tamil" and "English" go to the languages and not the skills.
var languageNames = []string{"sinhala", "sinhalese", "tamil", "english", "hindi", "arabic", "japanese", "korean",
	"chinese", "mandarin", "french", "german", "italian", "russian", "malay", "dhivehi", "urdu", "spanish",
	"සිංහල", "දෙමළ", "ඉංග්\u200dරීසි", "சிங்களம்", "தமிழ்", "ஆங்கிலம்"}

// isLanguage reports whether a name is a language's.
func isLanguage(name string) bool {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, l := range languageNames {
		if n == l || strings.HasPrefix(n, l+" ") {
			return true
		}
	}
	return false
}

// countries maps the ISO codes of the countries Sri Lankans most often live
// and work in to their names, for JSON Resume's countryCode.
var countries = map[string]string{
	"LK": "Sri Lanka", "IN": "India", "MV": "Maldives", "AE": "United Arab Emirates", "QA": "Qatar",
	"SA": "Saudi Arabia", "KW": "Kuwait", "OM": "Oman", "BH": "Bahrain", "IL": "Israel", "JP": "Japan",
	"KR": "South Korea", "SG": "Singapore", "MY": "Malaysia", "AU": "Australia", "NZ": "New Zealand",
	"GB": "United Kingdom", "US": "United States", "CA": "Canada", "DE": "Germany", "FR": "France",
	"IT": "Italy", "CY": "Cyprus", "CN": "China",
}

// countryName gives a country's name for its code, or what was given.
func countryName(code string) string {
	if n, ok := countries[strings.ToUpper(strings.TrimSpace(code))]; ok {
		return n
	}
	return strings.TrimSpace(code)
}

// countryCode gives a country's code for its name, or "".
func countryCode(name string) string {
	for code, n := range countries {
		if strings.EqualFold(n, strings.TrimSpace(name)) || strings.EqualFold(code, strings.TrimSpace(name)) {
			return code
		}
	}
	return ""
}

var (
	// monthSlashYearRE reads "03/2018".
	monthSlashYearRE = regexp.MustCompile(`^(\d{1,2})[/.](\d{4})$`)
	// scoreRE reads a level given as a score: "4", "4/5", "80%".
	scoreRE = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*(?:/\s*(\d+)|%)?$`)
)
