package httpapi

import (
	"strings"
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
	for name, want := range map[string]string{"QuickDrop Logistics": "QL", "ceylon": "C", "A.B. & Sons (Pvt)": "AB", "---": "?", "ශ්\u200dරී ලංකා": "ශර"} /* as the app: marks split words */ {
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

func TestJobPageScreenWording(t *testing.T) {
	texts, err := loadScreenTexts(web.Texts)
	if err != nil {
		t.Fatal(err)
	}
	p := screenPage{Lang: "en", texts: texts}
	now := time.Date(2026, 11, 27, 6, 0, 0, 0, time.UTC) // 11:30 in Sri Lanka
	defer func(f func() time.Time) { screenNow = f }(screenNow)
	screenNow = func() time.Time { return now }

	// ClosingHint of job-page.tsx: a note only within two weeks, none once closed.
	closesIn := map[string]string{"2026-11-27": "Closes today", "2026-11-28": "Closes tomorrow", "2026-12-07": "Closes in 10 days",
		"2026-12-11": "Closes in 14 days", "2026-12-12": "", "2026-11-26": "", "soon": ""}
	for day, want := range closesIn {
		if got := p.JobClosesIn(&jobportal.Job{ClosingDate: day}); got != want {
			t.Errorf("closes in, %s: %q, want %q", day, got, want)
		}
	}
	if got := p.JobClosesIn(&jobportal.Job{ClosingDate: "2026-12-07", Expired: true}); got != "" {
		t.Errorf("expired: %q", got)
	}
	// A day just after midnight in Sri Lanka is already the next day there.
	screenNow = func() time.Time { return time.Date(2026, 11, 27, 19, 0, 0, 0, time.UTC) } // 00:30 on the 28th
	if got := p.JobClosesIn(&jobportal.Job{ClosingDate: "2026-11-28"}); got != "Closes today" {
		t.Errorf("after midnight in Sri Lanka: %q", got)
	}
	screenNow = func() time.Time { return now }

	// excerpt of format.ts: cut at the last space or line break after 60% of the length, in UTF-16 units.
	excerpts := []struct {
		text  string
		limit int
		want  string
	}{
		{"  short text \n", 20, "short text"},
		{"one two three four five", 12, "one two thre…"}, // the space is too early
		{"abcdefghijklmnop", 10, "abcdefghij…"},
		{"ab cdefghijklmnop", 10, "ab cdefghi…"},
		{"one two\nthree four", 10, "one two…"},
		{"😀😀😀😀 abc def", 12, "😀😀😀😀…"}, // each face is two units
		{"\ufeffword\u00a0", 10, "word"},
	}
	for _, c := range excerpts {
		if got := excerpt(c.text, c.limit); got != c.want {
			t.Errorf("excerpt(%q, %d) = %q, want %q", c.text, c.limit, got, c.want)
		}
	}
	long := strings.Repeat("word ", 300)
	j := &jobportal.Job{Description: long, Requirements: long}
	if got := p.JobDescription(j, false); len([]rune(got)) > 901 || !strings.HasSuffix(got, "…") {
		t.Errorf("summary description: %d runes", len([]rune(got)))
	}
	if got := p.JobRequirements(j, false); len([]rune(got)) > 501 || !strings.HasSuffix(got, "…") {
		t.Errorf("summary requirements: %d runes", len([]rune(got)))
	}
	if p.JobDescription(j, true) != long || p.JobRequirements(j, true) != long {
		t.Error("the full details cut the texts")
	}

	if got := encodeURIComponent("Application: Rider & Co (Pvt) ~ 100% ශ්\u200dරී"); got != "Application%3A%20Rider%20%26%20Co%20(Pvt)%20~%20100%25%20%E0%B7%81%E0%B7%8A%E2%80%8D%E0%B6%BB%E0%B7%93" {
		t.Errorf("encodeURIComponent: %q", got)
	}
	if got := p.JobApplyMailto(&jobportal.Job{Title: "Nurse & Carer", ApplyEmail: "jobs@care.lk"}); got != "mailto:jobs@care.lk?subject=Application%3A%20Nurse%20%26%20Carer" {
		t.Errorf("mailto: %q", got)
	}
	kinds := []struct {
		j    jobportal.Job
		want string
	}{
		{jobportal.Job{ClosingDate: "2026-12-07", ApplyMethod: "site"}, "signIn"},
		{jobportal.Job{ClosingDate: "2026-12-07", ApplyMethod: "email", ApplyEmail: "a@b.lk"}, "email"},
		{jobportal.Job{ClosingDate: "2026-12-07", ApplyMethod: "email"}, "signIn"},
		{jobportal.Job{ClosingDate: "2026-12-07", ApplyMethod: "link", ApplyURL: "https://b.lk/apply"}, "link"},
		{jobportal.Job{ClosingDate: "2026-11-26", ApplyMethod: "link", ApplyURL: "https://b.lk/apply"}, "closed"},
	}
	for _, c := range kinds {
		if got := p.JobApplyKind(&c.j); got != c.want {
			t.Errorf("apply kind of %+v: %q, want %q", c.j, got, c.want)
		}
	}

	if got := p.TopicPath("Private Jobs", "IT and Software"); got != "/browse?mainTopics=Private+Jobs&subTopics=IT+and+Software" {
		t.Errorf("topic path: %q", got)
	}
	if got := p.TopicPath("Unknown", ""); got != "/browse" {
		t.Errorf("unknown topic: %q", got)
	}
	if got := p.JobTopics(&jobportal.Job{MainTopic: "Private Jobs", SubTopics: []string{"IT and Software", "Apparel"}}); got != "Private Jobs · IT and Software · Apparel" {
		t.Errorf("topics: %q", got)
	}
	if got := p.JobViews(&jobportal.Job{Views: 1}) + "|" + p.JobViews(&jobportal.Job{Views: 306}); got != "1 view|306 views" {
		t.Errorf("views: %q", got)
	}
	if got := p.JobExperience("Senior Level"); got != "Senior Level" {
		t.Errorf("experience: %q", got)
	}
	var none *int64
	if got := p.CompanyPath(none); got != "" {
		t.Errorf("no company: %q", got)
	}

	// responsive-image.tsx: /media images get widths and WebP; others are used as they are.
	thumb := p.JobThumbnailImage(&jobportal.Job{Title: "Rider", Image: "/media/img/ab/f.jpg"})
	if thumb.Src != "/media/img/ab/f.jpg?w=320" || thumb.SrcSet != "/media/img/ab/f.jpg?w=320 320w" ||
		thumb.WebpSrcSet != "/media/img/ab/f.jpg?w=320&format=webp 320w" || thumb.Alt != "Flyer of Rider" || thumb.Eager {
		t.Errorf("thumbnail: %+v", thumb)
	}
	flyer := p.JobFlyerImage(&jobportal.Job{Image: "/media/img/ab/f.webp"}, true)
	if flyer.Src != "/media/img/ab/f.webp?w=768" || flyer.WebpSrcSet != "" || !strings.HasSuffix(flyer.SrcSet, "/media/img/ab/f.webp?w=1920 1920w") ||
		!flyer.Eager || !flyer.Contain || !strings.Contains(flyer.Class, "max-w-2xl") {
		t.Errorf("flyer: %+v", flyer)
	}
	if other := p.JobFlyerImage(&jobportal.Job{Image: "https://cdn.example.com/f.jpg"}, false); other.Src != "https://cdn.example.com/f.jpg" || other.SrcSet != "" {
		t.Errorf("other image: %+v", other)
	}
}
