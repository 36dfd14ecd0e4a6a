package jobportal

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// CVSubmission is a CV sent through the header's "Apply Now" for the
// admins' talent pool: who sent it, the topic of the jobs they want, and
// the file, kept in the blob store under FileKey.
type CVSubmission struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Email     string `json:"email"`
	Phone     string `json:"phone"`
	MainTopic string `json:"mainTopic"`
	SubTopic  string `json:"subTopic"`
	// Language is the language the sender reads their emails in.
	Language string `json:"language"`
	FileName string `json:"fileName"`
	FileType string `json:"fileType"`
	FileSize int64  `json:"fileSize"`
	// FileURL is where admins download the file.
	FileURL     string     `json:"fileUrl"`
	FileKey     string     `json:"-"`
	ContactedAt *time.Time `json:"contactedAt"`
	CreatedAt   time.Time  `json:"createdAt"`
}

// CVSubmissionInput is the form of "Apply Now", without its file.
type CVSubmissionInput struct {
	Name      string `json:"name"`
	Email     string `json:"email"`
	Phone     string `json:"phone"`
	MainTopic string `json:"mainTopic"`
	SubTopic  string `json:"subTopic"`
	Language  string `json:"language"`
	// Consent is the sender's agreement that the portal keeps their CV and
	// contacts them about jobs; without it nothing is kept.
	Consent bool `json:"consent"`
}

// Normalize trims the fields, writes the topics as the lists do, and
// gives the language its default, English.
func (in *CVSubmissionInput) Normalize() {
	in.Name = strings.Join(strings.Fields(in.Name), " ")
	in.Email = NormalizeEmail(in.Email)
	in.Phone = strings.TrimSpace(in.Phone)
	in.MainTopic = canonical(MainTopics, strings.TrimSpace(in.MainTopic))
	in.SubTopic = canonical(allSubTopics, strings.TrimSpace(in.SubTopic))
	in.Language = strings.ToLower(strings.TrimSpace(in.Language))
	if in.Language == "" {
		in.Language = "en"
	}
}

// Validate checks the form after Normalize.
func (in *CVSubmissionInput) Validate() error {
	var p Problems
	checkText(&p, "name", "Name", in.Name, true, 120)
	checkEmail(&p, "email", in.Email)
	if in.Phone == "" {
		p.Add("phone", "Phone is required.")
	}
	checkPhone(&p, "phone", in.Phone)
	checkChoice(&p, "mainTopic", "Main topic", in.MainTopic, MainTopics)
	if in.SubTopic != "" {
		if subs, ok := SubTopics[in.MainTopic]; ok && !slices.Contains(subs, in.SubTopic) {
			p.Add("subTopic", fmt.Sprintf("Choose a sub-topic of %s from the list.", in.MainTopic))
		}
	}
	if !slices.Contains(CVLanguages, in.Language) {
		p.Add("language", "The language must be en, si or ta.")
	}
	if !in.Consent {
		p.Add("consent", "Please agree that we keep your CV and contact you about suitable jobs.")
	}
	return p.Err()
}

// CVSubmissionFilter picks submissions of the talent pool: by topic, and
// by words in the sender's name, email or phone.
type CVSubmissionFilter struct {
	MainTopic string
	SubTopic  string
	Search    string
	Page      Page
}

// Normalize writes the topics as the lists do.
func (f *CVSubmissionFilter) Normalize() {
	f.MainTopic = canonical(MainTopics, strings.TrimSpace(f.MainTopic))
	f.SubTopic = canonical(allSubTopics, strings.TrimSpace(f.SubTopic))
	f.Search = strings.TrimSpace(f.Search)
}

// Validate checks the filter after Normalize, naming the query parameters.
func (f *CVSubmissionFilter) Validate() error {
	var p Problems
	checkOptionalChoice(&p, "mainTopic", "main topic", f.MainTopic, MainTopics)
	checkOptionalChoice(&p, "subTopic", "sub-topic", f.SubTopic, allSubTopics)
	if len(f.Search) > 200 {
		p.Add("search", "The search is too long.")
	}
	f.Page.check(&p)
	return p.Err()
}

// CVSubmissionContact is an admin's message to the sender of a CV.
type CVSubmissionContact struct {
	Subject string `json:"subject"`
	Message string `json:"message"`
}

// Normalize trims the fields.
func (c *CVSubmissionContact) Normalize() {
	c.Subject = strings.Join(strings.Fields(c.Subject), " ")
	c.Message = strings.TrimSpace(c.Message)
}

// Validate checks the message after Normalize.
func (c *CVSubmissionContact) Validate() error {
	var p Problems
	checkText(&p, "subject", "Subject", c.Subject, true, 160)
	checkText(&p, "message", "Message", c.Message, true, 5000)
	return p.Err()
}
