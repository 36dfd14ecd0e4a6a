package jobportal

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// The job seeker's account: the career profile, the preferences, saved jobs
// and job alerts. Account details (name, email, phone, district, avatar)
// stay on Customer; the career profile's district is the customer's.

// Limits of the job seeker's account.
const (
	MaxHeadline        = 120
	MaxAbout           = 3000
	MaxSkills          = 30
	MaxSkillLength     = 50
	MaxLanguages       = 10
	MaxLanguageLength  = 40
	MaxYearsExperience = 60
	MaxExpectedSalary  = 100_000_000
	MaxSavedJobs       = 500
	MaxAlerts          = 20
	MaxAlertName       = 80
	MaxAlertKeywords   = 10
	MaxAlertKeyword    = 60
	// MaxAlertJobs is the most jobs one alert email lists.
	MaxAlertJobs = 20
)

// Availabilities are when a job seeker can start.
var Availabilities = []string{"immediately", "two-weeks", "one-month", "three-months", "not-looking"}

// Alert frequencies: instant within a minute of a job's approval, daily at
// 07:00 in Colombo, weekly on Monday at 07:00.
const (
	FrequencyInstant = "instant"
	FrequencyDaily   = "daily"
	FrequencyWeekly  = "weekly"
)

// Frequencies lists the frequencies of job alerts.
var Frequencies = []string{FrequencyInstant, FrequencyDaily, FrequencyWeekly}

// Preference choices.
var (
	Themes             = []string{"light", "dark", "system"}
	Languages          = []string{"en", "si", "ta"}
	ProfileVisibility  = []string{"public", "employers", "private"}
	completenessFields = []string{"headline", "about", "district", "skills", "languages", "yearsOfExperience",
		"expectedSalary", "availability", "avatar"}
)

// CareerProfile is a job seeker's career profile. District and AvatarURL
// are the customer's own.
type CareerProfile struct {
	Headline          string       `json:"headline"`
	About             string       `json:"about"`
	District          string       `json:"district"`
	Skills            []string     `json:"skills"`
	Languages         []string     `json:"languages"`
	YearsOfExperience *int64       `json:"yearsOfExperience"`
	ExpectedSalary    *int64       `json:"expectedSalary"`
	Availability      string       `json:"availability"`
	OpenToWork        bool         `json:"openToWork"`
	AvatarURL         string       `json:"avatarUrl"`
	Completeness      Completeness `json:"completeness"`
	UpdatedAt         *time.Time   `json:"updatedAt"`
}

// Completeness says how much of a career profile is filled in, and what is missing.
type Completeness struct {
	Percent int      `json:"percent"`
	Missing []string `json:"missing"`
}

// Complete works out the profile's completeness.
func (p *CareerProfile) Complete() {
	filled := map[string]bool{
		"headline": p.Headline != "", "about": p.About != "", "district": p.District != "",
		"skills": len(p.Skills) > 0, "languages": len(p.Languages) > 0, "yearsOfExperience": p.YearsOfExperience != nil,
		"expectedSalary": p.ExpectedSalary != nil, "availability": p.Availability != "", "avatar": p.AvatarURL != "",
	}
	missing := []string{}
	for _, f := range completenessFields {
		if !filled[f] {
			missing = append(missing, f)
		}
	}
	n := len(completenessFields)
	p.Completeness = Completeness{Percent: int(math.Round(float64(n-len(missing)) * 100 / float64(n))), Missing: missing}
}

// optional is a field of a partial update that tells "absent" from "null":
// Set is true when the field was sent at all.
type optional[T any] struct {
	Set   bool
	Value *T
}

// UnmarshalJSON is called only for a field that is present.
func (o *optional[T]) UnmarshalJSON(b []byte) error {
	o.Set = true
	if string(b) == "null" {
		o.Value = nil
		return nil
	}
	var v T
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	o.Value = &v
	return nil
}

// CareerProfileUpdate is a change to a career profile: absent fields keep
// their value; the read-only fields are taken and ignored.
type CareerProfileUpdate struct {
	Headline          *string         `json:"headline"`
	About             *string         `json:"about"`
	District          *string         `json:"district"`
	Skills            *[]string       `json:"skills"`
	Languages         *[]string       `json:"languages"`
	YearsOfExperience optional[int64] `json:"yearsOfExperience"`
	ExpectedSalary    optional[int64] `json:"expectedSalary"`
	Availability      *string         `json:"availability"`
	OpenToWork        *bool           `json:"openToWork"`
	AvatarURL         *string         `json:"avatarUrl"`
	Completeness      *ignored        `json:"completeness"`
	UpdatedAt         *ignored        `json:"updatedAt"`
}

// ignored takes any JSON value and keeps nothing of it.
type ignored struct{}

// UnmarshalJSON ignores the value.
func (*ignored) UnmarshalJSON([]byte) error { return nil }

// Apply normalizes the update, checks it and writes it into p.
func (u *CareerProfileUpdate) Apply(p *CareerProfile) error {
	var pr Problems
	if u.Headline != nil {
		p.Headline = strings.Join(strings.Fields(CleanText(*u.Headline)), " ")
		checkText(&pr, "headline", "Headline", p.Headline, false, MaxHeadline)
	}
	if u.About != nil {
		p.About = strings.TrimSpace(CleanText(*u.About))
		checkText(&pr, "about", "About", p.About, false, MaxAbout)
	}
	if u.District != nil {
		p.District = canonical(Locations, strings.TrimSpace(*u.District))
		checkDistrict(&pr, "district", p.District)
	}
	if u.Skills != nil {
		p.Skills = cleanWords(*u.Skills)
		checkWords(&pr, "skills", "skills", p.Skills, MaxSkills, MaxSkillLength)
	}
	if u.Languages != nil {
		p.Languages = cleanWords(*u.Languages)
		checkWords(&pr, "languages", "languages", p.Languages, MaxLanguages, MaxLanguageLength)
	}
	if u.YearsOfExperience.Set {
		p.YearsOfExperience = u.YearsOfExperience.Value
		if v := p.YearsOfExperience; v != nil && (*v < 0 || *v > MaxYearsExperience) {
			pr.Add("yearsOfExperience", fmt.Sprintf("Years of experience must be from 0 to %d.", MaxYearsExperience))
		}
	}
	if u.ExpectedSalary.Set {
		p.ExpectedSalary = u.ExpectedSalary.Value
		if v := p.ExpectedSalary; v != nil && (*v < 0 || *v > MaxExpectedSalary) {
			pr.Add("expectedSalary", fmt.Sprintf("The expected salary must be from 0 to %d rupees a month.", MaxExpectedSalary))
		}
	}
	if u.Availability != nil {
		p.Availability = strings.ToLower(strings.TrimSpace(*u.Availability))
		if p.Availability != "" && !slices.Contains(Availabilities, p.Availability) {
			pr.Add("availability", "Availability must be immediately, two-weeks, one-month, three-months or not-looking.")
		}
	}
	if u.OpenToWork != nil {
		p.OpenToWork = *u.OpenToWork
	}
	return pr.Err()
}

// cleanWords trims each word of a list and drops blanks and repeats (regardless of case).
func cleanWords(in []string) []string {
	out := []string{}
	for _, w := range in {
		w = strings.Join(strings.Fields(CleanText(w)), " ")
		if w == "" || slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, w) }) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// checkWords checks a list of words: at most max of them, each at most maxLen characters.
func checkWords(p *Problems, field, label string, words []string, max, maxLen int) {
	if len(words) > max {
		p.Add(field, fmt.Sprintf("Give at most %d %s.", max, label))
		return
	}
	for _, w := range words {
		if utf8.RuneCountInString(w) > maxLen {
			p.Add(field, fmt.Sprintf("Each of the %s must be at most %d characters.", label, maxLen))
			return
		}
	}
}

// checkAll checks that every value of a list is one of choices.
func checkAll(p *Problems, field, label string, vs, choices []string) {
	for _, v := range vs {
		if !slices.Contains(choices, v) {
			p.Add(field, fmt.Sprintf("%q is not a known %s.", v, label))
			return
		}
	}
}

// Preferences are an account's settings, in SPEC's shape.
type Preferences struct {
	Theme         string             `json:"theme"`
	Language      string             `json:"language"`
	Notifications NotificationPrefs  `json:"notifications"`
	JobAlerts     JobAlertPrefs      `json:"jobAlerts"`
	Privacy       PrivacyPreferences `json:"privacy"`
}

// NotificationPrefs say which kinds of message the account wants.
type NotificationPrefs struct {
	Email      bool `json:"email"`
	Push       bool `json:"push"`
	JobAlerts  bool `json:"jobAlerts"`
	Newsletter bool `json:"newsletter"`
}

// JobAlertPrefs are the account's defaults for its job alerts; Enabled
// false pauses every alert of the account, as Notifications.JobAlerts does.
type JobAlertPrefs struct {
	Enabled   bool     `json:"enabled"`
	Frequency string   `json:"frequency"`
	Keywords  []string `json:"keywords"`
	Locations []string `json:"locations"`
	JobTypes  []string `json:"jobTypes"`
}

// PrivacyPreferences say who sees the profile, and whether employers see
// the email and phone of an application.
type PrivacyPreferences struct {
	ProfileVisibility string `json:"profileVisibility"`
	ShowEmail         bool   `json:"showEmail"`
	ShowPhone         bool   `json:"showPhone"`
}

// DefaultPreferences are the preferences of an account that has set none (SPEC section 9).
func DefaultPreferences() Preferences {
	return Preferences{Theme: "light", Language: "en",
		Notifications: NotificationPrefs{Email: true, Push: true, JobAlerts: true},
		JobAlerts:     JobAlertPrefs{Enabled: true, Frequency: FrequencyDaily, Keywords: []string{}, Locations: []string{}, JobTypes: []string{}},
		Privacy:       PrivacyPreferences{ProfileVisibility: "public"}}
}

// PreferencesUpdate is a change to preferences: absent fields, nested ones
// too, keep their value.
type PreferencesUpdate struct {
	Theme         *string `json:"theme"`
	Language      *string `json:"language"`
	Notifications *struct {
		Email      *bool `json:"email"`
		Push       *bool `json:"push"`
		JobAlerts  *bool `json:"jobAlerts"`
		Newsletter *bool `json:"newsletter"`
	} `json:"notifications"`
	JobAlerts *struct {
		Enabled   *bool     `json:"enabled"`
		Frequency *string   `json:"frequency"`
		Keywords  *[]string `json:"keywords"`
		Locations *[]string `json:"locations"`
		JobTypes  *[]string `json:"jobTypes"`
	} `json:"jobAlerts"`
	Privacy *struct {
		ProfileVisibility *string `json:"profileVisibility"`
		ShowEmail         *bool   `json:"showEmail"`
		ShowPhone         *bool   `json:"showPhone"`
	} `json:"privacy"`
}

// Apply merges the update into p field by field and checks the result.
func (u *PreferencesUpdate) Apply(p *Preferences) error {
	var pr Problems
	set := func(dst *string, v *string) {
		if v != nil {
			*dst = strings.ToLower(strings.TrimSpace(*v))
		}
	}
	setBool := func(dst *bool, v *bool) {
		if v != nil {
			*dst = *v
		}
	}
	set(&p.Theme, u.Theme)
	set(&p.Language, u.Language)
	if n := u.Notifications; n != nil {
		setBool(&p.Notifications.Email, n.Email)
		setBool(&p.Notifications.Push, n.Push)
		setBool(&p.Notifications.JobAlerts, n.JobAlerts)
		setBool(&p.Notifications.Newsletter, n.Newsletter)
	}
	if a := u.JobAlerts; a != nil {
		setBool(&p.JobAlerts.Enabled, a.Enabled)
		set(&p.JobAlerts.Frequency, a.Frequency)
		if a.Keywords != nil {
			p.JobAlerts.Keywords = cleanWords(*a.Keywords)
		}
		if a.Locations != nil {
			p.JobAlerts.Locations = canonicalAll(Locations, *a.Locations)
		}
		if a.JobTypes != nil {
			p.JobAlerts.JobTypes = canonicalAll(JobTypes, *a.JobTypes)
		}
	}
	if v := u.Privacy; v != nil {
		set(&p.Privacy.ProfileVisibility, v.ProfileVisibility)
		setBool(&p.Privacy.ShowEmail, v.ShowEmail)
		setBool(&p.Privacy.ShowPhone, v.ShowPhone)
	}
	p.JobAlerts.Keywords = nonNil(p.JobAlerts.Keywords)
	p.JobAlerts.Locations = nonNil(p.JobAlerts.Locations)
	p.JobAlerts.JobTypes = nonNil(p.JobAlerts.JobTypes)
	if !slices.Contains(Themes, p.Theme) {
		pr.Add("theme", "Theme must be light, dark or system.")
	}
	if !slices.Contains(Languages, p.Language) {
		pr.Add("language", "Language must be en, si or ta.")
	}
	if !slices.Contains(Frequencies, p.JobAlerts.Frequency) {
		pr.Add("jobAlerts.frequency", "Frequency must be instant, daily or weekly.")
	}
	checkWords(&pr, "jobAlerts.keywords", "keywords", p.JobAlerts.Keywords, MaxAlertKeywords, MaxAlertKeyword)
	checkAll(&pr, "jobAlerts.locations", "district", p.JobAlerts.Locations, Locations)
	checkAll(&pr, "jobAlerts.jobTypes", "job type", p.JobAlerts.JobTypes, JobTypes)
	if !slices.Contains(ProfileVisibility, p.Privacy.ProfileVisibility) {
		pr.Add("privacy.profileVisibility", "Profile visibility must be public, employers or private.")
	}
	return pr.Err()
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// SavedJob is a job an account keeps. Status says what became of it: an
// open or closed job comes with the job as the job lists show it; one no
// longer available (deleted, rejected, back in review, or of a banned
// account) keeps only its title ("" once deleted) and Job is nil, so that
// nothing a moderator wrote about it, nor the details taken off the site,
// reach the list. Closed is true of any job that is not open.
type SavedJob struct {
	JobID   int64     `json:"jobId"`
	Title   string    `json:"title"`
	SavedAt time.Time `json:"savedAt"`
	Status  string    `json:"status"`
	Closed  bool      `json:"closed"`
	Job     *Job      `json:"job"`
}

// What became of a saved job (SavedJob.Status).
const (
	SavedJobOpen        = "open"        // public, and its closing date not passed
	SavedJobClosed      = "closed"      // still shown, but its closing date passed
	SavedJobUnavailable = "unavailable" // deleted, rejected, in review or of a banned account
)

// JobAlert is a saved search whose new jobs are emailed to the account.
type JobAlert struct {
	ID         int64      `json:"id"`
	CustomerID int64      `json:"-"`
	Name       string     `json:"name"`
	Keywords   []string   `json:"keywords"`
	Locations  []string   `json:"locations"`
	JobTypes   []string   `json:"jobTypes"`
	MainTopics []string   `json:"mainTopics"`
	MinSalary  *int64     `json:"minSalary"`
	Frequency  string     `json:"frequency"`
	Enabled    bool       `json:"enabled"`
	LastSentAt *time.Time `json:"lastSentAt"`
	CreatedAt  time.Time  `json:"createdAt"`
	UpdatedAt  time.Time  `json:"updatedAt"`
}

// JobAlertInput is what an account sends to create or replace an alert.
// A frequency not given is daily; enabled not given is true.
type JobAlertInput struct {
	Name       string   `json:"name"`
	Keywords   []string `json:"keywords"`
	Locations  []string `json:"locations"`
	JobTypes   []string `json:"jobTypes"`
	MainTopics []string `json:"mainTopics"`
	MinSalary  *int64   `json:"minSalary"`
	Frequency  string   `json:"frequency"`
	Enabled    *bool    `json:"enabled"`
	// The read-only fields are taken and ignored, so that an alert read can be sent back.
	ID         *ignored `json:"id"`
	LastSentAt *ignored `json:"lastSentAt"`
	CreatedAt  *ignored `json:"createdAt"`
	UpdatedAt  *ignored `json:"updatedAt"`
}

// Normalize trims the fields, writes chosen values as the lists spell them
// and fills the defaults.
func (in *JobAlertInput) Normalize() {
	in.Name = strings.Join(strings.Fields(CleanText(in.Name)), " ")
	in.Keywords = cleanWords(in.Keywords)
	in.Locations = nonNil(canonicalAll(Locations, in.Locations))
	in.JobTypes = nonNil(canonicalAll(JobTypes, in.JobTypes))
	in.MainTopics = nonNil(canonicalAll(MainTopics, in.MainTopics))
	in.Frequency = strings.ToLower(strings.TrimSpace(in.Frequency))
	if in.Frequency == "" {
		in.Frequency = FrequencyDaily
	}
	if in.Enabled == nil {
		t := true
		in.Enabled = &t
	}
}

// Validate checks an alert after Normalize; each problem names its field.
func (in *JobAlertInput) Validate() error {
	var p Problems
	checkText(&p, "name", "Name", in.Name, true, MaxAlertName)
	checkWords(&p, "keywords", "keywords", in.Keywords, MaxAlertKeywords, MaxAlertKeyword)
	checkAll(&p, "locations", "district", in.Locations, Locations)
	checkAll(&p, "jobTypes", "job type", in.JobTypes, JobTypes)
	checkAll(&p, "mainTopics", "main topic", in.MainTopics, MainTopics)
	if in.MinSalary != nil && (*in.MinSalary < 0 || *in.MinSalary > MaxSalary) {
		p.Add("minSalary", "The minimum salary must be a whole number from 0.")
	}
	if !slices.Contains(Frequencies, in.Frequency) {
		p.Add("frequency", "Frequency must be instant, daily or weekly.")
	}
	return p.Err()
}

// Apply writes the input into an alert.
func (in *JobAlertInput) Apply(a *JobAlert) {
	a.Name, a.Keywords, a.Locations, a.JobTypes, a.MainTopics = in.Name, in.Keywords, in.Locations, in.JobTypes, in.MainTopics
	a.MinSalary, a.Frequency, a.Enabled = in.MinSalary, in.Frequency, *in.Enabled
}

// Filter is the job list filter an alert stands for: its keywords are
// searched for as the search box's words are (every word must match), its
// main topics and minimum salary filter as the job list's do. Its locations
// and job types, of which a job must have one, are passed beside it.
func (a *JobAlert) Filter() JobFilter {
	f := JobFilter{Keyword: strings.Join(a.Keywords, " "), MainTopics: a.MainTopics, SalaryMin: a.MinSalary,
		SortBy: SortPostedDate, Limit: MaxAlertJobs}
	f.Normalize()
	return f
}

// ApplicationEvent is a status an application took, and when.
type ApplicationEvent struct {
	Status string    `json:"status"`
	At     time.Time `json:"at"`
}

// Job states of an application, as its applicant sees them.
const (
	JobOpen   = "open"
	JobClosed = "closed"
)

// MyApplication is an application as its applicant reads it: with the
// job's current state and the statuses it has been through.
type MyApplication struct {
	*Application
	JobStatus string             `json:"jobStatus"`
	History   []ApplicationEvent `json:"history"`
	// ScreeningAnswers are the job's questions as the applicant answered
	// them: never the employer's wanted answer or what the answers come to.
	ScreeningAnswers []MyScreeningAnswer `json:"screeningAnswers"`
}

// MyScreeningAnswer is one of a job's screening questions and the
// applicant's answer ("" when a preferred question was left), as the
// applicant reads it.
type MyScreeningAnswer struct {
	Kind     string `json:"kind"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// OwnAnswers returns an application's screening answers as its applicant reads them.
func (a *Application) OwnAnswers() []MyScreeningAnswer {
	out := make([]MyScreeningAnswer, len(a.Screening.Answers))
	for i, s := range a.Screening.Answers {
		out[i] = MyScreeningAnswer{Kind: s.Kind, Question: s.Text, Answer: s.Answer}
	}
	return out
}

// UnsubscribeKeyName names the key, among the database's server keys, that
// signs the unsubscribe links of the alerts' emails.
const UnsubscribeKeyName = "job-alert-unsubscribe"

// UnsubscribeToken is the signed token of an alert's unsubscribe link: the
// alert's id and an HMAC-SHA256, under key, of the id and the alert's
// creation time. The time is what a later alert given the same id cannot
// share, so that an old link never acts on another alert.
func UnsubscribeToken(key []byte, alertID int64, created time.Time) string {
	id := strconv.FormatInt(alertID, 10)
	return id + "." + base64.RawURLEncoding.EncodeToString(unsubscribeMAC(key, id, created))
}

// UnsubscribeTokenAlert returns the alert a token names, not yet checked:
// false for a token that is not in the form UnsubscribeToken makes.
func UnsubscribeTokenAlert(token string) (int64, bool) {
	id, _, ok := strings.Cut(token, ".")
	if !ok || len(token) > 100 {
		return 0, false
	}
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil || n <= 0 || strconv.FormatInt(n, 10) != id {
		return 0, false
	}
	return n, true
}

// CheckUnsubscribeToken reports whether a token was made with key for this
// very alert: its id and its creation time.
func CheckUnsubscribeToken(key []byte, token string, alertID int64, created time.Time) bool {
	id, sig, ok := strings.Cut(token, ".")
	if !ok || id != strconv.FormatInt(alertID, 10) {
		return false
	}
	mac, err := base64.RawURLEncoding.DecodeString(sig)
	return err == nil && hmac.Equal(mac, unsubscribeMAC(key, id, created))
}

// unsubscribeMAC signs an alert's id and creation time, to the microsecond
// (as both databases keep it).
func unsubscribeMAC(key []byte, id string, created time.Time) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("job-alert-unsubscribe:" + id + ":" + strconv.FormatInt(created.UnixMicro(), 10)))
	return m.Sum(nil)
}

// AlertPeriodStart returns the latest start of a frequency's period at or
// before now: for daily, 07:00 in Colombo; for weekly, Monday 07:00 in
// Colombo; for instant, now itself.
func AlertPeriodStart(frequency string, now time.Time) time.Time {
	if frequency == FrequencyInstant {
		return now
	}
	c := now.In(SriLankaTime)
	t := time.Date(c.Year(), c.Month(), c.Day(), 7, 0, 0, 0, SriLankaTime)
	if t.After(c) {
		t = t.AddDate(0, 0, -1)
	}
	if frequency == FrequencyWeekly {
		back := (int(t.Weekday()) - int(time.Monday) + 7) % 7
		t = t.AddDate(0, 0, -back)
	}
	return t.UTC()
}

// AlertPeriod is the length of a frequency's period: how far back the first
// run of its alerts looks.
func AlertPeriod(frequency string) time.Duration {
	switch frequency {
	case FrequencyDaily:
		return 24 * time.Hour
	case FrequencyWeekly:
		return 7 * 24 * time.Hour
	}
	return time.Minute
}
