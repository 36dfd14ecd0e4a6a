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
