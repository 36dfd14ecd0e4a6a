package jobportal

import (
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The two sides of an application, in its thread of messages and its
// interviews: the customer who posted the job, and the applicant.
const (
	SideEmployer  = "employer"
	SideApplicant = "applicant"
)

// MaxMessage bounds a message, in characters after trimming.
const MaxMessage = 4000

// MaxMessageKey bounds the key a client sends to post a message once only.
const MaxMessageKey = 64

// MessageNoticeGap is the least time between two emails that tell one side
// of a thread of new messages, unless that side has read the thread since.
const MessageNoticeGap = 30 * time.Minute

// MessagePreview bounds the part of a message its notice quotes, in characters.
const MessagePreview = 80

// Message is one message of an application's thread. Its author is named,
// never with an email address.
type Message struct {
	ID   int64  `json:"id"`
	Side string `json:"side"`
	// AuthorName is the person's name on the applicant's side, the
	// company's (or the poster's) on the employer's.
	AuthorName string    `json:"authorName"`
	Body       string    `json:"body"`
	CreatedAt  time.Time `json:"createdAt"`
	// ReadAt is when the other side first saw it; nil while unread.
	ReadAt *time.Time `json:"readAt"`
}

// Thread is an application's messages as one side sees them.
type Thread struct {
	ApplicationID int64 `json:"applicationId"`
	// Side is the side of the one reading.
	Side     string `json:"side"`
	JobTitle string `json:"jobTitle"`
	// With is the other side's name: the company for the applicant, the
	// applicant for the employer.
	With string `json:"with"`
	// ShareEmail is the applicant's choice to show their address to the
	// employer in this thread; ApplicantEmail is that address, given to the
	// employer only when shared (and always to the applicant themself).
	ShareEmail     bool   `json:"shareEmail"`
	ApplicantEmail string `json:"applicantEmail,omitempty"`
	// Open says whether messages can be written: a job posted by the
	// site's team, or by an account since deleted, has no one to write to.
	Open     bool      `json:"open"`
	Messages []Message `json:"messages"`
}

// MessageSide is the side of a thread an actor takes for an application:
// the applicant's, the employer's for the customer who posted the job, or
// "" for anyone else, who has no access to it.
func MessageSide(a Actor, app *Application) string {
	switch {
	case a.IsCustomer() && app.Applicant.ID == a.ID:
		return SideApplicant
	case a.posted(app.JobPostedBy):
		return SideEmployer
	}
	return ""
}

// OtherSide is the side that receives what side writes.
func OtherSide(side string) string {
	if side == SideEmployer {
		return SideApplicant
	}
	return SideEmployer
}

// CleanMessage normalises a message's line ends, trims it and checks it:
// 1 to MaxMessage characters, with no control characters besides line
// ends and tabs (refused, not removed, so that nothing is sent other than
// what was written).
func CleanMessage(body string) (string, error) {
	body = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(body, "\r\n", "\n"), "\r", "\n"))
	var p Problems
	bad := strings.IndexFunc(body, func(r rune) bool {
		return (unicode.IsControl(r) && r != '\n' && r != '\t') || r == utf8.RuneError || r == '\ufeff'
	})
	switch n := utf8.RuneCountInString(body); {
	case n == 0:
		p.Add("body", "Write the message first: it is empty.")
	case n > MaxMessage:
		p.Add("body", fmt.Sprintf("A message must be at most %d characters (it has %d).", MaxMessage, n))
	case bad >= 0:
		p.Add("body", "The message holds a control character that cannot be sent. Please remove it and try again.")
	}
	return body, p.Err()
}

// ValidateMessageKey checks the key a client sends with a message, so that
// a message sent twice (a repeated click, a retry) is stored once: empty,
// or up to MaxMessageKey letters, digits and hyphens.
func ValidateMessageKey(key string) error {
	var p Problems
	if len(key) > MaxMessageKey || strings.ContainsFunc(key, func(r rune) bool {
		return !(r == '-' || r == '_' || (r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r))))
	}) {
		p.Add("key", fmt.Sprintf("key must be at most %d letters, digits, hyphens or underscores.", MaxMessageKey))
	}
	return p.Err()
}

var emailLike = regexp.MustCompile(`[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+`)

// MessagePreviewOf is the short part of a message that its email notice
// quotes: the first MessagePreview characters on one line, with anything
// that looks like an email address left out.
func MessagePreviewOf(body string) string {
	s := strings.Join(strings.Fields(emailLike.ReplaceAllString(body, "…")), " ")
	if utf8.RuneCountInString(s) <= MessagePreview {
		return s
	}
	r := []rune(s)[:MessagePreview]
	return strings.TrimRightFunc(string(r), unicode.IsSpace) + "…"
}

// CanReadJobMessages: only the customer who posted a job counts the unread
// messages of its applications; admins who moderate read no one's messages.
func CanReadJobMessages(a Actor, j *Job) bool { return a.posted(j.PostedBy) }
