package cvtools

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"regexp"
	"strings"

	"jobportal/internal/jobportal"
)

// linkedInExport is what the person sends of LinkedIn's data export: the
// text of each CSV file they have, by name.
type linkedInExport struct {
	Profile   string `json:"profile"`
	Positions string `json:"positions"`
	Education string `json:"education"`
	Skills    string `json:"skills"`
}

// linkedInFile is one CSV file of the export: its rows, each a map from the
// header (in lower case) to the value.
type linkedInFile []map[string]string

const notLinkedIn = "Send LinkedIn's data export as {profile, positions, education, skills}, each the text of that CSV file (Profile.csv, Positions.csv, Education.csv, Skills.csv); at least one is needed."

func (im *importer) linkedIn(data json.RawMessage) error {
	var x linkedInExport
	dec := json.NewDecoder(bytes.NewReader(unquote(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&x); err != nil {
		return notThat(notLinkedIn)
	}
	if strings.TrimSpace(x.Profile+x.Positions+x.Education+x.Skills) == "" {
		return notThat(notLinkedIn)
	}
	files := []struct {
		text, name string
		needs      []string
		read       func(linkedInFile)
	}{
		{x.Profile, "Profile.csv", []string{"first name", "last name"}, im.linkedInProfile},
		{x.Positions, "Positions.csv", []string{"company name", "title"}, im.linkedInPositions},
		{x.Education, "Education.csv", []string{"school name"}, im.linkedInEducation},
		{x.Skills, "Skills.csv", []string{"name"}, im.linkedInSkills},
	}
	for _, f := range files {
		if strings.TrimSpace(f.text) == "" {
			continue
		}
		rows, problem := readCSV(f.text, f.needs)
		if problem != "" {
			return notThat("This is not LinkedIn's %s: %s", f.name, problem)
		}
		f.read(rows)
	}
	return nil
}

// readCSV reads a CSV file with a header row, which must name the columns
// needs (in any case; a byte order mark before it is skipped). problem
// says why it could not be read.
func readCSV(text string, needs []string) (rows linkedInFile, problem string) {
	text = strings.TrimPrefix(strings.TrimSpace(text), "\ufeff")
	r := csv.NewReader(strings.NewReader(text))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	header, err := r.Read()
	if err != nil {
		return nil, "it could not be read as CSV."
	}
	for i, h := range header {
		header[i] = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")))
	}
	for _, n := range needs {
		if !containsFold(header, n) {
			return nil, "it lacks the column " + titleCase(n) + "."
		}
	}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, "it could not be read as CSV."
		}
		row := map[string]string{}
		for i, v := range rec {
			if i < len(header) {
				row[header[i]] = strings.TrimSpace(v)
			}
		}
		rows = append(rows, row)
	}
	return rows, ""
}

// titleCase writes "company name" as "Company Name".
func titleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

var urlRE = regexp.MustCompile(`https?://[^\s,\]]+`)

func (im *importer) linkedInProfile(rows linkedInFile) {
	if len(rows) == 0 {
		return
	}
	r := rows[0]
	p := &im.d.PersonalInfo
	p.FirstName, p.LastName = r["first name"], r["last name"]
	p.Objective, p.Summary = r["headline"], r["summary"]
	p.Address, p.PostalCode = r["address"], r["zip code"]
	// Geo Location reads "Colombo, Western Province, Sri Lanka".
	if geo := strings.Split(r["geo location"], ","); strings.TrimSpace(geo[0]) != "" {
		p.City = strings.TrimSpace(geo[0])
		if len(geo) > 1 {
			p.Country = strings.TrimSpace(geo[len(geo)-1])
		}
	}
	if b := r["birth date"]; b != "" {
		if d, ok := normalizeDate(b); ok && len(d) == len("2006-01-02") {
			p.DateOfBirth = d
		}
	}
	var items []jobportal.CVCustomItem
	for _, u := range urlRE.FindAllString(r["websites"], -1) {
		items = append(items, jobportal.CVCustomItem{Title: "Website", Description: im.url(u)})
	}
	if t := strings.Trim(r["twitter handles"], "[] "); t != "" {
		items = append(items, jobportal.CVCustomItem{Title: "Twitter", Subtitle: t})
	}
	if len(items) > 0 {
		im.d.CustomSections = append(im.d.CustomSections, jobportal.CVCustomSection{Title: sectionProfiles, Items: items})
	}
}

func (im *importer) linkedInPositions(rows linkedInFile) {
	for _, r := range rows {
		if r["company name"] == "" && r["title"] == "" {
			continue
		}
		e := jobportal.CVExperience{Company: r["company name"], Position: r["title"], Description: r["description"],
			Location: r["location"]}
		e.StartDate, e.EndDate, e.Current = im.span(r["started on"], r["finished on"])
		im.d.Experience = append(im.d.Experience, e)
	}
}

func (im *importer) linkedInEducation(rows linkedInFile) {
	for _, r := range rows {
		if r["school name"] == "" {
			continue
		}
		e := jobportal.CVEducation{Institution: r["school name"], Degree: r["degree name"],
			Description: joinNonEmpty("\n", r["notes"], r["activities"])}
		// A course that has no end date is one whose end LinkedIn was not told.
		e.StartDate, e.EndDate = r["start date"], r["end date"]
		if isPresent(e.EndDate) {
			e.EndDate, e.Current = "", true
		}
		im.d.Education = append(im.d.Education, e)
	}
}

func (im *importer) linkedInSkills(rows linkedInFile) {
	for _, r := range rows {
		im.addSkill(r["name"], jobportal.SkillIntermediate)
	}
}
