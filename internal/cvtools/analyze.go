package cvtools

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// JobSkillSignal is a job the person viewed, saved or applied to: its title
// and text (description, requirements, topics), and how much it counts
// (an application more than a saved job).
type JobSkillSignal struct {
	Title  string
	Text   string
	Weight int
}

// Analysis is what the rules found in a CV: a score out of 100 (the sum of
// the weights of the checks passed), each check with what it means, and
// suggestions the builder can apply.
type Analysis struct {
	CVID                 int64        `json:"cvId"`
	Score                int          `json:"score"`
	CompletionPercentage int          `json:"completionPercentage"`
	Checks               []Check      `json:"checks"`
	Suggestions          []Suggestion `json:"suggestions"`
	AnalyzedAt           time.Time    `json:"analyzedAt"`
}

// Check is one rule and whether the CV passes it; Message says why, and
// what to do when it does not. Text and Values say the same for a client
// that shows it in another language: Text names the words (such as
// "email.invalid"), Values what they fill in, lists as lists of Named and
// the like, so that each part can be put in the reader's words.
type Check struct {
	ID      string         `json:"id"`
	Section string         `json:"section"`
	Passed  bool           `json:"passed"`
	Message string         `json:"message"`
	Text    string         `json:"text"`
	Values  map[string]any `json:"values,omitempty"`
}

// Named is a job (its position and company) or a course (its degree and
// institution) as a check names it; either part may be empty.
type Named struct {
	Title string `json:"title"`
	Place string `json:"place"`
}

// DateProblem is a job's or a course's dates that are missing or out of
// order: Kind is noStart, noEnd, endsFirst or future.
type DateProblem struct {
	Kind string `json:"kind"`
	What Named  `json:"what"`
}

// Gap is a time of more than six months between two jobs.
type Gap struct {
	Months int   `json:"months"`
	From   Named `json:"from"`
	To     Named `json:"to"`
}

// Overlap is two jobs held at once.
type Overlap struct {
	First  Named `json:"first"`
	Second Named `json:"second"`
}

// Misspelling is a word of a job title and how it is spelt.
type Misspelling struct {
	Word  string `json:"word"`
	Right string `json:"right"`
}

// Suggestion types: add a skill (Skill), or replace the summary (Summary).
const (
	SuggestAddSkill       = "add_skill"
	SuggestImproveSummary = "improve_summary"
)

// Suggestion is a change the builder can apply at once.
// Text and Values name its words as a Check's do.
type Suggestion struct {
	ID      string         `json:"id"`
	Type    string         `json:"type"`
	Title   string         `json:"title"`
	Message string         `json:"message"`
	Text    string         `json:"text"`
	Values  map[string]any `json:"values,omitempty"`
	Skill   string         `json:"skill,omitempty"`
	Summary string         `json:"summary,omitempty"`
}

// says is a check's words for another language: their name and the values
// they fill in.
type says struct {
	text   string
	values map[string]any
}

// adder adds a check to an analysis.
type adder func(id, section string, passed bool, words says, format string, args ...any)

// The summary's length that reads well: long enough to say something,
// short enough to be read.
const (
	minSummary = 200
	maxSummary = 800
)

// maxSkillSuggestions bounds the skills suggested at once.
const maxSkillSuggestions = 10

// checkWeights are the points each check is worth; they add up to 100.
var checkWeights = map[string]int{
	"experience": 14, "education": 10, "skills": 10, "name": 4, "email": 7, "phone": 6, "summary": 10,
	"quantified": 8, "dates": 8, "gaps": 6, "overlaps": 4, "spelling": 5, "template": 8,
}

// Analyze analyses a CV at the present time; see AnalyzeAt.
func Analyze(cv jobportal.CV, wanted []JobSkillSignal) Analysis {
	return AnalyzeAt(cv, wanted, time.Now())
}

// AnalyzeAt analyses a CV as of now (which ends the jobs the person still
// holds), against the jobs they want: the same CV, jobs and time give the
// same analysis.
func AnalyzeAt(cv jobportal.CV, wanted []JobSkillSignal, now time.Time) Analysis {
	now = now.UTC()
	a := Analysis{CVID: cv.ID, CompletionPercentage: cv.Completion, AnalyzedAt: now,
		Checks: []Check{}, Suggestions: []Suggestion{}}
	d := cv.BuilderData
	p := d.PersonalInfo
	nowMonth := now.Year()*12 + int(now.Month()) - 1
	add := func(id, section string, passed bool, words says, format string, args ...any) {
		a.Checks = append(a.Checks, Check{ID: id, Section: section, Passed: passed, Message: fmt.Sprintf(format, args...),
			Text: words.text, Values: words.values})
		if passed {
			a.Score += checkWeights[id]
		}
	}

	if n := len(d.Experience); n > 0 {
		add("experience", jobportal.CVSectionExperience, true, says{"experience.listed", map[string]any{"count": n}}, "Your work experience lists %d %s.", n, plural(n, "job", "jobs"))
	} else {
		add("experience", jobportal.CVSectionExperience, false, says{"experience.missing", nil},
			"Add your work experience: employers look at it first. Internships, part-time and voluntary work count too.")
	}
	if n := len(d.Education); n > 0 {
		add("education", jobportal.CVSectionEducation, true, says{"education.listed", map[string]any{"count": n}}, "Your education lists %d %s.", n, plural(n, "entry", "entries"))
	} else {
		add("education", jobportal.CVSectionEducation, false, says{"education.missing", nil},
			"Add your education, such as your degree, diploma or A/L and O/L results.")
	}
	if n := len(d.Skills.Technical) + len(d.Skills.Soft); n >= 3 {
		add("skills", jobportal.CVSectionSkills, true, says{"skills.listed", map[string]any{"count": n}}, "You list %d skills.", n)
	} else {
		add("skills", jobportal.CVSectionSkills, false, says{"skills.few", nil},
			"List at least 3 skills; tracking systems match them against the words of a vacancy.")
	}
	if strings.TrimSpace(p.FirstName+p.LastName) != "" {
		add("name", jobportal.CVSectionPersonalInfo, true, says{"name.present", nil}, "Your name is on the CV.")
	} else {
		add("name", jobportal.CVSectionPersonalInfo, false, says{"name.missing", nil}, "Add your name.")
	}
	if validEmail(strings.TrimSpace(p.Email)) {
		add("email", jobportal.CVSectionPersonalInfo, true, says{"email.present", nil}, "Employers can email you.")
	} else if p.Email == "" {
		add("email", jobportal.CVSectionPersonalInfo, false, says{"email.missing", nil}, "Add your email address so that employers can reply.")
	} else {
		add("email", jobportal.CVSectionPersonalInfo, false, says{"email.invalid", map[string]any{"email": p.Email}}, "Check your email address: %q does not look right.", p.Email)
	}
	if digits := countDigits(p.Phone); digits >= 9 && digits <= 15 {
		add("phone", jobportal.CVSectionPersonalInfo, true, says{"phone.present", nil}, "Employers can call you.")
	} else if p.Phone == "" {
		add("phone", jobportal.CVSectionPersonalInfo, false, says{"phone.missing", nil}, "Add a phone number, such as 077 123 4567; most employers call first.")
	} else {
		add("phone", jobportal.CVSectionPersonalInfo, false, says{"phone.incomplete", map[string]any{"phone": p.Phone}}, "Check your phone number: %q does not look complete.", p.Phone)
	}
	switch n := utf8.RuneCountInString(strings.TrimSpace(p.Summary)); {
	case n == 0:
		add("summary", jobportal.CVSectionSummary, false, says{"summary.missing", map[string]any{"min": minSummary, "max": maxSummary}},
			"Add a summary of %d to %d characters: who you are, what you have done and what you are looking for.", minSummary, maxSummary)
	case n < minSummary:
		add("summary", jobportal.CVSectionSummary, false, says{"summary.short", map[string]any{"count": n, "min": minSummary}},
			"Your summary has %d characters; write at least %d to say what you have done and what you are good at.", n, minSummary)
	case n > maxSummary:
		add("summary", jobportal.CVSectionSummary, false, says{"summary.long", map[string]any{"count": n, "max": maxSummary}},
			"Your summary has %d characters; keep it under %d so that it is read to the end.", n, maxSummary)
	default:
		add("summary", jobportal.CVSectionSummary, true, says{"summary.good", map[string]any{"count": n}}, "Your summary has a good length (%d characters).", n)
	}
	quantified := 0
	for _, e := range d.Experience {
		if numberRE.MatchString(e.Description) {
			quantified++
		}
	}
	switch {
	case len(d.Experience) == 0:
		add("quantified", jobportal.CVSectionExperience, false, says{"quantified.noExperience", nil},
			"Once you add experience, give figures for what you achieved (\"cut costs by 15%%\", \"served 200 guests a day\").")
	case quantified > 0:
		add("quantified", jobportal.CVSectionExperience, true, says{"quantified.some", map[string]any{"count": quantified}}, "%d of your jobs show results in figures.", quantified)
	default:
		add("quantified", jobportal.CVSectionExperience, false, says{"quantified.none", nil},
			"Give figures for what you achieved (\"cut costs by 15%%\", \"served 200 guests a day\", \"a team of 8\"): numbers stand out.")
	}
	a.dateChecks(d, nowMonth, add)
	a.spellingCheck(d, add)
	switch c := cv.Customization; {
	case c.Template == jobportal.CVTemplateSidebar || c.Layout == "two-column":
		add("template", "customization", false, says{"template.columns", nil},
			"Tracking systems often read side columns and two-column layouts out of order; choose the compact template, in one column, for online applications.")
	case c.Template == jobportal.CVTemplateCompact:
		add("template", "customization", true, says{"template.compact", nil}, "The compact template is the easiest for tracking systems to read.")
	default:
		add("template", "customization", true, says{"template.oneColumn", nil},
			"Your template is in one column, which tracking systems read; the compact template is the easiest for them.")
	}

	if summary, ok := betterSummary(cv, nowMonth); ok && !a.passed("summary") {
		a.Suggestions = append(a.Suggestions, Suggestion{ID: "improve_summary", Type: SuggestImproveSummary,
			Title: "Improve your summary", Summary: summary, Text: "improveSummary",
			Message: "A summary written from your own experience, skills and education. Edit it to sound like you."})
	}
	a.Suggestions = append(a.Suggestions, skillSuggestions(d, wanted)...)
	return a
}

// passed reports whether the check id passed.
func (a *Analysis) passed(id string) bool {
	for _, c := range a.Checks {
		if c.ID == id {
			return c.Passed
		}
	}
	return false
}

var numberRE = regexp.MustCompile(`\d`)

func countDigits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// span is a job's months, from its start to its end (or now).
type span struct {
	from, to int
	label    string
	named    Named
}

// jobSpans gives the months of each job that has readable dates.
func jobSpans(list []jobportal.CVExperience, nowMonth int) []span {
	var out []span
	for _, e := range list {
		from, ok := monthIndex(e.StartDate)
		if !ok {
			continue
		}
		to, ok := monthIndex(e.EndDate)
		if e.Current || !ok {
			if !e.Current {
				continue
			}
			to = nowMonth
		}
		out = append(out, span{from: from, to: to, label: joinNonEmpty(" at ", e.Position, e.Company), named: Named{Title: e.Position, Place: e.Company}})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].from < out[j].from })
	return out
}

// dateChecks checks that dates are there and in order, and finds gaps of
// more than six months between jobs and jobs that overlap.
func (a *Analysis) dateChecks(d jobportal.CVData, nowMonth int, add adder) {
	var problems []string
	var named []DateProblem
	for _, e := range d.Experience {
		name := joinNonEmpty(" at ", e.Position, e.Company)
		if name == "" {
			name = "a job"
		}
		what := Named{Title: e.Position, Place: e.Company}
		from, okFrom := monthIndex(e.StartDate)
		to, okTo := monthIndex(e.EndDate)
		switch {
		case !okFrom:
			problems = append(problems, fmt.Sprintf("%s has no start date", name))
			named = append(named, DateProblem{Kind: "noStart", What: what})
		case !e.Current && !okTo:
			problems = append(problems, fmt.Sprintf("%s has no end date (or tick \"current\")", name))
			named = append(named, DateProblem{Kind: "noEnd", What: what})
		case okTo && to < from:
			problems = append(problems, fmt.Sprintf("%s ends before it starts", name))
			named = append(named, DateProblem{Kind: "endsFirst", What: what})
		case from > nowMonth:
			problems = append(problems, fmt.Sprintf("%s starts in the future", name))
			named = append(named, DateProblem{Kind: "future", What: what})
		}
	}
	for _, e := range d.Education {
		from, okFrom := monthIndex(e.StartDate)
		to, okTo := monthIndex(e.EndDate)
		if okFrom && okTo && to < from {
			problems = append(problems, fmt.Sprintf("%s ends before it starts", joinNonEmpty(" at ", e.Degree, e.Institution)))
			named = append(named, DateProblem{Kind: "endsFirst", What: Named{Title: e.Degree, Place: e.Institution}})
		}
	}
	if len(d.Experience) == 0 {
		add("dates", jobportal.CVSectionExperience, false, says{"dates.missing", nil}, "Add your jobs with their start and end dates.")
	} else if len(problems) > 0 {
		add("dates", jobportal.CVSectionExperience, false, says{"dates.problems", map[string]any{"problems": named}}, "Check your dates: %s.", strings.Join(problems, "; "))
	} else {
		add("dates", jobportal.CVSectionExperience, true, says{"dates.good", nil}, "Every job has its dates, in order.")
	}

	spans := jobSpans(d.Experience, nowMonth)
	var gaps, overlaps []string
	var namedGaps []Gap
	var namedOverlaps []Overlap
	for i := 1; i < len(spans); i++ {
		prevEnd := spans[0].to
		prevLabel, prevNamed := spans[0].label, spans[0].named
		for _, s := range spans[:i] {
			if s.to > prevEnd {
				prevEnd, prevLabel, prevNamed = s.to, s.label, s.named
			}
		}
		cur := spans[i]
		switch {
		case cur.from-prevEnd > 6:
			gaps = append(gaps, fmt.Sprintf("%d months between %s and %s", cur.from-prevEnd, orJob(prevLabel), orJob(cur.label)))
			namedGaps = append(namedGaps, Gap{Months: cur.from - prevEnd, From: prevNamed, To: cur.named})
		case cur.from < prevEnd-1: // a month shared at a change of jobs is no overlap
			overlaps = append(overlaps, fmt.Sprintf("%s and %s", orJob(prevLabel), orJob(cur.label)))
			namedOverlaps = append(namedOverlaps, Overlap{First: prevNamed, Second: cur.named})
		}
	}
	switch {
	case len(spans) == 0:
		add("gaps", jobportal.CVSectionExperience, false, says{"gaps.noDates", nil}, "Give your jobs dates, so that employers see your career without gaps.")
	case len(gaps) > 0:
		add("gaps", jobportal.CVSectionExperience, false, says{"gaps.found", map[string]any{"gaps": namedGaps}},
			"Explain the gaps of more than 6 months (%s): studies, travel or caring for family all count.", strings.Join(gaps, "; "))
	default:
		add("gaps", jobportal.CVSectionExperience, true, says{"gaps.none", nil}, "Your jobs follow one another without gaps of more than 6 months.")
	}
	if len(overlaps) > 0 {
		add("overlaps", jobportal.CVSectionExperience, false, says{"overlaps.found", map[string]any{"overlaps": namedOverlaps}},
			"These jobs overlap: %s. If one was part-time or freelance, say so in its title or description.", strings.Join(overlaps, "; "))
	} else {
		add("overlaps", jobportal.CVSectionExperience, len(spans) > 0, says{"overlaps.none", nil}, "No jobs overlap.")
	}
}

func orJob(label string) string {
	if label == "" {
		return "a job"
	}
	return label
}

// misspellings are common misspellings of the words of job titles.
var misspellings = map[string]string{
	"manger": "Manager", "manageer": "Manager", "maneger": "Manager", "enginer": "Engineer", "engneer": "Engineer",
	"enginner": "Engineer", "engeneer": "Engineer", "acountant": "Accountant", "accountent": "Accountant",
	"accoutant": "Accountant", "acountent": "Accountant", "devloper": "Developer", "developper": "Developer",
	"develper": "Developer", "secratary": "Secretary", "secretery": "Secretary", "secretory": "Secretary",
	"secratery": "Secretary", "asistant": "Assistant", "assistent": "Assistant", "assisstant": "Assistant",
	"asisstant": "Assistant", "excecutive": "Executive", "executve": "Executive", "exective": "Executive",
	"executiv": "Executive", "recepionist": "Receptionist", "receptionest": "Receptionist", "resepsionist": "Receptionist",
	"supervisior": "Supervisor", "supervisour": "Supervisor", "superviser": "Supervisor", "cordinator": "Coordinator",
	"coordinater": "Coordinator", "co-ordinater": "Coordinator", "adminstrator": "Administrator",
	"administator": "Administrator", "techician": "Technician", "technision": "Technician", "tecnician": "Technician",
	"casheir": "Cashier", "cashir": "Cashier", "officier": "Officer", "oficer": "Officer", "offcer": "Officer",
	"analist": "Analyst", "anaylst": "Analyst", "analyist": "Analyst", "consultent": "Consultant",
	"programer": "Programmer", "desinger": "Designer", "designner": "Designer", "architecht": "Architect",
	"marketting": "Marketing", "maintainance": "Maintenance", "maintanance": "Maintenance", "managment": "Management",
	"mangement": "Management", "lecturar": "Lecturer", "nurce": "Nurse", "pharmasist": "Pharmacist",
	"electricion": "Electrician", "electrition": "Electrician", "mechanick": "Mechanic", "representitive": "Representative",
	"represantative": "Representative", "clark": "Clerk", "traniee": "Trainee", "trainie": "Trainee",
	"recuiter": "Recruiter", "reprasentative": "Representative", "accounts assistent": "Accounts Assistant",
}

var wordRE = regexp.MustCompile(`[A-Za-z][A-Za-z-]*`)

// spellingCheck looks for common misspellings in the positions held.
func (a *Analysis) spellingCheck(d jobportal.CVData, add adder) {
	var found []string
	var named []Misspelling
	seen := map[string]bool{}
	for _, e := range d.Experience {
		for _, w := range wordRE.FindAllString(e.Position, -1) {
			if right, ok := misspellings[strings.ToLower(w)]; ok && !seen[strings.ToLower(w)] {
				seen[strings.ToLower(w)] = true
				found = append(found, fmt.Sprintf("%q should be %q", w, right))
				named = append(named, Misspelling{Word: w, Right: right})
			}
		}
	}
	switch {
	case len(d.Experience) == 0:
		add("spelling", jobportal.CVSectionExperience, false, says{"spelling.noJobs", nil}, "Once you add your jobs, their titles are checked for common misspellings.")
	case len(found) > 0:
		add("spelling", jobportal.CVSectionExperience, false, says{"spelling.found", map[string]any{"misspellings": named}}, "Check the spelling of your job titles: %s.", strings.Join(found, ", "))
	default:
		add("spelling", jobportal.CVSectionExperience, true, says{"spelling.good", nil}, "No common misspellings in your job titles.")
	}
}

// skillSuggestions suggests the skills that the wanted jobs ask for and
// the CV lacks, the most wanted first: a skill counts the weights of the
// jobs that mention it.
func skillSuggestions(d jobportal.CVData, wanted []JobSkillSignal) []Suggestion {
	var have []string
	for _, list := range [][]jobportal.CVSkill{d.Skills.Technical, d.Skills.Soft} {
		for _, s := range list {
			have = append(have, s.Name)
		}
	}
	for _, p := range d.Projects {
		have = append(have, p.Technologies...)
	}
	score := map[string]int{}
	jobs := map[string]int{}
	for _, w := range wanted {
		weight := max(w.Weight, 1)
		for _, skill := range vocabularyMatch(w.Title + "\n" + w.Text) {
			score[skill] += weight
			jobs[skill]++
		}
	}
	var skills []string
	for s := range score {
		if !knowsSkill(s, have) {
			skills = append(skills, s)
		}
	}
	sort.Slice(skills, func(i, j int) bool {
		if score[skills[i]] != score[skills[j]] {
			return score[skills[i]] > score[skills[j]]
		}
		return skills[i] < skills[j]
	})
	if len(skills) > maxSkillSuggestions {
		skills = skills[:maxSkillSuggestions]
	}
	out := []Suggestion{}
	for _, s := range skills {
		out = append(out, Suggestion{ID: "add_skill:" + strings.ToLower(s), Type: SuggestAddSkill, Skill: s,
			Text: "addSkill", Values: map[string]any{"skill": s, "count": jobs[s]},
			Title: "Add " + s,
			Message: fmt.Sprintf("%s is asked for in %d of the jobs you viewed, saved or applied to. If you have it, add it to your skills.",
				s, jobs[s])})
	}
	return out
}
