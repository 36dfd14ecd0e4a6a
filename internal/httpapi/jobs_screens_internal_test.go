package httpapi

import (
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/web"
)

func TestJobScreenWording(t *testing.T) {
	texts, err := loadScreenTexts(web.Texts)
	if err != nil {
		t.Fatal(err)
	}
	p := screenPage{Lang: "en", texts: texts}
	now := time.Date(2026, 11, 27, 6, 0, 0, 0, time.UTC) // 11:30 in Sri Lanka
	defer func(f func() time.Time) { screenNow = f }(screenNow)
	screenNow = func() time.Time { return now }

	ages := map[time.Duration]string{
		10 * time.Second: "1 minute ago", 5 * time.Minute: "5 minutes ago", time.Hour: "1 hour ago",
		17 * time.Hour: "17 hours ago", 30 * time.Hour: "yesterday", 3 * 24 * time.Hour: "3 days ago",
		8 * 24 * time.Hour: "last week", 20 * 24 * time.Hour: "2 weeks ago", 40 * 24 * time.Hour: "last month",
		400 * 24 * time.Hour: "last year", -time.Hour: "1 minute ago",
	}
	for ago, want := range ages {
		if got := p.JobPosted(&jobportal.Job{PostedDate: now.Add(-ago)}); got != want {
			t.Errorf("posted %v ago: %q, want %q", ago, got, want)
		}
	}
	i := func(n int64) *int64 { return &n }
	salaries := []struct {
		min, max *int64
		short    bool
		want     string
	}{
		{i(35000), i(60000), false, "LKR 35,000 – 60,000 a month"},
		{i(35000), i(60000), true, "LKR 35,000 – 60,000"},
		{i(1500000), nil, true, "From LKR 1,500,000"},
		{nil, i(900), true, "Up to LKR 900"},
		{i(50000), i(50000), false, "LKR 50,000 a month"},
		{nil, nil, false, ""},
		{i(0), nil, false, ""},
	}
	for _, c := range salaries {
		if got := p.JobSalary(&jobportal.Job{SalaryMin: c.min, SalaryMax: c.max}, c.short); got != c.want {
			t.Errorf("salary %v–%v: %q, want %q", c.min, c.max, got, c.want)
		}
	}
	closing := map[string]string{"2026-12-07": "Closes Dec 7, 2026", "2026-11-27": "Closes today", "2026-11-26": "Closed"}
	for day, want := range closing {
		if got := p.JobClosing(&jobportal.Job{ClosingDate: day}); got != want {
			t.Errorf("closing %s: %q, want %q", day, got, want)
		}
	}
	if got := p.JobClosing(&jobportal.Job{ClosingDate: "2026-12-07", Expired: true}); got != "Closed" {
		t.Errorf("expired: %q", got)
	}
	for name, want := range map[string]string{"QuickDrop Logistics": "QL", "ceylon": "C", "A.B. & Sons (Pvt)": "AB", "---": "?", "ශ්‍රී ලංකා": "ශර"} /* as the app: marks split words */ {
		if got := p.EmployerInitials(name); got != want {
			t.Errorf("initials of %q: %q, want %q", name, got, want)
		}
	}
	if got := p.JobLocation(&jobportal.Job{Location: jobportal.Foreign, Country: "Qatar"}); got != "Qatar (abroad)" {
		t.Errorf("abroad: %q", got)
	}
	if got := p.JobPath(&jobportal.Job{ID: 7, Slug: "delivery-rider"}); got != "/job/7/delivery-rider" {
		t.Errorf("path: %q", got)
	}
}

func TestScreenTexts(t *testing.T) {
	texts, err := loadScreenTexts(web.Texts)
	if err != nil {
		t.Fatal(err)
	}
	if got := texts.t("en", "jobs:home.jobsCount", "count", 1); got != "1 job" {
		t.Errorf("one: %q", got)
	}
	if got := texts.t("en", "jobs:home.jobsCount", "count", 0); got != "0 jobs" {
		t.Errorf("zero: %q", got)
	}
	if got := texts.t("ta", "common:nav.home"); got == "Home" || got == "" {
		t.Errorf("Tamil nav.home: %q", got)
	}
	if got := texts.t("si", "common:no.such.key"); got != "no.such.key" {
		t.Errorf("missing key: %q", got)
	}
}
