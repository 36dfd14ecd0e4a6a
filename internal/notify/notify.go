// Package notify writes the portal's emails from templates, in the
// recipient's language. Handlers and background work build their messages
// here and send them through internal/mail; none writes an email's words
// itself. Each area has its file of messages and its templates, in
// templates/<language>/<area>.tmpl; each message is two templates,
// "<name>.subject" and "<name>.body".
package notify

import (
	"bytes"
	"embed"
	"fmt"
	"strings"
	"text/template"

	"jobportal/internal/mail"
)

// Lang is a language an email is written in.
type Lang string

// The languages of the portal. A customer's emails are written in the
// language of their preferences; the team's in English.
const (
	English Lang = "en"
	Sinhala Lang = "si"
	Tamil   Lang = "ta"
)

// Langs lists every language a message is written in.
var Langs = []Lang{English, Sinhala, Tamil}

// Templates holds the messages' templates, templates/<language>/<area>.tmpl.
//
//go:embed templates
var Templates embed.FS

// sets holds the parsed templates of each language.
var sets = func() map[Lang]*template.Template {
	m := make(map[Lang]*template.Template, len(Langs))
	for _, l := range Langs {
		// A field a message does not have fails the rendering instead of
		// writing "<no value>" into an email.
		t := template.New(string(l)).Option("missingkey=error")
		m[l] = template.Must(t.ParseFS(Templates, "templates/"+string(l)+"/*.tmpl"))
	}
	return m
}()

// render writes the message name to one recipient in a language, from data.
// A language the portal does not speak falls back to English.
func render(lang Lang, name, to string, data any) (mail.Message, error) {
	set, ok := sets[lang]
	if !ok {
		set = sets[English]
	}
	subject, err := execute(set, name+".subject", data)
	if err != nil {
		return mail.Message{}, err
	}
	body, err := execute(set, name+".body", data)
	if err != nil {
		return mail.Message{}, err
	}
	// A subject is one line, whatever a title sent by someone holds.
	return mail.Message{To: to, Subject: strings.Join(strings.Fields(subject), " "), Text: body}, nil
}

func execute(set *template.Template, name string, data any) (string, error) {
	var b bytes.Buffer
	if err := set.ExecuteTemplate(&b, name, data); err != nil {
		return "", fmt.Errorf("write email %s in %s: %w", name, set.Name(), err)
	}
	return strings.TrimSpace(b.String()), nil
}
