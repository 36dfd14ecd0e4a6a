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

var now = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func checkOf(t *testing.T, a cvtools.Analysis, id string) cvtools.Check {
	t.Helper()
	for _, c := range a.Checks {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("no check %q in %+v", id, a.Checks)
	return cvtools.Check{}
}

func TestAnalysisOfAGoodCV(t *testing.T) {
	cv := fullCV()
	cv.Completion = 90
	cv.BuilderData.PersonalInfo.Summary = strings.Repeat("Accountant with eight years in audit. ", 7)
	cv.Customization.Template = jobportal.CVTemplateCompact
	cv.BuilderData.Experience[1].EndDate = "2019-02"
	a := cvtools.AnalyzeAt(cv, nil, now)
	for _, c := range a.Checks {
		if !c.Passed {
			t.Errorf("check %s failed: %s", c.ID, c.Message)
		}
		if c.Message == "" || c.Section == "" {
			t.Errorf("check %+v does not explain itself", c)
		}
	}
	if a.Score != 100 || a.CVID != 7 || a.CompletionPercentage != 90 || !a.AnalyzedAt.Equal(now) {
		t.Errorf("analysis %+v", a)
	}
	if len(a.Suggestions) != 0 {
		t.Errorf("suggestions %+v", a.Suggestions)
	}
}

func TestAnalysisOfAnEmptyCV(t *testing.T) {
	a := cvtools.AnalyzeAt(jobportal.CV{Customization: jobportal.DefaultCVCustomization()}, nil, now)
	// Only the template passes: the default one reads well.
	if a.Score != 8 {
		t.Errorf("score %d", a.Score)
	}
	for _, id := range []string{"experience", "education", "skills", "email", "phone", "summary", "quantified", "dates", "gaps"} {
		if checkOf(t, a, id).Passed {
			t.Errorf("%s passed on an empty CV", id)
		}
	}
	b, _ := json.Marshal(a)
	if strings.Contains(string(b), "null") {
		t.Errorf("null in %s", b)
	}
	for _, key := range []string{`"cvId"`, `"score"`, `"completionPercentage"`, `"checks"`, `"suggestions"`, `"analyzedAt"`, `"passed"`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("%s lacks %s", b, key)
		}
	}
}

func TestAnalysisChecks(t *testing.T) {
	for _, c := range []struct {
		name    string
		change  func(cv *jobportal.CV)
		check   string
		passed  bool
		message string
	}{
		{"a short summary", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.Summary = "Accountant." }, "summary", false, "has 11 characters"},
		{"a long summary", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.Summary = strings.Repeat("x", 900) }, "summary", false, "under 800"},
		{"no phone", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.Phone = "" }, "phone", false, "Add a phone number"},
		{"a short phone", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.Phone = "077 12" }, "phone", false, "does not look complete"},
		{"a bad email", func(cv *jobportal.CV) { cv.BuilderData.PersonalInfo.Email = "nimal@" }, "email", false, "does not look right"},
		{"no figures in the jobs", func(cv *jobportal.CV) {
			cv.BuilderData.Experience[0].Description = "Lead the close."
		}, "quantified", false, "Give figures"},
		{"a job that ends before it starts", func(cv *jobportal.CV) {
			cv.BuilderData.Experience[1].StartDate, cv.BuilderData.Experience[1].EndDate = "2018-05", "2017-01"
		}, "dates", false, "Audit Trainee at Lanka Audit ends before it starts"},
		{"a job with no start", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].StartDate = "" }, "dates", false, "has no start date"},
		{"a job with no end that is not current", func(cv *jobportal.CV) {
			cv.BuilderData.Experience[1].EndDate = ""
		}, "dates", false, "has no end date"},
		{"a gap of a year", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].EndDate = "2018-03" }, "gaps", false, "12 months between"},
		{"a gap of 5 months is fine", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].EndDate = "2018-10" }, "gaps", true, "without gaps"},
		{"overlapping jobs", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].EndDate = "2020-06" }, "overlaps", false,
			"Audit Trainee at Lanka Audit and Senior Accountant at Ceylon Traders PLC"},
		{"jobs that meet in one month", func(cv *jobportal.CV) { cv.BuilderData.Experience[1].EndDate = "2019-03" }, "overlaps", true, "No jobs overlap"},
		{"a misspelt title", func(cv *jobportal.CV) { cv.BuilderData.Experience[0].Position = "Senior Acountant Manger" }, "spelling", false,
			`"Acountant" should be "Accountant", "Manger" should be "Manager"`},
		{"the sidebar template", func(cv *jobportal.CV) { cv.Customization.Template = jobportal.CVTemplateSidebar }, "template", false, "side columns"},
		{"two columns", func(cv *jobportal.CV) { cv.Customization.Layout = "two-column" }, "template", false, "two-column"},
		{"the compact template", func(cv *jobportal.CV) { cv.Customization.Template = jobportal.CVTemplateCompact }, "template", true, "compact template is the easiest"},
		{"two skills", func(cv *jobportal.CV) { cv.BuilderData.Skills.Technical = cv.BuilderData.Skills.Technical[:1] }, "skills", false, "at least 3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cv := fullCV()
			cv.BuilderData.PersonalInfo.Summary = strings.Repeat("Accountant with eight years in audit. ", 7)
			c.change(&cv)
			a := cvtools.AnalyzeAt(cv, nil, now)
			got := checkOf(t, a, c.check)
			if got.Passed != c.passed || !strings.Contains(got.Message, c.message) {
				t.Fatalf("check %+v, want passed=%v with %q", got, c.passed, c.message)
			}
			sum := 0
			for _, ch := range a.Checks {
				if ch.Passed {
					sum++
				}
			}
			if c.passed == false && a.Score >= 100 {
				t.Fatalf("score %d with a failed check", a.Score)
			}
		})
	}
}

func TestSkillSuggestionsFollowTheWantedJobs(t *testing.T) {
	cv := fullCV() // has Tally, SLFRS, Leadership, and Excel in a project
	wanted := []cvtools.JobSkillSignal{
		{Title: "Accounts Executive", Text: "Knowledge of QuickBooks and SLFRS. Excel is a must. Payroll experience.", Weight: 3},
		{Title: "Accountant", Text: "QuickBooks, payroll and VAT returns; excellent English.", Weight: 2},
		{Title: "Finance Officer", Text: "Payroll; SAP an advantage.", Weight: 2},
		{Title: "Junior accountant", Text: "Tally and QuickBooks", Weight: 0},
	}
	a := cvtools.AnalyzeAt(cv, wanted, now)
	var got []string
	for _, s := range a.Suggestions {
		if s.Type == cvtools.SuggestAddSkill {
			got = append(got, s.Skill)
			if s.Title == "" || !strings.Contains(s.Message, s.Skill) || s.ID == "" {
				t.Errorf("suggestion %+v", s)
			}
		}
	}
	// QuickBooks counts 3+2+1, Payroll 3+2+2, VAT 2, SAP 2; Excel, SLFRS and
	// Tally are on the CV, and English is a language, not a skill.
	if want := []string{"Payroll", "QuickBooks", "SAP", "VAT"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("skills suggested %q, want %q", got, want)
	}
	if m := a.Suggestions[1].Message; !strings.Contains(m, "3 of the jobs") {
		t.Errorf("message %q", m)
	}
}

func TestSkillsAreMatchedAsWholeWords(t *testing.T) {
	cv := jobportal.CV{}
	a := cvtools.AnalyzeAt(cv, []cvtools.JobSkillSignal{{Title: "Manager", Text: "An excellent communicator; Javanese cuisine; C++ and .NET; Node.js"}}, now)
	var got []string
	for _, s := range a.Suggestions {
		if s.Type == cvtools.SuggestAddSkill {
			got = append(got, s.Skill)
		}
	}
	if want := []string{".NET", "C++", "Node.js"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("skills %q, want %q", got, want)
	}
}

func TestSummarySuggestion(t *testing.T) {
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Senior Accountant with 11 years of experience, currently working at Ceylon Traders PLC.",
			"Skilled in Tally, SLFRS and Leadership.", "Holds a BSc in Accounting from University of Sri Jayewardenepura.",
			"Speaks Sinhala, English and Tamil."}},
		{"si", []string{"Ceylon Traders PLC හි Senior Accountant ලෙස සේවය කරන, වසර 11ක පළපුරුද්දක්", "Tally, SLFRS සහ Leadership"}},
		{"ta", []string{"Ceylon Traders PLC நிறுவனத்தில் Senior Accountant ஆகப் பணியாற்றும், 11 ஆண்டு அனுபவம்", "Tally, SLFRS மற்றும் Leadership"}},
		{"fr", []string{"Senior Accountant with 11 years of experience"}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			cv := fullCV()
			cv.Language = c.lang
			cv.BuilderData.PersonalInfo.Summary = "Accountant."
			a := cvtools.AnalyzeAt(cv, nil, now)
			if len(a.Suggestions) != 1 || a.Suggestions[0].Type != cvtools.SuggestImproveSummary {
				t.Fatalf("suggestions %+v", a.Suggestions)
			}
			for _, w := range c.want {
				if !strings.Contains(a.Suggestions[0].Summary, w) {
					t.Errorf("summary %q lacks %q", a.Suggestions[0].Summary, w)
				}
			}
		})
	}
	t.Run("a graduate without jobs", func(t *testing.T) {
		cv := fullCV()
		cv.BuilderData.Experience = nil
		a := cvtools.AnalyzeAt(cv, nil, now)
		if s := a.Suggestions[0].Summary; !strings.HasPrefix(s, "Motivated graduate with a BSc in Accounting from University of Sri Jayewardenepura.") {
			t.Errorf("summary %q", s)
		}
	})
	t.Run("a CV with no facts gets no summary", func(t *testing.T) {
		a := cvtools.AnalyzeAt(jobportal.CV{}, nil, now)
		if len(a.Suggestions) != 0 {
			t.Errorf("suggestions %+v", a.Suggestions)
		}
	})
}

func TestAnalysisIsDeterministic(t *testing.T) {
	wanted := []cvtools.JobSkillSignal{{Title: "Developer", Text: "Java, Python, React, Docker, AWS, SQL, Git, Linux, Kotlin, Swift, PHP, Laravel"}}
	first := cvtools.AnalyzeAt(fullCV(), wanted, now)
	for range 5 {
		if again := cvtools.AnalyzeAt(fullCV(), wanted, now); !reflect.DeepEqual(first, again) {
			t.Fatalf("two analyses differ:\n%+v\n%+v", first, again)
		}
	}
	if n := len(first.Suggestions); n != 11 { // the summary and at most 10 skills
		t.Fatalf("%d suggestions", n)
	}
}

// A client showing the analysis in Sinhala or Tamil puts each check in its own words from the
// check's Text and Values, so every check and suggestion names them, and a list's parts come
// apart (a job's position and company, a gap's months), not joined in English.
func TestEachCheckNamesItsWordsForAnotherLanguage(t *testing.T) {
	empty := cvtools.AnalyzeAt(jobportal.CV{Customization: jobportal.DefaultCVCustomization()}, nil, now)
	cv := fullCV()
	cv.BuilderData.Experience[0].Position = "Senior Acountant"
	cv.BuilderData.Experience[1].StartDate, cv.BuilderData.Experience[1].EndDate = "2018-05", "2017-01"
	cv.BuilderData.PersonalInfo.Email = "nimal@"
	wanted := []cvtools.JobSkillSignal{{Title: "Accountant", Text: "SAP and Power BI", Weight: 2}}
	flawed := cvtools.AnalyzeAt(cv, wanted, now)
	gapped := fullCV()
	gapped.BuilderData.Experience[1].EndDate = "2018-03"
	overlapping := fullCV()
	overlapping.BuilderData.Experience[1].EndDate = "2020-06"
	for _, a := range []cvtools.Analysis{empty, flawed, cvtools.AnalyzeAt(gapped, nil, now), cvtools.AnalyzeAt(overlapping, nil, now)} {
		for _, c := range a.Checks {
			if !strings.HasPrefix(c.Text, c.ID+".") {
				t.Errorf("check %s says %q", c.ID, c.Text)
			}
		}
		for _, s := range a.Suggestions {
			if s.Text == "" {
				t.Errorf("suggestion %+v names no words", s)
			}
		}
	}
	want := map[string]string{
		"dates":    `{"problems":[{"kind":"endsFirst","what":{"title":"Audit Trainee","place":"Lanka Audit"}}]}`,
		"email":    `{"email":"nimal@"}`,
		"spelling": `{"misspellings":[{"word":"Acountant","right":"Accountant"}]}`,
	}
	for id, values := range want {
		if got, _ := json.Marshal(checkOf(t, flawed, id).Values); string(got) != values {
			t.Errorf("%s: values %s, want %s", id, got, values)
		}
	}
	if got, _ := json.Marshal(checkOf(t, cvtools.AnalyzeAt(gapped, nil, now), "gaps").Values); !strings.Contains(string(got), `"months":12`) {
		t.Errorf("gaps: values %s", got)
	}
	if got, _ := json.Marshal(checkOf(t, cvtools.AnalyzeAt(overlapping, nil, now), "overlaps").Values); !strings.Contains(string(got), `"second":{"title":"Senior Accountant","place":"Ceylon Traders PLC"}`) {
		t.Errorf("overlaps: values %s", got)
	}
	skills := 0
	for _, s := range flawed.Suggestions {
		if s.Type == cvtools.SuggestAddSkill {
			skills++
			if s.Text != "addSkill" || s.Values["skill"] != s.Skill || s.Values["count"] != 1 {
				t.Errorf("suggestion %+v", s)
			}
		}
	}
	if skills == 0 {
		t.Errorf("no skill suggested in %+v", flawed.Suggestions)
	}
}
