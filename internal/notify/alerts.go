package notify

import (
	"strings"

	"jobportal/internal/mail"
)

// AlertJob is one job of a job alert's email.
type AlertJob struct {
	Title    string
	Employer string
	District string
	Salary   string // such as "LKR 80,000 - 120,000"; "" when the job gives none
	Link     string // the job's page
}

// AlertNews is what a job alert's email tells its owner.
type AlertNews struct {
	Name           string // the owner's name
	AlertName      string
	Frequency      string // instant, daily or weekly
	Jobs           []AlertJob
	ManageURL      string // where the owner edits their alerts
	UnsubscribeURL string // pauses this alert, without signing in
}

// JobAlert is the email of a job alert's new matches. It carries the
// one-click unsubscribe headers of RFC 8058.
func JobAlert(lang Lang, to string, d AlertNews) (mail.Message, error) {
	m, err := render(lang, "job-alert", to, d)
	if err != nil {
		return m, err
	}
	m.Headers = map[string]string{"List-Unsubscribe": "<" + d.UnsubscribeURL + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}
	return m, nil
}

// UnsubscribePage is what the unsubscribe page of an alert says.
type UnsubscribePage struct {
	AlertName string
	Done      bool // the alert has been paused
	Invalid   bool // the link was not one the site made
	ManageURL string
}

// UnsubscribeTexts returns the title, the text and the button's label of the
// unsubscribe page, in a language.
func UnsubscribeTexts(lang Lang, d UnsubscribePage) (title, text, button string, err error) {
	set, ok := sets[lang]
	if !ok {
		set = sets[English]
	}
	out := make([]string, 3)
	for i, name := range []string{"unsubscribe-page.title", "unsubscribe-page.text", "unsubscribe-page.button"} {
		if out[i], err = execute(set, name, d); err != nil {
			return "", "", "", err
		}
		out[i] = strings.Join(strings.Fields(out[i]), " ")
	}
	return out[0], out[1], out[2], nil
}
