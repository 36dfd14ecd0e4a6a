package jobportal

import (
	"strings"
	"time"
)

// ContactMessage is a message sent through the contact page.
type ContactMessage struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Subject   string    `json:"subject"`
	Message   string    `json:"message"`
	CreatedAt time.Time `json:"createdAt"`
}

// Normalize trims the fields.
func (m *ContactMessage) Normalize() {
	m.Name = strings.TrimSpace(m.Name)
	m.Email = NormalizeEmail(m.Email)
	m.Subject = strings.TrimSpace(m.Subject)
	m.Message = strings.TrimSpace(m.Message)
}

// Validate checks a contact message after Normalize.
func (m *ContactMessage) Validate() error {
	var p Problems
	checkText(&p, "name", "Name", m.Name, true, 120)
	checkEmail(&p, "email", m.Email)
	checkText(&p, "subject", "Subject", m.Subject, true, 160)
	checkText(&p, "message", "Message", m.Message, true, 5000)
	if m.Message != "" && len([]rune(m.Message)) < 10 {
		p.Add("message", "Please write at least 10 characters.")
	}
	return p.Err()
}
