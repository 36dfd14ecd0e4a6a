package cvtools

import (
	"encoding/json"
	"fmt"
	"strings"

	"jobportal/internal/jobportal"
)

// jsonResumeSchema is the address of the schema the export follows.
const jsonResumeSchema = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"

// ExportJSONResume writes a CV as a JSON Resume document (schema 1.0.0),
// the reverse of Import's json-resume: importing what it writes gives back
// the CV's facts. The custom sections Import makes of JSON Resume's
// profiles, volunteering, publications and interests go back there; other
// custom sections, which JSON Resume has no place for, go into meta.
func ExportJSONResume(cv jobportal.CV) ([]byte, error) {
	d := cv.BuilderData
	p := d.PersonalInfo
	r := jsonResume{Schema: jsonResumeSchema}
	b := &jrBasics{Name: joinNonEmpty(" ", p.FirstName, p.LastName), Email: p.Email, Phone: p.Phone, Summary: p.Summary,
		Label: p.Objective}
	if b.Label == "" && len(d.Experience) > 0 {
		b.Label = latestJob(d.Experience).Position
	}
	if p.Address != "" || p.City != "" || p.Country != "" || p.PostalCode != "" {
		l := &jrLocation{Address: p.Address, PostalCode: p.PostalCode, City: p.City, CountryCode: countryCode(p.Country)}
		if l.CountryCode == "" {
			l.Region = p.Country
		}
		b.Location = l
	}
	var custom []jobportal.CVCustomSection
	for _, s := range d.CustomSections {
		switch {
		case strings.EqualFold(s.Title, sectionProfiles):
			for _, it := range s.Items {
				if strings.EqualFold(it.Title, "Website") && b.URL == "" {
					b.URL = it.Description
					continue
				}
				b.Profiles = append(b.Profiles, jrProfile{Network: it.Title, Username: it.Subtitle, URL: it.Description})
			}
		case strings.EqualFold(s.Title, sectionVolunteering):
			for _, it := range s.Items {
				summary, highlights := splitHighlights(it.Description)
				r.Volunteer = append(r.Volunteer, jrVolunteer{Organization: it.Subtitle, Position: it.Title, StartDate: it.Date,
					Summary: summary, Highlights: highlights})
			}
		case strings.EqualFold(s.Title, sectionPublications):
			for _, it := range s.Items {
				r.Publications = append(r.Publications, jrPublication{Name: it.Title, Publisher: it.Subtitle,
					ReleaseDate: it.Date, Summary: it.Description})
			}
		case strings.EqualFold(s.Title, sectionInterests):
			for _, it := range s.Items {
				in := jrInterest{Name: it.Title}
				for _, k := range strings.Split(it.Description, ",") {
					if k = strings.TrimSpace(k); k != "" {
						in.Keywords = append(in.Keywords, k)
					}
				}
				r.Interests = append(r.Interests, in)
			}
		default:
			custom = append(custom, s)
		}
	}
	r.Basics = b
	for _, e := range d.Experience {
		summary, highlights := splitHighlights(e.Description)
		w := jrWork{Name: e.Company, Position: e.Position, Location: e.Location, StartDate: e.StartDate,
			Summary: summary, Highlights: highlights}
		if !e.Current {
			w.EndDate = e.EndDate
		}
		r.Work = append(r.Work, w)
	}
	for _, e := range d.Education {
		ed := jrEducation{Institution: e.Institution, Area: e.Field, StudyType: e.Degree, StartDate: e.StartDate, Score: e.GPA}
		if !e.Current {
			ed.EndDate = e.EndDate
		}
		if courses, ok := strings.CutPrefix(e.Description, "Courses: "); ok {
			for _, c := range strings.Split(courses, ", ") {
				ed.Courses = append(ed.Courses, strings.TrimSpace(c))
			}
		} else {
			for _, l := range strings.Split(e.Description, "\n") {
				if l = strings.TrimSpace(l); l != "" {
					ed.Courses = append(ed.Courses, l)
				}
			}
		}
		r.Education = append(r.Education, ed)
	}
	for _, list := range [][]jobportal.CVSkill{d.Skills.Technical, d.Skills.Soft} {
		for _, s := range list {
			r.Skills = append(r.Skills, jrSkill{Name: s.Name, Level: skillLevelNames[s.Level]})
		}
	}
	for _, s := range d.Skills.Languages {
		r.Languages = append(r.Languages, jrLanguage{Language: s.Name, Fluency: fluencyNames[s.Level]})
	}
	for _, c := range d.Certifications {
		r.Certificates = append(r.Certificates, jrCertificate{Name: c.Name, Date: c.Date, Issuer: c.Issuer, URL: c.URL})
	}
	for _, p := range d.Projects {
		summary, highlights := splitHighlights(p.Description)
		pr := jrProject{Name: p.Name, Description: summary, Highlights: highlights, Keywords: p.Technologies,
			StartDate: p.StartDate, EndDate: p.EndDate, URL: p.URL}
		if pr.URL == "" {
			pr.URL = p.GitHub
		}
		r.Projects = append(r.Projects, pr)
	}
	for _, a := range d.Achievements {
		aw := jrAward{Title: a.Title, Date: a.Date, Summary: a.Description}
		if first, rest, _ := strings.Cut(a.Description, "\n"); strings.HasPrefix(first, "Awarded by ") {
			aw.Awarder, aw.Summary = strings.TrimPrefix(first, "Awarded by "), rest
		}
		r.Awards = append(r.Awards, aw)
	}
	for _, ref := range d.References {
		r.References = append(r.References, jrReference{Name: ref.Name,
			Reference: joinNonEmpty(", ", ref.Position, ref.Company, ref.Email, ref.Phone, ref.Relationship)})
	}
	meta := map[string]any{"version": "v1.0.0", "title": cv.Title, "language": cv.Language}
	if !cv.UpdatedAt.IsZero() {
		meta["lastModified"] = cv.UpdatedAt.UTC().Format("2006-01-02T15:04:05Z")
	}
	if len(custom) > 0 {
		meta["customSections"] = custom
	}
	raw, err := json.Marshal(meta)
	if err != nil {
		return nil, fmt.Errorf("export JSON Resume: %w", err)
	}
	m := json.RawMessage(raw)
	r.Meta = &m
	out, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("export JSON Resume: %w", err)
	}
	return out, nil
}

// splitHighlights splits a description into its text and the lines that
// start with a bullet, as JSON Resume keeps them apart.
func splitHighlights(desc string) (string, []string) {
	var text, highlights []string
	for _, l := range strings.Split(desc, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "":
		case bulletRE.MatchString(l) && !yearRE.MatchString(l[:min(len(l), 4)]):
			highlights = append(highlights, strings.TrimSpace(bulletRE.ReplaceAllString(l, "")))
		default:
			text = append(text, l)
		}
	}
	return strings.Join(text, "\n"), highlights
}

// latestJob is the job that began last, a current one first.
func latestJob(list []jobportal.CVExperience) jobportal.CVExperience {
	best := list[0]
	for _, e := range list[1:] {
		if e.Current && !best.Current || e.Current == best.Current && e.StartDate > best.StartDate {
			best = e
		}
	}
	return best
}
