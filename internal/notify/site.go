package notify

import "jobportal/internal/mail"

// Contact is a message sent through the contact page.
type Contact struct {
	Name    string
	Email   string
	Subject string
	Message string
}

// ContactForm is the email that passes a contact-page message on to the team.
func ContactForm(lang Lang, to string, d Contact) (mail.Message, error) {
	return render(lang, "contact-form", to, d)
}
