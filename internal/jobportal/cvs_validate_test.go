package jobportal_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

func validCV() jobportal.CV {
	cv := jobportal.CV{Title: "  Software engineer\x00 ", BuilderData: jobportal.CVData{
		PersonalInfo: jobportal.CVPersonalInfo{FirstName: " Nimal ", LastName: "Perera", Email: " Nimal@Example.LK ",
			Phone: "077 123 4567", Summary: "  Backend developer.\r\nColombo.  "},
		Experience: []jobportal.CVExperience{{ID: "exp-1", Company: "WSO2", StartDate: "2021-03", EndDate: "2020-01", Current: true},
			{Company: "Dialog", StartDate: "2019-01-15", EndDate: "2021-02"}, {ID: "exp-1", Company: "IFS"}},
		Skills: jobportal.CVSkills{Technical: []jobportal.CVSkill{{Name: "Go", Level: "Expert"}, {Name: "go"}, {Name: " "}, {Name: "SQL"}}},
	}}
	cv.Normalize()
	return cv
}

func TestCVNormalize(t *testing.T) {
	cv := validCV()
	if cv.Title != "Software engineer" || cv.Language != "en" {
		t.Fatalf("title %q, language %q", cv.Title, cv.Language)
	}
	d := cv.BuilderData
	if d.PersonalInfo.FirstName != "Nimal" || d.PersonalInfo.Email != "nimal@example.lk" || d.PersonalInfo.Summary != "Backend developer.\nColombo." {
		t.Fatalf("personal info %+v", d.PersonalInfo)
	}
	if d.Experience[0].EndDate != "" {
		t.Fatalf("a current job keeps its end date %q", d.Experience[0].EndDate)
	}
	ids := []string{d.Experience[0].ID, d.Experience[1].ID, d.Experience[2].ID}
	if ids[0] != "exp-1" || ids[1] == "" || ids[2] == "exp-1" || ids[1] == ids[2] || !strings.HasPrefix(ids[1], "exp-") {
		t.Fatalf("item ids %v", ids)
	}
	if got := d.Skills.Technical; len(got) != 2 || got[0].Level != "expert" || got[1].Name != "SQL" || got[1].Level != "intermediate" {
		t.Fatalf("skills %+v", got)
	}
	if d.Education == nil || d.Projects == nil || d.CustomSections == nil || d.Skills.Soft == nil || d.References == nil {
		t.Fatal("a list is nil")
	}
	if c := cv.Customization; c.Template != "modern" || c.ColorScheme != "blue" || len(c.SectionOrder) != 9 {
		t.Fatalf("customization %+v", c)
	}
	if err := cv.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestCVValidate(t *testing.T) {
	many := func(n int) []jobportal.CVExperience { return make([]jobportal.CVExperience, n) }
	cases := []struct {
		name  string
		edit  func(cv *jobportal.CV)
		field string
		msg   string
	}{
		{"no title", func(cv *jobportal.CV) { cv.Title = "" }, "title", "required"},
		{"an unknown language", func(cv *jobportal.CV) { cv.Language = "fr" }, "language", ""},
		{"a month 13", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].StartDate = "2024-13-40" },
			"builderData.experience[1].startDate", "YYYY-MM"},
		{"the 30th of February", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].EndDate = "2024-02-30" },
			"builderData.experience[1].endDate", ""},
		{"a date in words", func(cv *jobportal.CV) { cv.BuilderData.Experience[2].StartDate = "March 2020" },
			"builderData.experience[2].startDate", ""},
		{"an end before the start", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].EndDate = "2018-12" },
			"builderData.experience[1].endDate", "before"},
		{"too many jobs", func(cv *jobportal.CV) { cv.BuilderData.Experience = many(51) }, "builderData.experience", "At most 50 entries"},
		{"a javascript address", func(cv *jobportal.CV) {
			cv.BuilderData.Projects = []jobportal.CVProject{{Name: "x", URL: "javascript:alert(1)"}}
		}, "builderData.projects[0].url", "https://"},
		{"an ftp address", func(cv *jobportal.CV) {
			cv.BuilderData.Certifications = []jobportal.CVCertification{{Name: "x", URL: "ftp://example.lk/c"}}
		}, "builderData.certifications[0].url", ""},
		{"a bad reference email", func(cv *jobportal.CV) {
			cv.BuilderData.References = []jobportal.CVReference{{Name: "x", Email: "not-an-email"}}
		}, "builderData.references[0].email", "email"},
		{"a long company", func(cv *jobportal.CV) { cv.BuilderData.Experience[0].Company = strings.Repeat("a", 201) },
			"builderData.experience[0].company", "too long"},
		{"a long summary", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.Summary = strings.Repeat("අ", 5001) },
			"builderData.personalInfo.summary", "too long"},
		{"a skill level", func(cv *jobportal.CV) { cv.BuilderData.Skills.Technical[0].Level = "guru" },
			"builderData.skills.technical[0].level", ""},
		{"a photo from elsewhere", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.ProfilePhoto = "https://evil.example/p.jpg" },
			"builderData.personalInfo.profilePhoto", ""},
		{"an unknown template", func(cv *jobportal.CV) { cv.Customization.Template = "fancy" }, "customization.template", ""},
		{"an unknown colour", func(cv *jobportal.CV) { cv.Customization.ColorScheme = "pink" }, "customization.colorScheme", ""},
		{"an unknown section", func(cv *jobportal.CV) { cv.Customization.SectionOrder = []string{"experience", "hobbies"} },
			"customization.sectionOrder[1]", "not a section"},
		{"a section twice", func(cv *jobportal.CV) { cv.Customization.SectionOrder = []string{"skills", "skills"} },
			"customization.sectionOrder[1]", "twice"},
		{"a date of birth without a day", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.DateOfBirth = "1990-05" },
			"builderData.personalInfo.dateOfBirth", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cv := validCV()
			c.edit(&cv)
			err := cv.Validate()
			var e *jobportal.Error
			if !errors.As(err, &e) || e.Code != jobportal.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			i := slices.IndexFunc(e.Fields, func(f jobportal.FieldError) bool { return f.Field == c.field })
			if i < 0 {
				t.Fatalf("fields %+v do not name %s", e.Fields, c.field)
			}
			if !strings.Contains(e.Fields[i].Message, c.msg) {
				t.Fatalf("message %q lacks %q", e.Fields[i].Message, c.msg)
			}
		})
	}
}

func TestValidCVDate(t *testing.T) {
	for v, want := range map[string]bool{"2024-02": true, "2024-02-29": true, "2023-02-29": false, "2024-13-40": false,
		"2024-00": false, "2024-1": false, "1899-12": false, "": false, "2024-02-29T00:00": false} {
		if got := jobportal.ValidCVDate(v); got != want {
			t.Errorf("ValidCVDate(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestCompletion(t *testing.T) {
	if n := jobportal.Completion(jobportal.CVData{}); n != 0 {
		t.Fatalf("empty CV: %d", n)
	}
	cv := validCV()
	if n := jobportal.Completion(cv.BuilderData); n != 55 {
		t.Fatalf("completion %d, want 55 (name, email, phone, summary, experience)", n)
	}
	d := cv.BuilderData
	d.PersonalInfo.City = "Colombo"
	d.Education = []jobportal.CVEducation{{Institution: "University of Moratuwa"}}
	d.Skills.Soft = []jobportal.CVSkill{{Name: "Teamwork"}}
	d.Projects = []jobportal.CVProject{{Name: "Bus times"}}
	if n := jobportal.Completion(d); n != 100 {
		t.Fatalf("completion %d, want 100", n)
	}
}
