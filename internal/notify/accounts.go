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

// EmailConfirm is what the email with a confirmation link says.
type EmailConfirm struct {
	Name string // the account holder's name
	Link string // the confirmation page's address, with the token
	Days int    // how many days the link works
}

// EmailConfirmation is the email that asks a customer to confirm that the
// address they gave is theirs; until they do, no alert goes to it.
func EmailConfirmation(lang Lang, to string, d EmailConfirm) (mail.Message, error) {
	return render(lang, "email-confirmation", to, d)
}
