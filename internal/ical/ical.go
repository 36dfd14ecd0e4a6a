// Package ical writes the calendar files (RFC 5545, with the methods of
// iTIP, RFC 5546) that interview emails carry: one event, its times in UTC,
// so that every calendar shows it at the right moment in its own zone.
package ical

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Methods of a calendar file: an invitation (new or updated) or its cancellation.
const (
	MethodRequest = "REQUEST"
	MethodCancel  = "CANCEL"
)

// Event is one meeting.
type Event struct {
	// UID names the meeting across its updates; Sequence grows with each.
	UID      string
	Sequence int
	Method   string
	Stamp    time.Time
	Start    time.Time
	End      time.Time
	Summary  string
	Location string
	// Description is plain text, lines separated by "\n".
	Description string
	URL         string
	// Organizer is who sends the invitation: a name and an address.
	OrganizerName, OrganizerEmail string
	// Attendee is the recipient of this copy of the file.
	AttendeeName, AttendeeEmail string
}

// ContentType is the MIME type of a file with the event's method.
func (e Event) ContentType() string {
	return "text/calendar; charset=utf-8; method=" + e.Method
}

// Bytes writes the calendar file: CRLF line ends, long lines folded at 75
// octets without splitting a character, texts escaped.
func (e Event) Bytes() []byte {
	var b strings.Builder
	line := func(s string) { fold(&b, s) }
	status := "CONFIRMED"
	if e.Method == MethodCancel {
		status = "CANCELLED"
	}
	line("BEGIN:VCALENDAR")
	line("VERSION:2.0")
	line("PRODID:-//JobPortal//Interviews//EN")
	line("CALSCALE:GREGORIAN")
	line("METHOD:" + e.Method)
	line("BEGIN:VEVENT")
	line("UID:" + escape(e.UID))
	line("SEQUENCE:" + strconv.Itoa(e.Sequence))
	line("DTSTAMP:" + utc(e.Stamp))
	line("DTSTART:" + utc(e.Start))
	line("DTEND:" + utc(e.End))
	line("SUMMARY:" + escape(e.Summary))
	if e.Location != "" {
		line("LOCATION:" + escape(e.Location))
	}
	if e.Description != "" {
		line("DESCRIPTION:" + escape(e.Description))
	}
	if e.URL != "" {
		line("URL:" + e.URL)
	}
	line("STATUS:" + status)
	if e.OrganizerEmail != "" {
		line("ORGANIZER;CN=" + param(e.OrganizerName) + ":mailto:" + e.OrganizerEmail)
	}
	if e.AttendeeEmail != "" {
		line("ATTENDEE;CN=" + param(e.AttendeeName) + ";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:" + e.AttendeeEmail)
	}
	line("END:VEVENT")
	line("END:VCALENDAR")
	return []byte(b.String())
}

func utc(t time.Time) string { return t.UTC().Format("20060102T150405Z") }

// escape writes a TEXT value (RFC 5545 3.3.11).
func escape(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// param writes a parameter's value: quoted, without the quotes and control
// characters a quoted value cannot hold.
func param(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '"' || r < ' ' || r == 0x7f {
			return -1
		}
		return r
	}, s)
	return `"` + s + `"`
}

// fold writes a content line, folded so that no line is longer than 75
// octets, each continuation starting with a space (RFC 5545 3.1).
func fold(b *strings.Builder, s string) {
	limit := 75
	for len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n ")
		s = s[cut:]
		limit = 74 // the leading space counts
	}
	b.WriteString(s)
	b.WriteString("\r\n")
}
