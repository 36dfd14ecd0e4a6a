package cvtools

import (
	"fmt"
	"strings"

	"jobportal/internal/jobportal"
)

// summaryPhrases are the fixed phrases of a composed summary, in the CV's
// language; the facts come from the CV as written.
type summaryPhrases struct {
	currentJob, pastJob, currentJobNoCompany, pastJobNoCompany func(position, company string, years int) string
	graduate                                                   func(degree, institution string) string
	skills, languages                                          func(list string) string
	education                                                  func(degree, institution string) string
	closing, and                                               string
}

var phrases = map[string]summaryPhrases{
	"en": {
		currentJob: func(p, c string, y int) string {
			return fmt.Sprintf("%s with %s of experience, currently working at %s.", p, yearsEN(y), c)
		},
		pastJob: func(p, c string, y int) string {
			return fmt.Sprintf("%s with %s of experience, most recently at %s.", p, yearsEN(y), c)
		},
		currentJobNoCompany: func(p, _ string, y int) string { return fmt.Sprintf("%s with %s of experience.", p, yearsEN(y)) },
		pastJobNoCompany:    func(p, _ string, y int) string { return fmt.Sprintf("%s with %s of experience.", p, yearsEN(y)) },
		graduate: func(d, i string) string {
			return "Motivated graduate with " + withArticle(joinNonEmpty(" from ", d, i)) + "."
		},
		skills:    func(l string) string { return "Skilled in " + l + "." },
		languages: func(l string) string { return "Speaks " + l + "." },
		education: func(d, i string) string { return "Holds " + withArticle(joinNonEmpty(" from ", d, i)) + "." },
		closing:   "Looking for a role where these strengths make a difference.",
		and:       " and ",
	},
	"si": {
		currentJob: func(p, c string, y int) string {
			return fmt.Sprintf("%s හි %s ලෙස සේවය කරන, %s පළපුරුද්දක් ඇති වෘත්තිකයෙකි.", c, p, yearsSI(y))
		},
		pastJob: func(p, c string, y int) string {
			return fmt.Sprintf("අවසන් වරට %s හි %s ලෙස සේවය කළ, %s පළපුරුද්දක් ඇති වෘත්තිකයෙකි.", c, p, yearsSI(y))
		},
		currentJobNoCompany: func(p, _ string, y int) string {
			return fmt.Sprintf("%s ලෙස %s පළපුරුද්දක් ඇති වෘත්තිකයෙකි.", p, yearsSI(y))
		},
		pastJobNoCompany: func(p, _ string, y int) string {
			return fmt.Sprintf("%s ලෙස %s පළපුරුද්දක් ඇති වෘත්තිකයෙකි.", p, yearsSI(y))
		},
		graduate: func(d, i string) string {
			return joinNonEmpty(" ", i, "වෙතින්", d) + " සුදුසුකම ලැබූ උපාධිධාරියෙකි."
		},
		skills:    func(l string) string { return l + " පිළිබඳ කුසලතා ඇත." },
		languages: func(l string) string { return l + " භාෂා හසුරුවයි." },
		education: func(d, i string) string {
			return joinNonEmpty(" ", i, "වෙතින්", d) + " සුදුසුකම ලබා ඇත."
		},
		closing: "මෙම කුසලතා ප්\u200dරයෝජනවත් වන රැකියාවක් සොයයි.",
		and:     " සහ ",
	},
	"ta": {
		currentJob: func(p, c string, y int) string {
			return fmt.Sprintf("%s நிறுவனத்தில் %s ஆகப் பணியாற்றும், %s அனுபவம் கொண்டவர்.", c, p, yearsTA(y))
		},
		pastJob: func(p, c string, y int) string {
			return fmt.Sprintf("இறுதியாக %s நிறுவனத்தில் %s ஆகப் பணியாற்றிய, %s அனுபவம் கொண்டவர்.", c, p, yearsTA(y))
		},
		currentJobNoCompany: func(p, _ string, y int) string {
			return fmt.Sprintf("%s ஆக %s அனுபவம் கொண்டவர்.", p, yearsTA(y))
		},
		pastJobNoCompany: func(p, _ string, y int) string {
			return fmt.Sprintf("%s ஆக %s அனுபவம் கொண்டவர்.", p, yearsTA(y))
		},
		graduate: func(d, i string) string {
			return joinNonEmpty(" ", i, "இல்", d) + " பெற்ற பட்டதாரி."
		},
		skills: func(l string) string {
			return l + " ஆகியவற்றில் திறமை உள்ளவர்."
		},
		languages: func(l string) string {
			return l + " மொழிகளைப் பேசக்கூடியவர்."
		},
		education: func(d, i string) string { return joinNonEmpty(" ", i, "இல்", d) + " பெற்றவர்." },
		closing:   "இத்திறன்கள் பயன்படும் ஒரு பணியைத் தேடுகிறார்.",
		and:       " மற்றும் ",
	},
}

func yearsEN(y int) string {
	switch {
	case y < 1:
		return "less than a year"
	case y == 1:
		return "1 year"
	}
	return fmt.Sprintf("%d years", y)
}

func yearsSI(y int) string {
	if y < 1 {
		return "වසරකට අඩු"
	}
	return fmt.Sprintf("වසර %dක", y)
}

func yearsTA(y int) string {
	if y < 1 {
		return "ஓராண்டுக்குக் குறைவான"
	}
	return fmt.Sprintf("%d ஆண்டு", y)
}

// withArticle puts "a" or "an" before a qualification ("a BSc", "an MBA").
func withArticle(s string) string {
	if s == "" {
		return s
	}
	if strings.ContainsRune("AEIOUaeiou", rune(s[0])) || strings.HasPrefix(s, "MBA") || strings.HasPrefix(s, "MSc") ||
		strings.HasPrefix(s, "MA ") || strings.HasPrefix(s, "HND") || strings.HasPrefix(s, "NVQ") {
		return "an " + s
	}
	return "a " + s
}

// listOf writes "A, B and C".
func listOf(items []string, and string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + and + items[len(items)-1]
}

// experienceYears counts the whole years of a CV's jobs, months that jobs
// share counted once.
func experienceYears(list []jobportal.CVExperience, nowMonth int) int {
	months := map[int]bool{}
	for _, s := range jobSpans(list, nowMonth) {
		for m := s.from; m <= s.to; m++ {
			months[m] = true
		}
	}
	return len(months) / 12
}

// betterSummary composes a summary from the CV's own facts: the latest
// job, the years of experience, the first skills, the latest education and
// the languages, in the CV's language (English for any other). ok is false
// when the CV has too few facts to say anything.
func betterSummary(cv jobportal.CV, nowMonth int) (string, bool) {
	d := cv.BuilderData
	ph, ok := phrases[cv.Language]
	if !ok {
		ph = phrases["en"]
	}
	var parts []string
	var degree, institution string
	if len(d.Education) > 0 {
		ed := d.Education[0]
		for _, e := range d.Education[1:] {
			if e.EndDate > ed.EndDate || e.Current {
				ed = e
			}
		}
		degree = ed.Degree
		if ed.Field != "" && !strings.Contains(strings.ToLower(degree), strings.ToLower(ed.Field)) {
			degree = joinNonEmpty(" in ", degree, ed.Field)
		}
		institution = ed.Institution
	}
	switch {
	case len(d.Experience) > 0 && strings.TrimSpace(latestJob(d.Experience).Position) != "":
		j := latestJob(d.Experience)
		years := experienceYears(d.Experience, nowMonth)
		pos, company := strings.TrimSpace(j.Position), strings.TrimSpace(j.Company)
		switch {
		case company != "" && j.Current:
			parts = append(parts, ph.currentJob(pos, company, years))
		case company != "":
			parts = append(parts, ph.pastJob(pos, company, years))
		case j.Current:
			parts = append(parts, ph.currentJobNoCompany(pos, company, years))
		default:
			parts = append(parts, ph.pastJobNoCompany(pos, company, years))
		}
	case degree != "" || institution != "":
		parts = append(parts, ph.graduate(degree, institution))
		degree, institution = "", ""
	}
	var skills []string
	for _, s := range append(append([]jobportal.CVSkill{}, d.Skills.Technical...), d.Skills.Soft...) {
		if len(skills) == 4 {
			break
		}
		if n := strings.TrimSpace(s.Name); n != "" {
			skills = append(skills, n)
		}
	}
	if len(skills) > 0 {
		parts = append(parts, ph.skills(listOf(skills, ph.and)))
	}
	if degree != "" || institution != "" {
		parts = append(parts, ph.education(degree, institution))
	}
	var langs []string
	for _, l := range d.Skills.Languages {
		if n := strings.TrimSpace(l.Name); n != "" && len(langs) < 4 {
			langs = append(langs, n)
		}
	}
	if len(langs) > 0 {
		parts = append(parts, ph.languages(listOf(langs, ph.and)))
	}
	if len(parts) == 0 {
		return "", false
	}
	parts = append(parts, ph.closing)
	s := strings.Join(parts, " ")
	if r := []rune(s); len(r) > jobportal.MaxCVText {
		s = string(r[:jobportal.MaxCVText])
	}
	return s, true
}
