package notify

import "jobportal/internal/mail"

// CVReceived is what the sender of a CV to the talent pool is told.
type CVReceived struct {
	Name      string
	MainTopic string
	SubTopic  string // may be empty
}

// CVSubmissionReceived is the email that acknowledges a CV sent through
// "Apply Now", in the language the sender chose.
func CVSubmissionReceived(lang Lang, to string, d CVReceived) (mail.Message, error) {
	return render(lang, "cv-submission-received", to, d)
}

// CVContact is an admin's message to the sender of a CV in the talent pool.
type CVContact struct {
	Name    string
	Subject string
	Message string
}

// CVSubmissionContact is the email that carries an admin's message to the
// sender of a CV, with the portal's greeting and signature around it.
func CVSubmissionContact(lang Lang, to string, d CVContact) (mail.Message, error) {
	return render(lang, "cv-submission-contact", to, d)
}
