package notify

import "jobportal/internal/mail"

// JobDecision is what the poster of a job is told when an admin approves or rejects it.
type JobDecision struct {
	Name  string // the poster's name
	Title string // the job's title
	// URL is the job's page, for an approval; DashboardURL the poster's
	// dashboard, for a rejection.
	URL          string
	DashboardURL string
	ClosingDate  string // the job's closing day, YYYY-MM-DD
	Reason       string // why it was rejected; may be empty
}

// JobApproved is the email that tells a poster their job is public.
func JobApproved(lang Lang, to string, d JobDecision) (mail.Message, error) {
	return render(lang, "job-approved", to, d)
}

// JobRejected is the email that tells a poster their job was not approved, with the reason given.
func JobRejected(lang Lang, to string, d JobDecision) (mail.Message, error) {
	return render(lang, "job-rejected", to, d)
}

// JobChangeApproved is the email that tells a poster the changes they made to
// their public job are public now.
func JobChangeApproved(lang Lang, to string, d JobDecision) (mail.Message, error) {
	return render(lang, "job-change-approved", to, d)
}

// JobChangeRejected is the email that tells a poster the changes they made to
// their public job were turned down, with the reason given; the job keeps the
// text approved before.
func JobChangeRejected(lang Lang, to string, d JobDecision) (mail.Message, error) {
	return render(lang, "job-change-rejected", to, d)
}
