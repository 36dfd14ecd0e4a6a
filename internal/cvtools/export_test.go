package cvtools_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"jobportal/internal/cvtools"
	"jobportal/internal/jobportal"
)

// fullCV is a CV with every section filled.
func fullCV() jobportal.CV {
	return jobportal.CV{
		ID: 7, Title: "Accounts CV", Language: "en", UpdatedAt: time.Date(2026, 11, 1, 8, 0, 0, 0, time.UTC),
		Customization: jobportal.DefaultCVCustomization(),
		BuilderData: jobportal.CVData{
			PersonalInfo: jobportal.CVPersonalInfo{FirstName: "Nimal", LastName: "Perera", Email: "nimal@example.lk",
				Phone: "077 123 4567", Address: "12 Temple Road", City: "Nugegoda", Country: "Sri Lanka", PostalCode: "10250",
				Summary: "Accountant with eight years in audit and reporting.", Objective: "Finance Manager"},
			Experience: []jobportal.CVExperience{
				{ID: "exp-1", Company: "Ceylon Traders PLC", Position: "Senior Accountant", StartDate: "2019-03", Current: true,
					Description: "Lead the month-end close.\n• Cut the close from 10 to 6 days", Location: "Colombo"},
				{ID: "exp-2", Company: "Lanka Audit", Position: "Audit Trainee", StartDate: "2015-01", EndDate: "2019-02"},
			},
			Education: []jobportal.CVEducation{{ID: "edu-1", Institution: "University of Sri Jayewardenepura", Degree: "BSc",
				Field: "Accounting", StartDate: "2011-01", EndDate: "2015-01", GPA: "3.6", Description: "Courses: Auditing, Taxation"}},
			Skills: jobportal.CVSkills{
				Technical: []jobportal.CVSkill{{Name: "Tally", Level: "advanced"}, {Name: "SLFRS", Level: "expert"}},
				Soft:      []jobportal.CVSkill{{Name: "Leadership", Level: "intermediate"}},
				Languages: []jobportal.CVSkill{{Name: "Sinhala", Level: "expert"}, {Name: "English", Level: "advanced"},
					{Name: "Tamil", Level: "beginner"}},
			},
			Certifications: []jobportal.CVCertification{{ID: "c-1", Name: "ACA", Issuer: "CA Sri Lanka", Date: "2020-06",
				URL: "https://www.casrilanka.com"}},
			Projects: []jobportal.CVProject{{ID: "p-1", Name: "Close automation", Description: "Macros.",
				Technologies: []string{"Excel", "VBA"}, StartDate: "2021-01", EndDate: "2021-06", URL: "https://close.example.lk"}},
			Achievements: []jobportal.CVAchievement{{ID: "a-1", Title: "Best Trainee", Description: "Awarded by Lanka Audit\nTop of 40.",
				Date: "2017-12"}},
			References: []jobportal.CVReference{{ID: "r-1", Name: "Sunil Silva", Position: "Finance Director",
				Company: "Ceylon Traders PLC", Email: "sunil@ceylontraders.lk", Phone: "011 234 5678"}},
			CustomSections: []jobportal.CVCustomSection{
				{ID: "s-1", Title: "Profiles", Items: []jobportal.CVCustomItem{{ID: "i-1", Title: "LinkedIn", Subtitle: "nimalp",
					Description: "https://www.linkedin.com/in/nimalp"}}},
				{ID: "s-2", Title: "Volunteering", Items: []jobportal.CVCustomItem{{ID: "i-2", Title: "Treasurer",
					Subtitle: "Rotaract Colombo", Date: "2016-01", Description: "Kept the books."}}},
				{ID: "s-3", Title: "Sports", Items: []jobportal.CVCustomItem{{ID: "i-3", Title: "Cricket captain"}}},
			},
		},
	}
}

func TestExportJSONResume(t *testing.T) {
	out, err := cvtools.ExportJSONResume(fullCV())
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	basics := doc["basics"].(map[string]any)
	if basics["name"] != "Nimal Perera" || basics["label"] != "Finance Manager" ||
		basics["location"].(map[string]any)["countryCode"] != "LK" {
		t.Errorf("basics %v", basics)
	}
	work := doc["work"].([]any)
	first := work[0].(map[string]any)
	if first["name"] != "Ceylon Traders PLC" || first["endDate"] != nil || first["summary"] != "Lead the month-end close." ||
		!reflect.DeepEqual(first["highlights"], []any{"Cut the close from 10 to 6 days"}) {
		t.Errorf("work %v", first)
	}
	if langs := doc["languages"].([]any); langs[0].(map[string]any)["fluency"] != "Native or bilingual" {
		t.Errorf("languages %v", langs)
	}
	meta := doc["meta"].(map[string]any)
	if custom, _ := meta["customSections"].([]any); len(custom) != 1 {
		t.Errorf("the section with no place in JSON Resume is not in meta: %v", meta)
	}
	if doc["$schema"] == nil || doc["volunteer"] == nil {
		t.Errorf("document %s", out)
	}
}

// TestExportThenImportKeepsTheFacts checks that a CV written as JSON Resume
// and read back has the same facts.
func TestExportThenImportKeepsTheFacts(t *testing.T) {
	cv := fullCV()
	out, err := cvtools.ExportJSONResume(cv)
	if err != nil {
		t.Fatal(err)
	}
	d, warnings, err := cvtools.Import(cvtools.SourceJSONResume, out)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 0 {
		t.Errorf("warnings %q", warnings)
	}
	want := cv.BuilderData
	// Ids are given anew, and the section JSON Resume has no place for stays in meta.
	want.CustomSections = want.CustomSections[:2]
	clearIDs := func(d *jobportal.CVData) {
		for i := range d.Experience {
			d.Experience[i].ID = ""
		}
		for i := range d.Education {
			d.Education[i].ID = ""
		}
		for i := range d.Certifications {
			d.Certifications[i].ID = ""
		}
		for i := range d.Projects {
			d.Projects[i].ID = ""
		}
		for i := range d.Achievements {
			d.Achievements[i].ID = ""
		}
		for i := range d.References {
			d.References[i].ID = ""
		}
		for i := range d.CustomSections {
			d.CustomSections[i].ID = ""
			for j := range d.CustomSections[i].Items {
				d.CustomSections[i].Items[j].ID = ""
			}
		}
	}
	clearIDs(&want)
	clearIDs(&d)
	for _, part := range []struct {
		name      string
		got, want any
	}{
		{"personal info", d.PersonalInfo, want.PersonalInfo},
		{"experience", d.Experience, want.Experience},
		{"education", d.Education, want.Education},
		{"skills", d.Skills, want.Skills},
		{"certifications", d.Certifications, want.Certifications},
		{"projects", d.Projects, want.Projects},
		{"achievements", d.Achievements, want.Achievements},
		{"references", d.References, want.References},
		{"custom sections", d.CustomSections, want.CustomSections},
	} {
		if !reflect.DeepEqual(part.got, part.want) {
			t.Errorf("%s:\n got  %+v\n want %+v", part.name, part.got, part.want)
		}
	}
}

func TestExportOfAnEmptyCV(t *testing.T) {
	out, err := cvtools.ExportJSONResume(jobportal.CV{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "null") {
		t.Fatalf("null in %s", out)
	}
}
