package notify

import "jobportal/internal/mail"

// CompanyDecision is what the owner of a company page is told when an admin
// approves or rejects it.
type CompanyDecision struct {
	Name    string // the company's name
	Contact string // the person the account names, or the company's name
	// URL is the company's public page, for an approval; DashboardURL the
	// owner's dashboard, where the page is edited, for a rejection.
	URL          string
	DashboardURL string
	Reason       string // why it was rejected
}

// CompanyApproved is the email that tells an owner their company page is public.
func CompanyApproved(lang Lang, to string, d CompanyDecision) (mail.Message, error) {
	return render(lang, "company-approved", to, d)
}

// CompanyRejected is the email that tells an owner their company page was
// not approved, with the reason given.
func CompanyRejected(lang Lang, to string, d CompanyDecision) (mail.Message, error) {
	return render(lang, "company-rejected", to, d)
}

// CompanyChangeApproved is the email that tells an owner the changes they
// made to their approved page are public now.
func CompanyChangeApproved(lang Lang, to string, d CompanyDecision) (mail.Message, error) {
	return render(lang, "company-change-approved", to, d)
}

// CompanyChangeRejected is the email that tells an owner the changes they
// made to their approved page were turned down, with the reason given; the
// page keeps the details approved before.
func CompanyChangeRejected(lang Lang, to string, d CompanyDecision) (mail.Message, error) {
	return render(lang, "company-change-rejected", to, d)
}
