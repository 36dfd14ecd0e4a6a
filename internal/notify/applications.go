package notify

import "jobportal/internal/mail"

// NewApplication is what the poster of a job is told of an application for it.
type NewApplication struct {
	Name         string // the poster's name
	Applicant    string // the applicant's name
	Title        string // the job's title
	DashboardURL string // where the poster reads applications
}

// ApplicationReceived is the email that tells a job's poster someone applied.
func ApplicationReceived(lang Lang, to string, d NewApplication) (mail.Message, error) {
	return render(lang, "application-received", to, d)
}

// ApplicationNews is what an applicant is told when their application moves.
type ApplicationNews struct {
	Name         string // the applicant's name
	Title        string // the job's title
	Company      string // the employer's name
	Status       string // the new status: one of jobportal.ApplicationStatuses
	DashboardURL string // where the applicant follows their applications
}

// ApplicationMoved is the email that tells an applicant their application's new status.
func ApplicationMoved(lang Lang, to string, d ApplicationNews) (mail.Message, error) {
	return render(lang, "application-moved", to, d)
}

// MessageNotice is what one side of an application's thread is told of new
// messages from the other. It carries a short preview only, and no one's
// email address.
type MessageNotice struct {
	Name    string // the recipient's name
	From    string // who wrote: the company, or the applicant's name
	Title   string // the job's title
	Preview string // the start of the message (jobportal.MessagePreviewOf)
	URL     string // where the thread is read and answered
}

// MessageReceived is the email that tells one side of a thread of new messages.
func MessageReceived(lang Lang, to string, d MessageNotice) (mail.Message, error) {
	return render(lang, "message-received", to, d)
}

// Withdrawal is what the poster of a job is told when an applicant
// withdraws: with the interviews the withdrawal cancelled.
type Withdrawal struct {
	Name      string // the poster's name
	Applicant string // the applicant's name
	Title     string // the job's title
	// Cancelled holds, for each interview the withdrawal cancelled, its
	// booked time (written by InterviewTime), or "" for one not yet booked.
	Cancelled    []string
	DashboardURL string // where the poster reads applications
}

// ApplicationWithdrawn is the email that tells a job's poster an applicant
// withdrew; the calendar files of cancelled bookings are attached by the caller.
func ApplicationWithdrawn(lang Lang, to string, d Withdrawal) (mail.Message, error) {
	return render(lang, "application-withdrawn", to, d)
}
