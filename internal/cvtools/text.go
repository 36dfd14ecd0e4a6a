package cvtools

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// Reading a CV pasted as plain text: its sections are found by their
// headings (in English, Sinhala or Tamil), the contact details by their
// shape, and jobs by the date ranges their lines carry.

// The sections a pasted CV is split into.
const (
	secHeader         = "" // before the first heading
	secPersonal       = "personal"
	secSummary        = "summary"
	secExperience     = "experience"
	secEducation      = "education"
	secSkills         = "skills"
	secLanguages      = "languages"
	secCertifications = "certifications"
	secProjects       = "projects"
	secAchievements   = "achievements"
	secReferences     = "references"
	secOther          = "other"
)

// headings maps the headings of CV sections, in lower case and without
// zero-width joiners, to their sections.
var headings = func() map[string]string {
	m := map[string]string{}
	for sec, words := range map[string][]string{
		secPersonal: {"personal details", "personal information", "personal data", "personal profile details",
			"contact", "contact details", "contact information", "පෞද්ගලික තොරතුරු", "පුද්ගලික තොරතුරු",
			"தனிப்பட்ட விவரங்கள்", "தனிப்பட்ட தகவல்கள்"},
		secSummary: {"summary", "profile", "professional summary", "career summary", "profile summary", "objective",
			"career objective", "about me", "personal statement", "professional profile", "සාරාංශය", "පැතිකඩ",
			"අරමුණ", "වෘත්තීය අරමුණ", "சுருக்கம்", "சுயவிவரம்", "நோக்கம்", "தொழில் நோக்கம்"},
		secExperience: {"experience", "work experience", "professional experience", "work history", "employment",
			"employment history", "career history", "working experience", "job experience", "රැකියා පළපුරුද්ද",
			"පළපුරුද්ද", "සේවා පළපුරුද්ද", "වෘත්තීය පළපුරුද්ද", "பணி அனுபவம்", "அனுபவம்", "வேலை அனுபவம்",
			"தொழில் அனுபவம்"},
		secEducation: {"education", "academic qualifications", "educational qualifications", "academic background",
			"education and qualifications", "qualifications", "අධ්යාපනය", "අධ්යාපන සුදුසුකම්", "අධ්යාපන සුදුසුකම්",
			"கல்வி", "கல்வித் தகைமைகள்", "கல்வித் தகுதிகள்", "கல்வி தகைமைகள்"},
		secSkills: {"skills", "technical skills", "key skills", "core skills", "core competencies", "competencies",
			"it skills", "computer skills", "skills and abilities", "කුසලතා", "නිපුණතා", "හැකියාවන්",
			"திறன்கள்", "திறமைகள்", "தொழில்நுட்ப திறன்கள்"},
		secLanguages: {"languages", "language skills", "language proficiency", "භාෂා", "භාෂා හැකියාව", "භාෂා ප්රවීණතාව",
			"மொழிகள்", "மொழித் திறன்", "மொழி திறன்"},
		secCertifications: {"certifications", "certificates", "licenses", "licences", "professional qualifications",
			"courses", "training", "certifications and training", "සහතික", "සහතික පත්ර", "පුහුණුව",
			"சான்றிதழ்கள்", "பயிற்சி"},
		secProjects: {"projects", "key projects", "academic projects", "ව්යාපෘති", "திட்டங்கள்"},
		secAchievements: {"achievements", "awards", "honours", "honors", "awards and achievements",
			"achievements and awards", "extracurricular activities", "extra-curricular activities", "ජයග්රහණ",
			"සම්මාන", "சாதனைகள்", "விருதுகள்"},
		secReferences: {"references", "referees", "non-related referees", "non related referees", "යොමු", "නිර්දේශකයින්",
			"නිර්දේශකයන්", "பரிந்துரையாளர்கள்", "மேற்கோள்கள்", "சான்றாளர்கள்"},
		secOther: {"hobbies", "interests", "hobbies and interests", "declaration", "volunteering",
			"volunteer experience", "හොබි", "විනෝදාංශ", "பொழுதுபோக்குகள்"},
	} {
		for _, w := range words {
			m[headingKey(w)] = sec
		}
	}
	return m
}()

// headingKey is how a line is compared with the headings: in lower case,
// without zero-width joiners (Sinhala is typed with and without them),
// numbering, decoration or a closing colon.
func headingKey(line string) string {
	line = strings.NewReplacer("\u200d", "", "\u200c", "", "&", "and").Replace(strings.ToLower(line))
	line = strings.Trim(line, " \t#*=_-–—:.•|0123456789)(")
	return strings.Join(strings.Fields(line), " ")
}

var (
	emailRE = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`)
	// Sri Lankan numbers (+94 77 123 4567, 0094..., 077-1234567, 011 234
	// 5678) and international ones (+44 20 7946 0958).
	phoneRE   = regexp.MustCompile(`(?:\+94|0094|\b0)[\s-]?\(?\d{2}\)?[\s-]?\d{3}[\s-]?\d{4}\b|\+\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s-]?\d{2,4}){2,4}\b`)
	monthWord = `(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`
	// A date range: "2019 - 2022", "Jan 2020 – Present", "03/2018 to 06/2021".
	rangeRE = regexp.MustCompile(`(?i)\(?\b((?:` + monthWord + `\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2})\s*(?:-|–|—|to|until|till)\s*((?:` +
		monthWord + `\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2}|present|current|now|to date|till date|date|ongoing|මේ දක්වා|தற்போது|இன்றுவரை)\b\)?`)
	yearRE        = regexp.MustCompile(`\b(19|20)\d{2}\b`)
	bulletRE      = regexp.MustCompile(`^\s*(?:[•●▪◦\-–*·>✓]|\d+[.)])\s*`)
	institutionRE = regexp.MustCompile(`(?i)universit|college|institut|school|vidyalaya|vidyalayam|academy|campus|faculty|polytechnic|විශ්වවිද්යාල|විද්යාලය|பல்கலைக்கழக|கல்லூரி|பாடசாலை`)
)

// textLine is a line of the pasted text and the section it is in.
type textLine struct {
	section, text string
}

func (im *importer) text(data json.RawMessage) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return notThat("Send the CV's text as a string.")
	}
	s = jobportal.CleanText(s)
	if strings.TrimSpace(s) == "" {
		return notThat("Paste the text of your CV; it is empty.")
	}
	if utf8.RuneCountInString(s) > 100_000 {
		return notThat("The text is too long for a CV (at most 100,000 characters).")
	}
	var lines []textLine
	section := secHeader
	found := map[string]bool{}
	for _, raw := range strings.Split(s, "\n") {
		line := strings.TrimSpace(raw)
		if sec, ok := headingOf(line); ok {
			section = sec
			found[sec] = true
			// "Skills: Excel, Tally" keeps what follows the heading.
			if _, after, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(after) != "" {
				lines = append(lines, textLine{section, strings.TrimSpace(after)})
			}
			continue
		}
		lines = append(lines, textLine{section, line})
	}
	bySection := map[string][]string{}
	for _, l := range lines {
		bySection[l.section] = append(bySection[l.section], l.text)
	}
	p := &im.d.PersonalInfo
	p.Email = emailRE.FindString(s)
	if ph := phoneRE.FindString(s); ph != "" {
		p.Phone = strings.TrimSpace(ph)
	}
	p.FirstName, p.LastName = splitName(nameFrom(bySection[secHeader]))
	im.summaryFrom(bySection[secSummary], bySection[secHeader])
	im.experienceFrom(bySection[secExperience])
	im.educationFrom(bySection[secEducation])
	im.skillsFrom(bySection[secSkills], false)
	im.skillsFrom(bySection[secLanguages], true)
	for _, l := range nonBlank(bySection[secCertifications]) {
		c := jobportal.CVCertification{Name: l}
		if m := rangeOrDate(l); m != "" {
			c.Date = m
		}
		im.d.Certifications = append(im.d.Certifications, c)
	}
	for _, b := range blocks(bySection[secProjects]) {
		im.d.Projects = append(im.d.Projects, jobportal.CVProject{Name: b[0], Description: strings.Join(b[1:], "\n")})
	}
	for _, l := range nonBlank(bySection[secAchievements]) {
		im.d.Achievements = append(im.d.Achievements, jobportal.CVAchievement{Title: l})
	}
	for _, b := range blocks(bySection[secReferences]) {
		name, more := b[0], b[1:]
		if first, after, ok := strings.Cut(name, ","); ok && len(more) == 0 {
			name, more = first, []string{after}
		}
		im.d.References = append(im.d.References, referenceFromText(strings.TrimSpace(name), strings.Join(more, "\n")))
	}
	if len(found) == 0 {
		im.warn("No section headings (such as Experience, Education or Skills) were recognised; only the contact details were read.")
	}
	if p.Email == "" {
		im.warn("No email address was found.")
	}
	return nil
}

// headingOf tells whether a line is a section's heading: a short line that
// is one of the known headings, alone or before a colon.
func headingOf(line string) (string, bool) {
	if line == "" || utf8.RuneCountInString(line) > 60 {
		return "", false
	}
	if sec, ok := headings[headingKey(line)]; ok {
		return sec, true
	}
	if before, _, ok := strings.Cut(line, ":"); ok {
		if sec, ok := headings[headingKey(before)]; ok {
			return sec, true
		}
	}
	return "", false
}

// nameFrom finds the person's name in the lines before the first heading:
// the first line that is words alone, not a title such as "Curriculum Vitae".
func nameFrom(lines []string) string {
	for _, l := range nonBlank(lines) {
		k := headingKey(l)
		if k == "curriculum vitae" || k == "resume" || k == "cv" || k == "résumé" || k == "ජීව දත්ත පත්රිකාව" || k == "சுயவிவரக்கோவை" {
			continue
		}
		if strings.ContainsAny(l, "@0123456789/:") || len(strings.Fields(l)) > 6 {
			return ""
		}
		return strings.Trim(l, " ,.")
	}
	return ""
}

// summaryFrom takes the summary section, or else a paragraph before the
// first heading that is long enough to be one.
func (im *importer) summaryFrom(summary, header []string) {
	if text := strings.Join(nonBlank(summary), " "); text != "" {
		im.d.PersonalInfo.Summary = text
		return
	}
	for _, l := range header {
		if utf8.RuneCountInString(l) >= 120 && !emailRE.MatchString(l) {
			im.d.PersonalInfo.Summary = l
			return
		}
	}
}

// experienceFrom reads jobs: each begins at a line with a date range. The
// rest of that line, or else the line before it, says the position and the
// company; the lines after it describe the job.
func (im *importer) experienceFrom(lines []string) {
	var (
		jobs  []jobportal.CVExperience
		desc  [][]string
		loose []string
	)
	for _, l := range lines {
		m := rangeRE.FindStringSubmatchIndex(l)
		if m == nil {
			if len(jobs) == 0 {
				loose = append(loose, l)
			} else {
				desc[len(desc)-1] = append(desc[len(desc)-1], l)
			}
			continue
		}
		header := strings.Trim(l[:m[0]]+" "+l[m[1]:], " \t,|-–—:()")
		if header == "" {
			// The title is on the line before the dates.
			prev := &loose
			if len(jobs) > 0 {
				prev = &desc[len(desc)-1]
			}
			if n := len(*prev); n > 0 && (*prev)[n-1] != "" && utf8.RuneCountInString((*prev)[n-1]) <= 100 {
				header = (*prev)[n-1]
				*prev = (*prev)[:n-1]
			}
		}
		e := jobportal.CVExperience{}
		e.Position, e.Company, e.Location = splitTitle(header)
		e.StartDate, _ = normalizeDate(l[m[2]:m[3]])
		if end := l[m[4]:m[5]]; isPresent(end) {
			e.Current = true
		} else {
			e.EndDate, _ = normalizeDate(end)
		}
		jobs = append(jobs, e)
		desc = append(desc, nil)
	}
	for i := range jobs {
		var out []string
		for _, d := range desc[i] {
			if d = strings.TrimSpace(d); d == "" {
				continue
			}
			if bulletRE.MatchString(d) {
				d = "• " + bulletRE.ReplaceAllString(d, "")
			} else if len(out) > 0 && !strings.HasPrefix(out[len(out)-1], "• ") {
				out[len(out)-1] += " " + d // a paragraph broken over lines
				continue
			}
			out = append(out, d)
		}
		jobs[i].Description = strings.Join(out, "\n")
	}
	if len(jobs) == 0 && len(nonBlank(loose)) > 0 {
		im.warn("The experience section has no dates such as “2019 - 2022”, so its jobs could not be told apart; add them in the builder.")
	}
	im.d.Experience = append(im.d.Experience, jobs...)
}

// splitTitle splits a job's heading line, such as "Accountant at Lanka
// Traders, Colombo" or "Accountant | Lanka Traders", into position, company
// and location.
func splitTitle(s string) (position, company, location string) {
	s = strings.TrimSpace(bulletRE.ReplaceAllString(s, ""))
	for _, sep := range []string{" at ", " @ ", " | ", " – ", " — ", " - ", ", "} {
		if before, after, ok := strings.Cut(s, sep); ok {
			position = strings.TrimSpace(before)
			company = strings.TrimSpace(after)
			for _, sep2 := range []string{", ", " | ", " - "} {
				if c, loc, ok := strings.Cut(company, sep2); ok {
					company, location = strings.TrimSpace(c), strings.TrimSpace(loc)
					break
				}
			}
			return position, company, location
		}
	}
	return s, "", ""
}

// educationFrom reads courses: blocks of lines (split by blank lines, and
// where a line with a year follows one), with the institution found by its
// name and the years by their shape.
func (im *importer) educationFrom(lines []string) {
	var courses [][]string
	for _, b := range blocks(lines) {
		courses = append(courses, byYears(b)...)
	}
	for _, b := range courses {
		e := jobportal.CVEducation{}
		var rest []string
		for _, l := range b {
			l = strings.TrimSpace(bulletRE.ReplaceAllString(l, ""))
			plain := strings.Trim(yearRE.ReplaceAllString(rangeRE.ReplaceAllString(l, ""), ""), " ,|-–—:()")
			switch {
			case e.StartDate == "" && rangeRE.MatchString(l):
				m := rangeRE.FindStringSubmatch(l)
				e.StartDate, _ = normalizeDate(m[1])
				if isPresent(m[2]) {
					e.Current = true
				} else {
					e.EndDate, _ = normalizeDate(m[2])
				}
			case e.EndDate == "" && e.StartDate == "" && yearRE.MatchString(l):
				e.EndDate, _ = normalizeDate(yearRE.FindAllString(l, -1)[len(yearRE.FindAllString(l, -1))-1])
			}
			for _, part := range partsRE.Split(plain, -1) {
				switch part = strings.TrimSpace(part); {
				case part == "":
				case e.Institution == "" && institutionRE.MatchString(part):
					e.Institution = part
				case e.Degree == "":
					e.Degree = part
				default:
					rest = append(rest, part)
				}
			}
		}
		e.Description = strings.Join(rest, "\n")
		if e.Institution == "" && e.Degree == "" {
			continue
		}
		im.d.Education = append(im.d.Education, e)
	}
}

// skillsFrom reads skills (or languages) written as a list: one a line,
// or several separated by commas, each with an optional level after a
// colon, a dash or in brackets ("Excel (advanced)", "English - Fluent").
func (im *importer) skillsFrom(lines []string, languages bool) {
	for _, l := range nonBlank(lines) {
		l = bulletRE.ReplaceAllString(l, "")
		// "Technical: Excel, Tally" names a group before its skills.
		if before, after, ok := strings.Cut(l, ":"); ok && strings.Contains(after, ",") && utf8.RuneCountInString(before) < 30 {
			l = after
		}
		for _, item := range itemsRE.Split(l, -1) {
			name, lvl := splitLevel(strings.TrimSpace(item))
			if name == "" || utf8.RuneCountInString(name) > 60 || len(strings.Fields(name)) > 6 {
				continue
			}
			if languages {
				im.d.Skills.Languages = append(im.d.Skills.Languages, jobportal.CVSkill{Name: name,
					Level: levelOr(lvl, jobportal.SkillIntermediate)})
			} else {
				im.addSkill(name, levelOr(lvl, jobportal.SkillIntermediate))
			}
		}
	}
}

var levelSuffixRE = regexp.MustCompile(`^(.+?)\s*(?:\(([^)]*)\)|[:–—-]\s*(.+))$`)

// splitLevel splits "Excel (advanced)" or "English - fluent" into the name
// and the level as written; a name with no known level after it is kept whole.
func splitLevel(item string) (name, lvl string) {
	if m := levelSuffixRE.FindStringSubmatch(item); m != nil {
		written := m[2] + m[3]
		if _, ok := level(written); ok {
			return strings.TrimSpace(m[1]), written
		}
	}
	return strings.Trim(item, " ."), ""
}

// rangeOrDate finds a month and year ("Jun 2021") or a date in a line, written as the CV keeps dates.
func rangeOrDate(l string) string {
	if m := monthYearInRE.FindString(l); m != "" {
		if d, ok := normalizeDate(m); ok {
			return d
		}
	}
	return ""
}

// blocks splits lines into groups separated by blank lines.
func blocks(lines []string) [][]string {
	var out [][]string
	var cur []string
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			if len(cur) > 0 {
				out = append(out, cur)
				cur = nil
			}
			continue
		}
		cur = append(cur, strings.TrimSpace(bulletRE.ReplaceAllString(l, "")))
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// byYears splits a block of courses where a line with a year follows a
// block that already has one: courses written one a line, without blank
// lines between them.
func byYears(block []string) [][]string {
	var out [][]string
	var cur []string
	dated := false
	for _, l := range block {
		if yearRE.MatchString(l) && dated {
			out = append(out, cur)
			cur, dated = nil, false
		}
		cur = append(cur, l)
		dated = dated || yearRE.MatchString(l)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// nonBlank returns the lines that are not blank, trimmed and without bullets.
func nonBlank(lines []string) []string {
	var out []string
	for _, l := range lines {
		if l = strings.TrimSpace(bulletRE.ReplaceAllString(l, "")); l != "" {
			out = append(out, l)
		}
	}
	return out
}

var (
	// partsRE splits a line of a course into its parts.
	partsRE = regexp.MustCompile(`\s*(?:,|\||\s[–—-]\s)\s*`)
	// itemsRE splits a line of a list of skills into its items.
	itemsRE = regexp.MustCompile(`[,;|•]|\s/\s`)
	// monthYearInRE finds a month and year in a line.
	monthYearInRE = regexp.MustCompile(`(?i)\b` + monthWord + `\s+(?:19|20)\d{2}\b`)
)
