// Package mail sends the portal's emails: through SMTP when it is configured,
// otherwise to the log, and into memory in tests.
package mail

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one plain-text email.
type Message struct {
	To      string
	Subject string
	Text    string
	// Headers are more header fields, such as List-Unsubscribe (RFC 8058),
	// by name. Names and values must be printable ASCII on one line.
	Headers map[string]string
	// Attachments are files sent with the text (multipart/mixed), such as
	// an interview's calendar file.
	Attachments []Attachment `json:",omitempty"`
	// About is the address of a person the email names besides its
	// recipient (an applicant, the writer of a contact message). It is not
	// sent: the email log keeps it, so that erasing that person's account
	// finds the email by address rather than by a name in its text.
	About string
}

// Attachment is a file sent with an email.
type Attachment struct {
	// Name is the file's name, as the recipient's mail program shows it.
	Name string
	// ContentType is its MIME type with parameters, such as
	// "text/calendar; charset=utf-8; method=REQUEST".
	ContentType string
	Data        []byte
}

// Sender sends email.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// New returns the sender for an SMTP URL, or one that writes to the log when
// the URL is empty. The URL looks like smtp://user:pass@host:587 (STARTTLS,
// required when a password is given) or smtps://user:pass@host:465 (TLS).
func New(smtpURL, from string, log *slog.Logger) (Sender, error) {
	if smtpURL == "" {
		return &LogSender{Log: log}, nil
	}
	return NewSMTP(smtpURL, from)
}

// LogSender writes each email to the log instead of sending it.
type LogSender struct{ Log *slog.Logger }

// Send logs the email.
func (s *LogSender) Send(ctx context.Context, m Message) error {
	args := []any{"to", m.To, "subject", m.Subject, "headers", m.Headers, "text", m.Text}
	for i, a := range m.Attachments {
		// A text file (a calendar file) is logged whole, so that it can be
		// read where the email would have been; another only by its size.
		content := fmt.Sprintf("%d bytes", len(a.Data))
		if strings.HasPrefix(a.ContentType, "text/") {
			content = string(a.Data)
		}
		args = append(args, fmt.Sprintf("attachment%d", i+1), a.Name+" ("+a.ContentType+"): "+content)
	}
	s.Log.InfoContext(ctx, "email (SMTP_URL not set, so it is logged, not sent)", args...)
	return nil
}

// SMTPSender sends email through an SMTP server.
type SMTPSender struct {
	from string
	host string
	opts []gomail.Option
}

// NewSMTP returns a sender for an smtp:// or smtps:// URL.
func NewSMTP(raw, from string) (*SMTPSender, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() == "" {
		return nil, fmt.Errorf("SMTP_URL %q is not a valid smtp:// address", raw)
	}
	opts := []gomail.Option{gomail.WithTimeout(15 * time.Second)}
	port := 587
	switch u.Scheme {
	case "smtp":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	case "smtps":
		port = 465
		opts = append(opts, gomail.WithSSL())
	default:
		return nil, fmt.Errorf("SMTP_URL must start with smtp:// or smtps://, not %q", u.Scheme+"://")
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("SMTP_URL port %q is not a number", p)
		}
	}
	opts = append(opts, gomail.WithPort(port))
	if u.User != nil {
		pw, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pw))
		if u.Scheme == "smtp" {
			// Never send a password over an unencrypted connection.
			opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
		}
	}
	return &SMTPSender{from: from, host: u.Hostname(), opts: opts}, nil
}

// Send delivers one email.
func (s *SMTPSender) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("mail from %q: %w", s.from, err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail to %q: %w", m.To, err)
	}
	msg.Subject(m.Subject)
	for _, name := range slices.Sorted(maps.Keys(m.Headers)) {
		v := m.Headers[name]
		if !headerSafe(name) || !headerSafe(v) || strings.Contains(name, ":") {
			return fmt.Errorf("mail header %q: not one line of printable text", name)
		}
		msg.SetGenHeader(gomail.Header(name), v)
	}
	msg.SetDate()
	msg.SetMessageID()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	for _, a := range m.Attachments {
		if !headerSafe(a.Name) || !headerSafe(a.ContentType) || strings.ContainsAny(a.Name, `"/\`) {
			return fmt.Errorf("mail attachment %q: not a plain file name and type", a.Name)
		}
		if err := msg.AttachReader(a.Name, bytes.NewReader(a.Data), gomail.WithFileContentType(gomail.ContentType(a.ContentType))); err != nil {
			return fmt.Errorf("mail attachment %q: %w", a.Name, err)
		}
	}
	c, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return fmt.Errorf("smtp client: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("send mail: %w", err)
	}
	return nil
}

// headerSafe reports whether s is printable ASCII on one line.
func headerSafe(s string) bool {
	for _, r := range s {
		if r < ' ' || r > '~' {
			return false
		}
	}
	return s != ""
}

// Capture keeps emails in memory, for tests.
type Capture struct {
	mu   sync.Mutex
	sent []Message
	fail error
}

// Send records the email, or refuses it with the error FailWith set.
func (c *Capture) Send(_ context.Context, m Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.fail != nil {
		return c.fail
	}
	c.sent = append(c.sent, m)
	return nil
}

// FailWith makes Send refuse every email with err, as a mail server that is
// down would; nil makes it take them again.
func (c *Capture) FailWith(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.fail = err
}

// Messages returns the emails sent so far.
func (c *Capture) Messages() []Message {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Message(nil), c.sent...)
}

// Last returns the last email sent to an address, and whether there was one.
func (c *Capture) Last(to string) (Message, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := len(c.sent) - 1; i >= 0; i-- {
		if c.sent[i].To == to {
			return c.sent[i], true
		}
	}
	return Message{}, false
}
