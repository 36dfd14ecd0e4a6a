package jobportal_test

import (
	"bytes"
	"encoding/csv"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

func TestApplicationsCSVNeutralisesFormulas(t *testing.T) {
	at := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC) // 2 March in Colombo
	three := 3
	list := []*jobportal.Application{
		{Applicant: jobportal.ApplicationApplicant{Name: `=HYPERLINK("http://evil.example","Click")`, Email: "@x.lk"},
			Phone: "-1+2", Status: jobportal.ApplicationSubmitted, CreatedAt: at, UpdatedAt: at, Rating: &three},
		{Applicant: jobportal.ApplicationApplicant{Name: "\tcmd", Email: "kasun@example.lk"}, Phone: "+94 77 123 4567",
			Status: jobportal.ApplicationRejected, CreatedAt: at, UpdatedAt: at},
		{Applicant: jobportal.ApplicationApplicant{Name: "නිමාලි පෙරේරා", Email: "nimali@example.lk"}, Phone: "077 123 4567",
			Status: jobportal.ApplicationInterview, CreatedAt: at, UpdatedAt: at},
	}
	var b bytes.Buffer
	if err := jobportal.WriteApplicationsCSV(&b, list, nil); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		jobportal.ApplicationsCSVHeader,
		{`'=HYPERLINK("http://evil.example","Click")`, "'@x.lk", "'-1+2", "Applied", "2026-03-02", "2026-03-02 01:30", "3"},
		{"'\tcmd", "kasun@example.lk", "'+94 77 123 4567", "Not selected", "2026-03-02", "2026-03-02 01:30", ""},
		{"නිමාලි පෙරේරා", "nimali@example.lk", "077 123 4567", "Interview", "2026-03-02", "2026-03-02 01:30", ""},
	}
	for i := range want {
		for j := range want[i] {
			if rows[i][j] != want[i][j] {
				t.Errorf("row %d cell %d = %q, want %q", i, j, rows[i][j], want[i][j])
			}
		}
	}
}

func TestApplicationsCSVHasAColumnPerScreeningQuestion(t *testing.T) {
	at := time.Date(2026, 3, 1, 4, 0, 0, 0, time.UTC)
	questions := []jobportal.ScreeningQuestion{
		{Kind: jobportal.QuestionYesNo, Text: "Do you hold a heavy vehicle licence?"},
		{Kind: jobportal.QuestionText, Text: "=Which routes do you know?"},
	}
	answered := func(pairs ...string) jobportal.Screening {
		var s jobportal.Screening
		for i := 0; i < len(pairs); i += 2 {
			s.Answers = append(s.Answers, jobportal.ScreeningAnswer{ScreeningQuestion: jobportal.ScreeningQuestion{Text: pairs[i]}, Answer: pairs[i+1]})
		}
		return s
	}
	list := []*jobportal.Application{
		{Applicant: jobportal.ApplicationApplicant{Name: "Nimali", Email: "nimali@example.lk"}, Status: jobportal.ApplicationSubmitted,
			CreatedAt: at, UpdatedAt: at, Screening: answered("Do you hold a heavy vehicle licence?", "yes",
				"=Which routes do you know?", `=HYPERLINK("http://evil.example")`)},
		// Answered before the job's questions changed: its old question gets a column of its own.
		{Applicant: jobportal.ApplicationApplicant{Name: "Kasun", Email: "kasun@example.lk"}, Status: jobportal.ApplicationReviewed,
			CreatedAt: at, UpdatedAt: at, Screening: answered("Do you hold a heavy vehicle licence?", "no", "Years of driving?", "4")},
		{Applicant: jobportal.ApplicationApplicant{Name: "Ruwan", Email: "ruwan@example.lk"}, Status: jobportal.ApplicationSubmitted,
			CreatedAt: at, UpdatedAt: at},
	}
	var b bytes.Buffer
	if err := jobportal.WriteApplicationsCSV(&b, list, questions); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	n := len(jobportal.ApplicationsCSVHeader)
	want := [][]string{
		{"Do you hold a heavy vehicle licence?", "'=Which routes do you know?", "Years of driving?"},
		{"yes", `'=HYPERLINK("http://evil.example")`, ""},
		{"no", "", "4"},
		{"", "", ""},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows", len(rows))
	}
	for i := range want {
		if len(rows[i]) != n+3 {
			t.Fatalf("row %d has %d cells: %q", i, len(rows[i]), rows[i])
		}
		for j, w := range want[i] {
			if rows[i][n+j] != w {
				t.Errorf("row %d question %d = %q, want %q", i, j, rows[i][n+j], w)
			}
		}
	}
}

func TestApplicationFilter(t *testing.T) {
	for _, c := range []struct {
		f      jobportal.ApplicationFilter
		fields int
	}{
		{jobportal.ApplicationFilter{}, 0},
		{jobportal.ApplicationFilter{Status: "withdrawn", From: "2026-03-01", To: "2026-03-01"}, 0},
		{jobportal.ApplicationFilter{Status: "archived"}, 1},
		{jobportal.ApplicationFilter{From: "1 March"}, 1},
		{jobportal.ApplicationFilter{From: "2026-03-02", To: "2026-03-01"}, 1},
	} {
		err := c.f.Validate()
		if (err == nil) != (c.fields == 0) {
			t.Errorf("%+v: %v", c.f, err)
		}
	}
	from, until := jobportal.ApplicationFilter{From: "2026-03-01", To: "2026-03-01"}.Range()
	if from != time.Date(2026, 2, 28, 18, 30, 0, 0, time.UTC) || until.Sub(from) != 24*time.Hour {
		t.Fatalf("range %v to %v", from, until)
	}
}
