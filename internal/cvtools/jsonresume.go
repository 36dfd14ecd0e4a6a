package cvtools

import (
	"bytes"
	"encoding/json"
	"errors"
	"sort"
	"strings"

	"jobportal/internal/jobportal"
)

// The JSON Resume schema (jsonresume.org, version 1.0.0), as far as the CV
// builder keeps it.
type jsonResume struct {
	Basics       *jrBasics        `json:"basics,omitempty"`
	Work         []jrWork         `json:"work,omitempty"`
	Volunteer    []jrVolunteer    `json:"volunteer,omitempty"`
	Education    []jrEducation    `json:"education,omitempty"`
	Awards       []jrAward        `json:"awards,omitempty"`
	Certificates []jrCertificate  `json:"certificates,omitempty"`
	Publications []jrPublication  `json:"publications,omitempty"`
	Skills       []jrSkill        `json:"skills,omitempty"`
	Languages    []jrLanguage     `json:"languages,omitempty"`
	Interests    []jrInterest     `json:"interests,omitempty"`
	References   []jrReference    `json:"references,omitempty"`
	Projects     []jrProject      `json:"projects,omitempty"`
	Meta         *json.RawMessage `json:"meta,omitempty"`
	Schema       string           `json:"$schema,omitempty"`
}

type jrBasics struct {
	Name     string      `json:"name,omitempty"`
	Label    string      `json:"label,omitempty"`
	Image    string      `json:"image,omitempty"`
	Email    string      `json:"email,omitempty"`
	Phone    string      `json:"phone,omitempty"`
	URL      string      `json:"url,omitempty"`
	Summary  string      `json:"summary,omitempty"`
	Location *jrLocation `json:"location,omitempty"`
	Profiles []jrProfile `json:"profiles,omitempty"`
}

type jrLocation struct {
	Address     string `json:"address,omitempty"`
	PostalCode  string `json:"postalCode,omitempty"`
	City        string `json:"city,omitempty"`
	CountryCode string `json:"countryCode,omitempty"`
	Region      string `json:"region,omitempty"`
}

type jrProfile struct {
	Network  string `json:"network,omitempty"`
	Username string `json:"username,omitempty"`
	URL      string `json:"url,omitempty"`
}

type jrWork struct {
	Name        string   `json:"name,omitempty"`
	Location    string   `json:"location,omitempty"`
	Description string   `json:"description,omitempty"`
	Position    string   `json:"position,omitempty"`
	URL         string   `json:"url,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	Summary     string   `json:"summary,omitempty"`
	Highlights  []string `json:"highlights,omitempty"`
	// Company is the employer's name in the schema before 1.0.0, which
	// many documents still follow.
	Company string `json:"company,omitempty"`
}

type jrVolunteer struct {
	Organization string   `json:"organization,omitempty"`
	Position     string   `json:"position,omitempty"`
	URL          string   `json:"url,omitempty"`
	StartDate    string   `json:"startDate,omitempty"`
	EndDate      string   `json:"endDate,omitempty"`
	Summary      string   `json:"summary,omitempty"`
	Highlights   []string `json:"highlights,omitempty"`
}

type jrEducation struct {
	Institution string   `json:"institution,omitempty"`
	URL         string   `json:"url,omitempty"`
	Area        string   `json:"area,omitempty"`
	StudyType   string   `json:"studyType,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	Score       string   `json:"score,omitempty"`
	Courses     []string `json:"courses,omitempty"`
	// GPA is the score in the schema before 1.0.0.
	GPA string `json:"gpa,omitempty"`
}

type jrAward struct {
	Title   string `json:"title,omitempty"`
	Date    string `json:"date,omitempty"`
	Awarder string `json:"awarder,omitempty"`
	Summary string `json:"summary,omitempty"`
}

type jrCertificate struct {
	Name   string `json:"name,omitempty"`
	Date   string `json:"date,omitempty"`
	URL    string `json:"url,omitempty"`
	Issuer string `json:"issuer,omitempty"`
}

type jrPublication struct {
	Name        string `json:"name,omitempty"`
	Publisher   string `json:"publisher,omitempty"`
	ReleaseDate string `json:"releaseDate,omitempty"`
	URL         string `json:"url,omitempty"`
	Summary     string `json:"summary,omitempty"`
}

type jrSkill struct {
	Name     string   `json:"name,omitempty"`
	Level    string   `json:"level,omitempty"`
	Keywords []string `json:"keywords,omitempty"`
}

type jrLanguage struct {
	Language string `json:"language,omitempty"`
	Fluency  string `json:"fluency,omitempty"`
}

type jrInterest struct {
	Name     string   `json:"name,omitempty"`
	Keywords []string `json:"keywords,omitempty"`
}

type jrReference struct {
	Name      string `json:"name,omitempty"`
	Reference string `json:"reference,omitempty"`
}

type jrProject struct {
	Name        string   `json:"name,omitempty"`
	Description string   `json:"description,omitempty"`
	Highlights  []string `json:"highlights,omitempty"`
	Keywords    []string `json:"keywords,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	URL         string   `json:"url,omitempty"`
	Roles       []string `json:"roles,omitempty"`
	Entity      string   `json:"entity,omitempty"`
	Type        string   `json:"type,omitempty"`
}

// jsonResumeKeys are the top-level keys of the schema that hold a CV's facts.
var jsonResumeKeys = []string{"basics", "work", "volunteer", "education", "awards", "certificates",
	"publications", "skills", "languages", "interests", "references", "projects"}

// The titles of the custom sections that JSON Resume's sections without a
// place in the CV builder become, and come back from.
const (
	sectionProfiles     = "Profiles"
	sectionVolunteering = "Volunteering"
	sectionPublications = "Publications"
	sectionInterests    = "Interests"
)

// notJSONResume is the message for data that is not a JSON Resume document.
const notJSONResume = "This is not a JSON Resume document: it needs at least one of basics, work, education, skills, languages, certificates, projects, awards or references."

func (im *importer) jsonResume(data json.RawMessage) error {
	data = unquote(data)
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil || top == nil {
		return notThat(notJSONResume)
	}
	found := false
	for _, k := range jsonResumeKeys {
		if v, ok := top[k]; ok && !bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			found = true
		}
	}
	if !found {
		return notThat(notJSONResume)
	}
	var r jsonResume
	if err := json.Unmarshal(data, &r); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return notThat("This is not a JSON Resume document: %s has the wrong type (a %s where the schema has a %s).",
				te.Field, te.Value, jsonKind(te.Type.Kind().String()))
		}
		return notThat(notJSONResume)
	}
	var unknown []string
	known := append([]string{"meta", "$schema"}, jsonResumeKeys...)
	for k := range top {
		if !containsFold(known, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		im.warn("These parts are not in the JSON Resume schema and were left out: %s.", strings.Join(unknown, ", "))
	}
	im.fromJSONResume(&r)
	return nil
}

// jsonKind names a Go kind as JSON calls it.
func jsonKind(kind string) string {
	switch kind {
	case "slice", "array":
		return "list"
	case "struct", "map", "ptr":
		return "object"
	case "string":
		return "text"
	}
	return kind
}

func (im *importer) fromJSONResume(r *jsonResume) {
	d := &im.d
	var profiles []jobportal.CVCustomItem
	if b := r.Basics; b != nil {
		p := &d.PersonalInfo
		p.FirstName, p.LastName = splitName(b.Name)
		p.Email, p.Phone, p.Summary = b.Email, b.Phone, b.Summary
		p.Objective = b.Label
		if l := b.Location; l != nil {
			p.Address, p.PostalCode, p.City = l.Address, l.PostalCode, l.City
			p.Country = countryName(l.CountryCode)
			if p.City == "" {
				p.City = l.Region
			}
		}
		if b.URL != "" {
			profiles = append(profiles, jobportal.CVCustomItem{Title: "Website", Description: im.url(b.URL)})
		}
		for _, pr := range b.Profiles {
			if pr.Network == "" && pr.URL == "" {
				continue
			}
			profiles = append(profiles, jobportal.CVCustomItem{Title: pr.Network, Subtitle: pr.Username, Description: im.url(pr.URL)})
		}
		if b.Image != "" {
			im.warn("The photo was not imported; upload it in the builder.")
		}
	}
	for _, w := range r.Work {
		company := w.Name
		if company == "" {
			company = w.Company
		}
		e := jobportal.CVExperience{Company: company, Position: w.Position, Location: w.Location,
			Description: withHighlights(joinNonEmpty("\n", w.Description, w.Summary), w.Highlights)}
		e.StartDate, e.EndDate, e.Current = im.span(w.StartDate, w.EndDate)
		d.Experience = append(d.Experience, e)
	}
	for _, ed := range r.Education {
		e := jobportal.CVEducation{Institution: ed.Institution, Degree: ed.StudyType, Field: ed.Area, GPA: ed.Score}
		if e.GPA == "" {
			e.GPA = ed.GPA
		}
		if len(ed.Courses) > 0 {
			e.Description = "Courses: " + strings.Join(ed.Courses, ", ")
		}
		e.StartDate, e.EndDate, e.Current = im.span(ed.StartDate, ed.EndDate)
		d.Education = append(d.Education, e)
	}
	for _, s := range r.Skills {
		lvl := levelOr(s.Level, jobportal.SkillIntermediate)
		for _, name := range append([]string{s.Name}, s.Keywords...) {
			im.addSkill(name, lvl)
		}
	}
	for _, l := range r.Languages {
		if l.Language != "" {
			d.Skills.Languages = append(d.Skills.Languages, jobportal.CVSkill{Name: l.Language,
				Level: levelOr(l.Fluency, jobportal.SkillIntermediate)})
		}
	}
	for _, c := range r.Certificates {
		d.Certifications = append(d.Certifications, jobportal.CVCertification{Name: c.Name, Issuer: c.Issuer, Date: c.Date, URL: c.URL})
	}
	for _, p := range r.Projects {
		pr := jobportal.CVProject{Name: p.Name, Description: withHighlights(p.Description, p.Highlights),
			Technologies: p.Keywords, StartDate: p.StartDate, EndDate: p.EndDate}
		if strings.Contains(strings.ToLower(p.URL), "github.com") {
			pr.GitHub = p.URL
		} else {
			pr.URL = p.URL
		}
		d.Projects = append(d.Projects, pr)
	}
	for _, a := range r.Awards {
		desc := a.Summary
		if a.Awarder != "" {
			desc = joinNonEmpty("\n", "Awarded by "+a.Awarder, a.Summary)
		}
		d.Achievements = append(d.Achievements, jobportal.CVAchievement{Title: a.Title, Description: desc, Date: a.Date})
	}
	if len(r.References) > 0 {
		for _, ref := range r.References {
			d.References = append(d.References, referenceFromText(ref.Name, ref.Reference))
		}
	}
	if len(profiles) > 0 {
		d.CustomSections = append(d.CustomSections, jobportal.CVCustomSection{Title: sectionProfiles, Items: profiles})
	}
	if len(r.Volunteer) > 0 {
		s := jobportal.CVCustomSection{Title: sectionVolunteering}
		for _, v := range r.Volunteer {
			s.Items = append(s.Items, jobportal.CVCustomItem{Title: v.Position, Subtitle: v.Organization, Date: v.StartDate,
				Description: withHighlights(v.Summary, v.Highlights)})
		}
		d.CustomSections = append(d.CustomSections, s)
	}
	if len(r.Publications) > 0 {
		s := jobportal.CVCustomSection{Title: sectionPublications}
		for _, p := range r.Publications {
			s.Items = append(s.Items, jobportal.CVCustomItem{Title: p.Name, Subtitle: p.Publisher, Date: p.ReleaseDate,
				Description: joinNonEmpty("\n", p.Summary, p.URL)})
		}
		d.CustomSections = append(d.CustomSections, s)
	}
	if len(r.Interests) > 0 {
		s := jobportal.CVCustomSection{Title: sectionInterests}
		for _, in := range r.Interests {
			s.Items = append(s.Items, jobportal.CVCustomItem{Title: in.Name, Description: strings.Join(in.Keywords, ", ")})
		}
		d.CustomSections = append(d.CustomSections, s)
	}
}

// span reads a start and end date; an end that is missing or says
// "present" means the thing goes on.
func (im *importer) span(start, end string) (string, string, bool) {
	start, end = strings.TrimSpace(start), strings.TrimSpace(end)
	if isPresent(end) || (end == "" && start != "") {
		return start, "", true
	}
	return start, end, false
}

// withHighlights writes a summary and its highlights as one text, each
// highlight a line starting with a bullet.
func withHighlights(summary string, highlights []string) string {
	lines := []string{}
	if s := strings.TrimSpace(summary); s != "" {
		lines = append(lines, s)
	}
	for _, h := range highlights {
		if h = strings.TrimSpace(h); h != "" {
			lines = append(lines, "• "+h)
		}
	}
	return strings.Join(lines, "\n")
}

// addSkill adds a skill to the soft or technical skills, or the languages,
// as its name says.
func (im *importer) addSkill(name, lvl string) {
	name = strings.TrimSpace(name)
	if name == "" {
		return
	}
	s := jobportal.CVSkill{Name: name, Level: lvl}
	switch {
	case isLanguage(name):
		im.d.Skills.Languages = append(im.d.Skills.Languages, s)
	case isSoftSkill(name):
		im.d.Skills.Soft = append(im.d.Skills.Soft, s)
	default:
		im.d.Skills.Technical = append(im.d.Skills.Technical, s)
	}
}

// referenceFromText reads a reference written as text ("Manager, Lanka
// Bank, nimal@example.lk, 077 123 4567") into its parts.
func referenceFromText(name, text string) jobportal.CVReference {
	r := jobportal.CVReference{Name: name}
	var rest []string
	for _, part := range strings.FieldsFunc(text, func(c rune) bool { return c == ',' || c == ';' || c == '\n' }) {
		part = strings.TrimSpace(part)
		switch {
		case part == "":
		case r.Email == "" && emailRE.MatchString(part):
			r.Email = emailRE.FindString(part)
		case r.Phone == "" && phoneRE.MatchString(part):
			r.Phone = strings.TrimSpace(phoneRE.FindString(part))
		default:
			rest = append(rest, part)
		}
	}
	if len(rest) > 0 {
		r.Position = rest[0]
	}
	if len(rest) > 1 {
		r.Company = rest[1]
	}
	if len(rest) > 2 {
		r.Relationship = strings.Join(rest[2:], ", ")
	}
	return r
}
