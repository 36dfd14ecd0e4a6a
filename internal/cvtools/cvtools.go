// Package cvtools reads CVs written elsewhere into the CV builder's data
// (JSON Resume, LinkedIn's data export, pasted text), writes a CV back out
// as JSON Resume, and analyses a CV with rules that explain themselves. It
// knows nothing of storage or HTTP: data in, data out.
package cvtools

import (
	"encoding/json"
	"fmt"
	"net/mail"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// The sources Import reads.
const (
	SourceJSONResume = "json-resume"
	SourceLinkedIn   = "linkedin"
	SourceText       = "text"
)

// Sources lists the sources Import reads.
var Sources = []string{SourceJSONResume, SourceLinkedIn, SourceText}

// Import reads data written in source into a CV's builder data, with
// warnings that tell the person what was changed or left out on the way.
// What it returns keeps the CV's limits: lists of at most
// jobportal.MaxCVItems, texts within their lengths, dates "YYYY-MM" or
// "YYYY-MM-DD", web addresses http(s); each item has an id "imp-<n>".
// Data that is not of that source is an EINVALID error naming the field
// data; an unknown source one naming source.
func Import(source string, data json.RawMessage) (jobportal.CVData, []string, error) {
	im := &importer{}
	var err error
	switch source {
	case SourceJSONResume:
		err = im.jsonResume(data)
	case SourceLinkedIn:
		err = im.linkedIn(data)
	case SourceText:
		err = im.text(data)
	default:
		return jobportal.CVData{}, nil, fieldError("source", "Choose the source json-resume, linkedin or text.")
	}
	if err != nil {
		return jobportal.CVData{}, nil, err
	}
	im.finish()
	return im.d, im.warnings, nil
}

// importer gathers what an import finds, and the warnings about it.
type importer struct {
	d        jobportal.CVData
	warnings []string
	seen     map[string]bool // warnings given, so each is given once
}

// warn adds a warning, once.
func (im *importer) warn(format string, args ...any) {
	w := fmt.Sprintf(format, args...)
	if im.seen == nil {
		im.seen = map[string]bool{}
	}
	if !im.seen[w] {
		im.seen[w] = true
		im.warnings = append(im.warnings, w)
	}
}

// fieldError is an EINVALID error naming one field.
func fieldError(field, msg string) error {
	return &jobportal.Error{Code: jobportal.EINVALID, Message: msg,
		Fields: []jobportal.FieldError{{Field: field, Message: msg}}}
}

// notThat is the error of data that is not of the source it was said to be.
func notThat(format string, args ...any) error {
	return fieldError("data", fmt.Sprintf(format, args...))
}

// unquote reads data that may be a JSON string holding the document
// (as a text box sends it) and returns the document.
func unquote(data json.RawMessage) json.RawMessage {
	var s string
	if err := json.Unmarshal(data, &s); err == nil {
		return json.RawMessage(strings.TrimSpace(s))
	}
	return data
}

// finish brings what was found within the CV's limits and gives every item an id.
func (im *importer) finish() {
	d := &im.d
	n := 0
	id := func() string { n++; return "imp-" + strconv.Itoa(n) }
	d.Experience = limitList(im, "experience", d.Experience)
	d.Education = limitList(im, "education", d.Education)
	d.Certifications = limitList(im, "certifications", d.Certifications)
	d.Projects = limitList(im, "projects", d.Projects)
	d.Achievements = limitList(im, "achievements", d.Achievements)
	d.References = limitList(im, "references", d.References)
	d.CustomSections = limitList(im, "custom sections", d.CustomSections)
	d.Skills.Technical = limitList(im, "technical skills", dedupeSkills(d.Skills.Technical))
	d.Skills.Soft = limitList(im, "soft skills", dedupeSkills(d.Skills.Soft))
	d.Skills.Languages = limitList(im, "languages", dedupeSkills(d.Skills.Languages))

	p := &d.PersonalInfo
	for _, f := range []*string{&p.FirstName, &p.LastName, &p.Phone, &p.Address, &p.City, &p.Country,
		&p.PostalCode, &p.Nationality} {
		*f = im.short(*f)
	}
	p.Summary, p.Objective = im.long(p.Summary), im.long(p.Objective)
	p.Email = strings.TrimSpace(p.Email)
	if p.Email != "" && !validEmail(p.Email) {
		im.warn("The email address %q does not look right and was left out.", p.Email)
		p.Email = ""
	}
	p.Email = im.short(p.Email)
	p.DateOfBirth = im.date("the date of birth", p.DateOfBirth)
	if len(p.DateOfBirth) != len("2006-01-02") {
		p.DateOfBirth = "" // a birth date is a whole date or none
	}
	p.ProfilePhoto = "" // a photo is uploaded, never imported

	for i := range d.Experience {
		e := &d.Experience[i]
		e.ID = id()
		e.Company, e.Position, e.Location = im.short(e.Company), im.short(e.Position), im.short(e.Location)
		e.Description = im.long(e.Description)
		e.StartDate, e.EndDate = im.date("a job's start", e.StartDate), im.date("a job's end", e.EndDate)
		if e.Current {
			e.EndDate = ""
		}
	}
	for i := range d.Education {
		e := &d.Education[i]
		e.ID = id()
		e.Institution, e.Degree, e.Field = im.short(e.Institution), im.short(e.Degree), im.short(e.Field)
		e.GPA, e.Location = im.short(e.GPA), im.short(e.Location)
		e.Description = im.long(e.Description)
		e.StartDate, e.EndDate = im.date("a course's start", e.StartDate), im.date("a course's end", e.EndDate)
		if e.Current {
			e.EndDate = ""
		}
	}
	for _, list := range []*[]jobportal.CVSkill{&d.Skills.Technical, &d.Skills.Soft, &d.Skills.Languages} {
		for i := range *list {
			s := &(*list)[i]
			s.Name = im.short(s.Name)
			if s.Level == "" {
				s.Level = jobportal.SkillIntermediate
			}
		}
	}
	for i := range d.Certifications {
		c := &d.Certifications[i]
		c.ID = id()
		c.Name, c.Issuer, c.CredentialID = im.short(c.Name), im.short(c.Issuer), im.short(c.CredentialID)
		c.Date, c.ExpiryDate = im.date("a certificate's date", c.Date), im.date("a certificate's expiry", c.ExpiryDate)
		c.URL = im.url(c.URL)
	}
	for i := range d.Projects {
		pr := &d.Projects[i]
		pr.ID = id()
		pr.Name, pr.Description = im.short(pr.Name), im.long(pr.Description)
		pr.StartDate, pr.EndDate = im.date("a project's start", pr.StartDate), im.date("a project's end", pr.EndDate)
		pr.URL, pr.GitHub = im.url(pr.URL), im.url(pr.GitHub)
		var techs []string
		for _, t := range pr.Technologies {
			if t = im.short(strings.TrimSpace(t)); t != "" && !containsFold(techs, t) {
				techs = append(techs, t)
			}
		}
		pr.Technologies = limitList(im, "a project's technologies", techs)
	}
	for i := range d.Achievements {
		a := &d.Achievements[i]
		a.ID = id()
		a.Title, a.Description = im.short(a.Title), im.long(a.Description)
		a.Date = im.date("an achievement's date", a.Date)
	}
	for i := range d.References {
		r := &d.References[i]
		r.ID = id()
		for _, f := range []*string{&r.Name, &r.Position, &r.Company, &r.Phone, &r.Relationship} {
			*f = im.short(*f)
		}
		if r.Email = strings.TrimSpace(r.Email); r.Email != "" && !validEmail(r.Email) {
			r.Email = ""
		}
		r.Email = im.short(r.Email)
	}
	for i := range d.CustomSections {
		s := &d.CustomSections[i]
		s.ID = id()
		s.Title = im.short(s.Title)
		s.Items = limitList(im, "the section "+s.Title, s.Items)
		for j := range s.Items {
			it := &s.Items[j]
			it.ID = id()
			it.Title, it.Subtitle, it.Description = im.short(it.Title), im.short(it.Subtitle), im.long(it.Description)
			it.Date = im.date("a date in "+s.Title, it.Date)
		}
	}
	ensureLists(d)
}

// ensureLists gives every list of d an empty list in place of nil, since
// answers never carry null lists.
func ensureLists(d *jobportal.CVData) {
	if d.Experience == nil {
		d.Experience = []jobportal.CVExperience{}
	}
	if d.Education == nil {
		d.Education = []jobportal.CVEducation{}
	}
	if d.Skills.Technical == nil {
		d.Skills.Technical = []jobportal.CVSkill{}
	}
	if d.Skills.Soft == nil {
		d.Skills.Soft = []jobportal.CVSkill{}
	}
	if d.Skills.Languages == nil {
		d.Skills.Languages = []jobportal.CVSkill{}
	}
	if d.Certifications == nil {
		d.Certifications = []jobportal.CVCertification{}
	}
	if d.Projects == nil {
		d.Projects = []jobportal.CVProject{}
	}
	for i := range d.Projects {
		if d.Projects[i].Technologies == nil {
			d.Projects[i].Technologies = []string{}
		}
	}
	if d.Achievements == nil {
		d.Achievements = []jobportal.CVAchievement{}
	}
	if d.References == nil {
		d.References = []jobportal.CVReference{}
	}
	if d.CustomSections == nil {
		d.CustomSections = []jobportal.CVCustomSection{}
	}
	for i := range d.CustomSections {
		if d.CustomSections[i].Items == nil {
			d.CustomSections[i].Items = []jobportal.CVCustomItem{}
		}
	}
}

// limitList keeps the first MaxCVItems of a list, with a warning when more were found.
func limitList[T any](im *importer, what string, list []T) []T {
	if len(list) > jobportal.MaxCVItems {
		im.warn("Only the first %d entries of %s were kept (%d were found).", jobportal.MaxCVItems, what, len(list))
		return list[:jobportal.MaxCVItems]
	}
	return list
}

// short trims a one-line field and cuts it to MaxCVField characters.
func (im *importer) short(s string) string {
	s = strings.Join(strings.Fields(jobportal.CleanText(s)), " ")
	if utf8.RuneCountInString(s) > jobportal.MaxCVField {
		im.warn("Some fields were longer than %d characters and were shortened.", jobportal.MaxCVField)
		s = strings.TrimSpace(string([]rune(s)[:jobportal.MaxCVField]))
	}
	return s
}

// long trims a free text, keeping its line breaks, and cuts it to MaxCVText characters.
func (im *importer) long(s string) string {
	lines := strings.Split(jobportal.CleanText(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	s = strings.TrimSpace(blankLinesRE.ReplaceAllString(strings.Join(lines, "\n"), "\n\n"))
	if utf8.RuneCountInString(s) > jobportal.MaxCVText {
		im.warn("Some texts were longer than %d characters and were shortened.", jobportal.MaxCVText)
		s = strings.TrimSpace(string([]rune(s)[:jobportal.MaxCVText]))
	}
	return s
}

// date writes a date the CV keeps, or drops it with a warning.
func (im *importer) date(what, s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	d, ok := normalizeDate(s)
	if !ok {
		im.warn("The date %q (%s) could not be read and was left out.", s, what)
	}
	return d
}

// url keeps a web address that is http(s), or drops it with a warning.
func (im *importer) url(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	if !strings.Contains(s, "://") && strings.Contains(s, ".") && !strings.ContainsAny(s, " @") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(s) > 500 {
		im.warn("The web address %q was left out: only http and https addresses are kept.", s)
		return ""
	}
	return s
}

func validEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(s[strings.LastIndexByte(s, '@'):], ".") && len(s) <= 254
}

// dedupeSkills drops blank skills and skills named twice, in any case.
func dedupeSkills(list []jobportal.CVSkill) []jobportal.CVSkill {
	var out []jobportal.CVSkill
	seen := map[string]bool{}
	for _, s := range list {
		s.Name = strings.TrimSpace(s.Name)
		key := strings.ToLower(s.Name)
		if s.Name == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, s)
	}
	return out
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

// splitName splits a full name into first names and the last name, as Sri
// Lankan names are written: "A. B. Nimal Perera" is "A. B. Nimal" "Perera".
func splitName(full string) (first, last string) {
	parts := strings.Fields(full)
	switch len(parts) {
	case 0:
		return "", ""
	case 1:
		return parts[0], ""
	}
	return strings.Join(parts[:len(parts)-1], " "), parts[len(parts)-1]
}

// joinNonEmpty joins the non-blank parts with sep.
func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// blankLinesRE finds more than one blank line in a row.
var blankLinesRE = regexp.MustCompile(`\n{3,}`)
