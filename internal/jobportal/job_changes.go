package jobportal

import (
	"slices"
	"time"
)

// JobChange is a poster's edit of the text of an approved job, kept apart
// while the job stays public with the text an admin approved. Its status is
// ChangePending until an admin decides; a rejected change is kept, with the
// reason, for the poster to read and correct. The closing date is not part
// of it: extending or closing a job changes no words, so it needs no review.
type JobChange struct {
	Title           string   `json:"title"`
	Slug            string   `json:"slug"`
	Description     string   `json:"description"`
	Requirements    string   `json:"requirements"`
	CompanyName     string   `json:"companyName"`
	Location        string   `json:"location"`
	Country         string   `json:"country"`
	JobType         string   `json:"jobType"`
	ExperienceLevel string   `json:"experienceLevel"`
	MainTopic       string   `json:"mainTopic"`
	SubTopics       []string `json:"subTopics"`
	SalaryMin       *int64   `json:"salaryMin"`
	SalaryMax       *int64   `json:"salaryMax"`
	Currency        string   `json:"currency"`
	ApplyMethod     string   `json:"applyMethod"`
	ApplyEmail      string   `json:"applyEmail"`
	ApplyURL        string   `json:"applyUrl"`
	Image           string   `json:"image"`
	// ScreeningQuestions are reviewed with the rest of the text: applicants read them.
	ScreeningQuestions []ScreeningQuestion `json:"screeningQuestions"`
	// AllowsApplyWithoutCV and WalkIn change with the text: applicants read them.
	AllowsApplyWithoutCV bool      `json:"allowsApplyWithoutCV"`
	WalkIn               *WalkIn   `json:"walkIn"`
	Status               string    `json:"status"`
	RejectionReason      string    `json:"rejectionReason"`
	CreatedAt            time.Time `json:"createdAt"`
	UpdatedAt            time.Time `json:"updatedAt"`
}

// JobChangeOf is the text of a job (as the poster wants it) as a change
// waiting for review.
func JobChangeOf(j *Job) *JobChange {
	return &JobChange{Title: j.Title, Slug: j.Slug, Description: j.Description, Requirements: j.Requirements,
		CompanyName: j.CompanyName, Location: j.Location, Country: j.Country, JobType: j.JobType,
		ExperienceLevel: j.ExperienceLevel, MainTopic: j.MainTopic, SubTopics: append([]string{}, j.SubTopics...),
		SalaryMin: j.SalaryMin, SalaryMax: j.SalaryMax, Currency: j.Currency, ApplyMethod: j.ApplyMethod,
		ApplyEmail: j.ApplyEmail, ApplyURL: j.ApplyURL, Image: j.Image, ScreeningQuestions: cloneQuestions(j.ScreeningQuestions),
		AllowsApplyWithoutCV: j.AllowsApplyWithoutCV, WalkIn: j.WalkIn.Clone(), Status: ChangePending}
}

// SameText reports whether the change says what the job says already, so
// that there is nothing to review.
func (ch *JobChange) SameText(j *Job) bool {
	now := JobChangeOf(j)
	return ch.Title == now.Title && ch.Description == now.Description && ch.Requirements == now.Requirements &&
		ch.CompanyName == now.CompanyName && ch.Location == now.Location && ch.Country == now.Country &&
		ch.JobType == now.JobType && ch.ExperienceLevel == now.ExperienceLevel && ch.MainTopic == now.MainTopic &&
		slices.Equal(ch.SubTopics, now.SubTopics) && sameAmount(ch.SalaryMin, now.SalaryMin) &&
		sameAmount(ch.SalaryMax, now.SalaryMax) && ch.Currency == now.Currency && ch.ApplyMethod == now.ApplyMethod &&
		ch.ApplyEmail == now.ApplyEmail && ch.ApplyURL == now.ApplyURL && ch.Image == now.Image &&
		sameQuestions(ch.ScreeningQuestions, now.ScreeningQuestions) &&
		ch.AllowsApplyWithoutCV == now.AllowsApplyWithoutCV && ch.WalkIn.Same(now.WalkIn)
}

// ApplyTo makes the change the job's text.
func (ch *JobChange) ApplyTo(j *Job) {
	j.Title, j.Slug, j.Description, j.Requirements = ch.Title, Slugify(ch.Title, JobSlugFallback), ch.Description, ch.Requirements
	j.CompanyName, j.Location, j.Country = ch.CompanyName, ch.Location, ch.Country
	j.JobType, j.ExperienceLevel, j.MainTopic = ch.JobType, ch.ExperienceLevel, ch.MainTopic
	j.SubTopics = append([]string{}, ch.SubTopics...)
	j.SalaryMin, j.SalaryMax, j.Currency = ch.SalaryMin, ch.SalaryMax, ch.Currency
	j.ApplyMethod, j.ApplyEmail, j.ApplyURL, j.Image = ch.ApplyMethod, ch.ApplyEmail, ch.ApplyURL, ch.Image
	j.ScreeningQuestions = cloneQuestions(ch.ScreeningQuestions)
	j.AllowsApplyWithoutCV, j.WalkIn = ch.AllowsApplyWithoutCV, ch.WalkIn.Clone()
}

// Draft is the job as its poster last wrote it: its text, or the change
// waiting for review (or rejected) in its place, from which an edit starts.
func (j *Job) Draft() *Job {
	d := *j
	d.SubTopics = append([]string{}, j.SubTopics...)
	d.ScreeningQuestions = cloneQuestions(j.ScreeningQuestions)
	d.WalkIn = j.WalkIn.Clone()
	if j.Change != nil {
		j.Change.ApplyTo(&d)
	}
	d.Change = nil
	return &d
}

func sameAmount(a, b *int64) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

// CheckEditBase answers ECONFLICT when the job changed since the version
// an edit started from (its updatedAt as the editor read it): two editors
// saving at once must not lose an edit silently. An empty base checks nothing
// (last write wins), for clients that send none.
func CheckEditBase(base string, current time.Time) error {
	if base == "" {
		return nil
	}
	t, err := time.Parse(time.RFC3339Nano, base)
	if err != nil {
		return (&Problems{{Field: "updatedAt", Message: "Send updatedAt as the job's updatedAt, an RFC 3339 time."}}).Err()
	}
	if !t.Equal(current) {
		return Errorf(ECONFLICT, "This job was changed elsewhere after you opened it. Reload it to see the latest version, then make your change again.")
	}
	return nil
}

// ValidateExtension checks a job's new closing date against today (in Sri
// Lanka): it must be after today and at most MaxClosingDays ahead.
func ValidateExtension(date, today string) error {
	var p Problems
	checkClosingDate(&p, date, today)
	if len(p) == 0 && date == today {
		p.Add("closingDate", "The new closing date must be after today.")
	}
	return p.Err()
}

// ClosedDay is the closing date a job closed early takes on the day today
// (in Sri Lanka): yesterday, so that it is no longer open today.
func ClosedDay(today string) string {
	t, err := time.Parse(DateLayout, today)
	if err != nil {
		return today
	}
	return t.AddDate(0, 0, -1).Format(DateLayout)
}
