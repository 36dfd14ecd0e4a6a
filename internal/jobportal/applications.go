package jobportal

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Application statuses: an application starts submitted (shown as
// "Applied"); the job's poster and admins move it through the pipeline, to
// hired or rejected (shown as "Not selected"). Withdrawn is set only by the
// applicant, and an application withdrawn moves no more.
const (
	ApplicationSubmitted   = "submitted"
	ApplicationReviewed    = "reviewed"
	ApplicationShortlisted = "shortlisted"
	ApplicationInterview   = "interview"
	ApplicationOffered     = "offered"
	ApplicationHired       = "hired"
	ApplicationRejected    = "rejected"
	ApplicationWithdrawn   = "withdrawn"
)

// ApplicationStages lists the statuses an employer moves an application to,
// in the order of the pipeline.
var ApplicationStages = []string{ApplicationSubmitted, ApplicationReviewed, ApplicationShortlisted,
	ApplicationInterview, ApplicationOffered, ApplicationHired, ApplicationRejected}

// ApplicationStatuses lists every status an application may have: the
// stages, then withdrawn.
var ApplicationStatuses = append(slices.Clone(ApplicationStages), ApplicationWithdrawn)

// MaxNote bounds a private note on an application, in characters.
const MaxNote = 2000

// MaxBulkMove bounds how many applications one move takes.
const MaxBulkMove = 500

// MaxCoverLetter bounds a cover letter, in characters.
const MaxCoverLetter = 5000

// Application is a job seeker's application for a job, with the CV file they
// sent and the job's title and employer as they are now.
type Application struct {
	ID          int64                `json:"id"`
	JobID       int64                `json:"jobId"`
	JobTitle    string               `json:"jobTitle"`
	JobSlug     string               `json:"jobSlug"`
	CompanyName string               `json:"companyName"`
	Applicant   ApplicationApplicant `json:"applicant"`
	CoverLetter string               `json:"coverLetter"`
	// Phone is where the applicant wants to be called for this job.
	Phone string `json:"phone"`
	// WithoutCV: the applicant applied with a name, phone, district and
	// note (CoverLetter) instead of a CV; CV is then empty.
	WithoutCV bool `json:"withoutCv"`
	// GivenName and District are what an application without a CV gave.
	GivenName string    `json:"givenName"`
	District  string    `json:"district"`
	CV        CVFile    `json:"cv"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
	// Rating and NotesCount are the employer's, sent only in an employer's
	// answer (EmployerApplication), never to the applicant.
	Rating     *int `json:"-"`
	NotesCount int  `json:"-"`
	// Screening is the applicant's answers to the job's questions, as the
	// employer's side reads them (EmployerApplication).
	Screening Screening `json:"-"`
	// JobPostedBy is who posted the job: the one, besides admins, who sees
	// and moves the application.
	JobPostedBy PostedBy `json:"-"`
	// CVKey is where the CV file is kept in the blob store; never sent.
	CVKey string `json:"-"`
}

// ApplicationApplicant is the person who applied, as the job's poster sees them.
type ApplicationApplicant struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

// CVFile describes the CV file of an application; URL downloads it for
// those allowed to see it.
type CVFile struct {
	Name string `json:"name"`
	Type string `json:"type"`
	Size int64  `json:"size"`
	URL  string `json:"url"`
}

// ApplicationInput is what an applicant sends besides the CV file.
type ApplicationInput struct {
	CoverLetter string `json:"coverLetter"`
	Phone       string `json:"phone"`
	// CVID names one of the applicant's built CVs, sent as a PDF when no file is.
	CVID int64 `json:"cvId"`
	// Answers are the replies to the job's screening questions (in a form,
	// each a JSON object in a field named answers).
	Answers []ScreeningReply `json:"answers"`
}

// Normalize trims the fields and removes control characters.
func (in *ApplicationInput) Normalize() {
	in.CoverLetter = strings.TrimSpace(CleanText(in.CoverLetter))
	in.Phone = strings.TrimSpace(in.Phone)
}

// Validate checks an application after Normalize.
func (in *ApplicationInput) Validate() error {
	var p Problems
	switch n := utf8.RuneCountInString(in.CoverLetter); {
	case n == 0:
		p.Add("coverLetter", "Write a few lines to the employer: a cover letter is required.")
	case n > MaxCoverLetter:
		p.Add("coverLetter", fmt.Sprintf("The cover letter must be at most %d characters (it has %d).", MaxCoverLetter, n))
	}
	checkPhone(&p, "phone", in.Phone)
	return p.Err()
}

// ValidateApplicationStatus checks a status a list is filtered by.
func ValidateApplicationStatus(status string) error {
	var p Problems
	if !slices.Contains(ApplicationStatuses, status) {
		p.Add("status", "Status must be one of "+strings.Join(ApplicationStatuses, ", ")+".")
	}
	return p.Err()
}

// ValidateApplicationStage checks a stage an employer moves an application to.
func ValidateApplicationStage(status string) error {
	var p Problems
	switch {
	case status == "":
		p.Add("status", "Status is required.")
	case status == ApplicationWithdrawn:
		p.Add("status", "Only the applicant can withdraw an application.")
	case !slices.Contains(ApplicationStages, status):
		p.Add("status", "Status must be one of "+strings.Join(ApplicationStages, ", ")+".")
	}
	return p.Err()
}

// EmployerApplication is an application as the job's poster and admins see
// it: with their rating, how many private notes it has, and the answers to
// the job's screening questions with what they come to.
type EmployerApplication struct {
	*Application
	Rating           *int              `json:"rating"`
	NotesCount       int               `json:"notesCount"`
	ScreeningAnswers []ScreeningAnswer `json:"screeningAnswers"`
	// ScreeningMet: every wanted answer was given (null when none was wanted).
	ScreeningMet *bool `json:"screeningMet"`
	// ScreeningKnockout: a required question's wanted answer was not given.
	ScreeningKnockout bool `json:"screeningKnockout"`
}

// ForEmployer returns an application as the employer's side sees it.
func (a *Application) ForEmployer() *EmployerApplication {
	answers := a.Screening.Answers
	if answers == nil {
		answers = []ScreeningAnswer{}
	}
	return &EmployerApplication{Application: a, Rating: a.Rating, NotesCount: a.NotesCount, ScreeningAnswers: answers,
		ScreeningMet: a.Screening.Met, ScreeningKnockout: a.Screening.Knockout}
}

// Mover is who moves an application, writes a note or withdraws: a
// customer (the job's poster, or the applicant) or an admin, with the name
// they had then.
type Mover struct {
	Kind string `json:"kind"`
	ID   int64  `json:"-"`
	Name string `json:"name"`
}

// ApplicationMove is one status an application took, as the employer's
// side sees it: who moved it (nil for the application itself) and whether
// the applicant was emailed.
type ApplicationMove struct {
	Status   string    `json:"status"`
	At       time.Time `json:"at"`
	By       *Mover    `json:"by"`
	Notified bool      `json:"notified"`
}

// ApplicationNote is a private note of the employer's side on an application.
type ApplicationNote struct {
	ID     int64     `json:"id"`
	Body   string    `json:"body"`
	Author Mover     `json:"author"`
	At     time.Time `json:"createdAt"`
}

// CleanNote normalises a note and checks it.
func CleanNote(body string) (string, error) {
	body = strings.TrimSpace(CleanText(body))
	var p Problems
	switch n := utf8.RuneCountInString(body); {
	case n == 0:
		p.Add("body", "Write the note first: it is empty.")
	case n > MaxNote:
		p.Add("body", fmt.Sprintf("A note must be at most %d characters (it has %d).", MaxNote, n))
	}
	return body, p.Err()
}

// ValidateRating checks an employer's rating: 1 to 5, or nil to clear it.
func ValidateRating(r *int) error {
	var p Problems
	if r != nil && (*r < 1 || *r > 5) {
		p.Add("rating", "A rating is a whole number from 1 to 5.")
	}
	return p.Err()
}

// ApplicationFilter narrows a job's applications: a status, the days
// (YYYY-MM-DD, Sri Lanka time, both included) they were sent between, and
// what their screening answers come to (one of ScreeningFilters). Sort
// orders them: newest first, or SortScreening.
type ApplicationFilter struct {
	Status    string
	From      string
	To        string
	Screening string
	Sort      string
}

// Orders of a job's applications: newest first (the default), or those
// meeting every wanted answer first, then those asked none, then those
// missing one, then those knocked out, each newest first.
const (
	SortNewest    = "newest"
	SortScreening = "screening"
)

// Validate checks a filter.
func (f ApplicationFilter) Validate() error {
	var p Problems
	if f.Status != "" && !slices.Contains(ApplicationStatuses, f.Status) {
		p.Add("status", "status must be one of "+strings.Join(ApplicationStatuses, ", ")+".")
	}
	if f.Screening != "" && !slices.Contains(ScreeningFilters, f.Screening) {
		p.Add("screening", "screening must be one of "+strings.Join(ScreeningFilters, ", ")+".")
	}
	if f.Sort != "" && f.Sort != SortNewest && f.Sort != SortScreening {
		p.Add("sort", "sort must be newest or screening.")
	}
	var from, to time.Time
	var err error
	if f.From != "" {
		if from, err = time.Parse(DateLayout, f.From); err != nil {
			p.Add("from", "from must be a date, YYYY-MM-DD.")
		}
	}
	if f.To != "" {
		if to, err = time.Parse(DateLayout, f.To); err != nil {
			p.Add("to", "to must be a date, YYYY-MM-DD.")
		}
	}
	if !from.IsZero() && !to.IsZero() && to.Before(from) {
		p.Add("to", "The end date must not be before the start date.")
	}
	return p.Err()
}

// Range returns the times a valid filter's days cover: from its first
// moment, up to (not including) the day after to; zero when not given.
func (f ApplicationFilter) Range() (from, until time.Time) {
	if f.From != "" {
		from, _ = time.ParseInLocation(DateLayout, f.From, SriLankaTime)
	}
	if f.To != "" {
		to, _ := time.ParseInLocation(DateLayout, f.To, SriLankaTime)
		until = to.AddDate(0, 0, 1)
	}
	return from.UTC(), until.UTC()
}

// CVFileName makes the name a CV is downloaded under from the name it was
// sent with: letters, digits, spaces, dots, hyphens and underscores are
// kept, and the extension is the one of the type found in its content.
func CVFileName(sent, ext string) string {
	base := sent
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	if i := strings.LastIndexAny(base, `/\`); i >= 0 {
		base = base[i+1:]
	}
	var b strings.Builder
	for _, r := range base {
		switch {
		case r == ' ' || r == '-' || r == '_' || r == '.':
			b.WriteRune(r)
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r):
			b.WriteRune(r)
		}
		if b.Len() >= 100 {
			break
		}
	}
	name := strings.Trim(b.String(), " .-_")
	if name == "" {
		name = "cv"
	}
	return name + ext
}

// ApplicationsFileName is the name of a job's applications' CSV file: the
// job's title as a slug, then "applications".
func ApplicationsFileName(title string) string {
	return Slugify(title, "job") + "-applications.csv"
}

// csvUnsafe are the first characters that make a spreadsheet read a cell
// as a formula, with the tab and carriage return that can come before them.
const csvUnsafe = "=+-@\t\r"

// csvCell makes a cell safe to open in a spreadsheet: one that starts like
// a formula gets a leading apostrophe, so it is shown as the text it is.
func csvCell(s string) string {
	if s != "" && strings.ContainsRune(csvUnsafe, rune(s[0])) {
		return "'" + s
	}
	return s
}

// ApplicationsCSVHeader is the first row of the applications' CSV file.
var ApplicationsCSVHeader = []string{"Name", "Email", "Phone", "Stage", "Applied", "Last change", "Rating",
	"District", "Without CV", "Note"}

// StageName is the English name of a status, as the CSV file and emails to
// the team write it.
func StageName(status string) string {
	switch status {
	case ApplicationSubmitted:
		return "Applied"
	case ApplicationRejected:
		return "Not selected"
	case "":
		return ""
	}
	return strings.ToUpper(status[:1]) + status[1:]
}

// WriteApplicationsCSV writes applications as CSV: name, email, phone,
// stage, applied date, last change and rating, dates in Sri Lanka time,
// then what an application without a CV gave (district, whether it came
// without a CV, and its note; its name is the one given), then one column
// per screening question, headed by its text: the job's questions as they
// are now, then any an application answered before they changed. Every
// cell, headers too, is made safe against formulas.
func WriteApplicationsCSV(w io.Writer, list []*Application, questions []ScreeningQuestion) error {
	columns := screeningColumns(list, questions)
	c := csv.NewWriter(w)
	header := slices.Clone(ApplicationsCSVHeader)
	for _, q := range columns {
		header = append(header, csvCell(q))
	}
	if err := c.Write(header); err != nil {
		return err
	}
	for _, a := range list {
		rating := ""
		if a.Rating != nil {
			rating = strconv.Itoa(*a.Rating)
		}
		name, withoutCV, note := a.Applicant.Name, "", ""
		if a.WithoutCV {
			withoutCV, note = "Yes", a.CoverLetter
			if a.GivenName != "" {
				name = a.GivenName
			}
		}
		row := []string{name, a.Applicant.Email, a.Phone, StageName(a.Status),
			a.CreatedAt.In(SriLankaTime).Format(DateLayout), a.UpdatedAt.In(SriLankaTime).Format("2006-01-02 15:04"), rating,
			a.District, withoutCV, note}
		answers := make(map[string]string, len(a.Screening.Answers))
		for _, s := range a.Screening.Answers {
			answers[s.Text] = s.Answer
		}
		for _, q := range columns {
			row = append(row, answers[q])
		}
		for i := range row {
			row[i] = csvCell(row[i])
		}
		if err := c.Write(row); err != nil {
			return err
		}
	}
	c.Flush()
	return c.Error()
}

// screeningColumns lists the texts of the screening questions the CSV file
// has a column for, each once: the job's, then those only older answers hold.
func screeningColumns(list []*Application, questions []ScreeningQuestion) []string {
	var out []string
	seen := map[string]bool{}
	add := func(text string) {
		if !seen[text] {
			seen[text] = true
			out = append(out, text)
		}
	}
	for _, q := range questions {
		add(q.Text)
	}
	for _, a := range list {
		for _, s := range a.Screening.Answers {
			add(s.Text)
		}
	}
	return out
}
