package notify

import "jobportal/internal/mail"

// PasswordReset is what the email with a password reset link says.
type PasswordReset struct {
	Name string // the account holder's name
	Link string // the reset page's address, with the token
}

// PasswordResetLink is the email that sends a customer the link to choose a new password.
func PasswordResetLink(lang Lang, to string, d PasswordReset) (mail.Message, error) {
	return render(lang, "password-reset", to, d)
}
