package jobportal_test

import (
	"slices"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

func TestSubTopicNamesAreUniqueAcrossMainTopics(t *testing.T) {
	seen := map[string]string{}
	for _, main := range jobportal.MainTopics {
		subs, ok := jobportal.SubTopics[main]
		if !ok || len(subs) == 0 {
			t.Fatalf("%s has no sub-topics", main)
		}
		for _, s := range subs {
			if other, dup := seen[s]; dup {
				t.Errorf("%q is under both %s and %s", s, other, main)
			}
			seen[s] = main
		}
	}
}

func TestSlugify(t *testing.T) {
	for _, tc := range []struct{ in, fallback, want string }{
		{"Senior Software Engineer (Go)", "job", "senior-software-engineer-go"},
		{"  UI/UX -- Designer!  ", "job", "ui-ux-designer"},
		{"ගුරු පත්වීම්", "job", "job"},
		{"ගුරු පත්වීම්", "company", "company"},
		{"Nuwara Eliya", "location", "nuwara-eliya"},
		{"Job Bank", "company", "job-bank"},
	} {
		if got := jobportal.Slugify(tc.in, tc.fallback); got != tc.want {
			t.Errorf("Slugify(%q, %q) = %q, want %q", tc.in, tc.fallback, got, tc.want)
		}
	}
}

func TestCompanySlugFallsBackToCompany(t *testing.T) {
	for in, want := range map[string]string{"தமிழ் நிறுவனம்": "company", "Jobs Lanka": "jobs-lanka", "Job": "job"} {
		if got := jobportal.CompanySlug(in); got != want {
			t.Errorf("CompanySlug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSearchTermsKeepOnlyWords(t *testing.T) {
	got := jobportal.SearchTerms(`"Civil" engineer* OR -Galle; civil NEAR(x) ගුරු`)
	want := []string{"civil", "engineer", "or", "galle", "near", "x", "ගුරු"}
	if !slices.Equal(got, want) {
		t.Fatalf("terms %q, want %q", got, want)
	}
	if n := len(jobportal.SearchTerms("a b c d e f g h i j k")); n != 8 {
		t.Fatalf("%d terms kept, want 8", n)
	}
}

func TestTodayIsTheDayInSriLanka(t *testing.T) {
	if got := jobportal.Today(time.Date(2026, 3, 1, 18, 29, 0, 0, time.UTC)); got != "2026-03-01" {
		t.Fatalf("at 23:59 in Colombo today is %s", got)
	}
	if got := jobportal.Today(time.Date(2026, 3, 1, 18, 30, 0, 0, time.UTC)); got != "2026-03-02" {
		t.Fatalf("at midnight in Colombo today is %s", got)
	}
}

func TestJobInputNormalize(t *testing.T) {
	in := jobportal.JobInput{
		Title: "  Hotel \t Chef\x00 ", Description: "Line one\r\nLine two\x07", Location: "nuwara eliya",
		Country: "Sri Lanka", JobType: "full time jobs", MainTopic: "private jobs",
		SubTopics: []string{"health", "Health", " "}, Currency: "usd", ApplyMethod: "LINK",
		ApplyEmail: "x@example.lk", ApplyURL: " https://jobs.example.lk ",
	}
	in.Normalize()
	if in.Title != "Hotel Chef" || in.Description != "Line one\nLine two" || in.Location != "Nuwara Eliya" ||
		in.Country != "" || in.JobType != "Full Time Jobs" || in.MainTopic != "Private Jobs" ||
		!slices.Equal(in.SubTopics, []string{"Health"}) || in.Currency != "USD" || in.ApplyMethod != "link" ||
		in.ApplyEmail != "" || in.ApplyURL != "https://jobs.example.lk" {
		t.Fatalf("normalized %+v", in)
	}
}

func TestJobFilterDefaults(t *testing.T) {
	var f jobportal.JobFilter
	f.Normalize()
	if f.SortBy != "posted_date" || f.SortOrder != "desc" || f.Page != 1 || f.Limit != 10 || f.Validate() != nil {
		t.Fatalf("defaults %+v", f)
	}
	f = jobportal.JobFilter{Keyword: "nurse", SalaryMin: new(int64)}
	f.Normalize()
	if f.SortBy != "relevance" || f.Currency != "LKR" {
		t.Fatalf("with words and a salary %+v", f)
	}
}
