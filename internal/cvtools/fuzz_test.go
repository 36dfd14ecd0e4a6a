package cvtools_test

import (
	"encoding/json"
	"testing"
	"unicode/utf8"

	"jobportal/internal/cvtools"
	"jobportal/internal/jobportal"
)

// FuzzImport checks that no input makes Import panic, and that whatever it
// answers keeps the CV's limits.
func FuzzImport(f *testing.F) {
	text, _ := json.Marshal(pastedCV)
	for _, seed := range []struct{ source, data string }{
		{"json-resume", sample}, {"text", string(text)}, {"linkedin", `{"positions":"Company Name,Title,Started On\nA,B,Jan 2020"}`},
		{"text", `"Experience\n2019 - 2020\n2019 - present\n(2018 – 2019)"`}, {"json-resume", `{"work":[{}],"basics":{}}`},
		{"linkedin", `{"profile":"First Name,Last Name\n\"a"}`},
	} {
		f.Add(seed.source, seed.data)
	}
	f.Fuzz(func(t *testing.T, source, data string) {
		d, _, err := cvtools.Import(source, json.RawMessage(data))
		if err != nil {
			if jobportal.ErrorCode(err) != jobportal.EINVALID {
				t.Fatalf("error %v", err)
			}
			return
		}
		if len(d.Experience) > jobportal.MaxCVItems || len(d.Skills.Technical) > jobportal.MaxCVItems ||
			utf8.RuneCountInString(d.PersonalInfo.Summary) > jobportal.MaxCVText ||
			utf8.RuneCountInString(d.PersonalInfo.FirstName) > jobportal.MaxCVField {
			t.Fatalf("over the limits: %+v", d)
		}
		for _, e := range d.Experience {
			for _, date := range []string{e.StartDate, e.EndDate} {
				if date != "" && len(date) != 7 && len(date) != 10 {
					t.Fatalf("date %q", date)
				}
			}
		}
		cvtools.AnalyzeAt(jobportal.CV{BuilderData: d}, []cvtools.JobSkillSignal{{Text: data}}, now)
		if _, err := cvtools.ExportJSONResume(jobportal.CV{BuilderData: d}); err != nil {
			t.Fatal(err)
		}
	})
}
