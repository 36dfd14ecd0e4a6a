package jobportal

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Application statuses: an application starts submitted; the job's poster
// and admins move it on.
const (
	ApplicationSubmitted   = "submitted"
	ApplicationReviewed    = "reviewed"
	ApplicationShortlisted = "shortlisted"
	ApplicationRejected    = "rejected"
	ApplicationHired       = "hired"
)

// ApplicationStatuses lists the statuses in the order an application moves through them.
var ApplicationStatuses = []string{ApplicationSubmitted, ApplicationReviewed, ApplicationShortlisted,
	ApplicationRejected, ApplicationHired}

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
	Phone     string    `json:"phone"`
	CV        CVFile    `json:"cv"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
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

// ValidateApplicationStatus checks a status sent to move an application.
func ValidateApplicationStatus(status string) error {
	var p Problems
	if status == "" {
		p.Add("status", "Status is required.")
	} else if !slices.Contains(ApplicationStatuses, status) {
		p.Add("status", "Status must be submitted, reviewed, shortlisted, rejected or hired.")
	}
	return p.Err()
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
