package ical_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"jobportal/internal/ical"
)

// property is one content line read back: its name, parameters and value.
type property struct {
	name   string
	params map[string]string
	value  string
}

// parse reads a calendar file as RFC 5545 says a reader must: lines end in
// CRLF, a line starting with a space continues the one before, and a
// parameter's value may be quoted (holding ':' and ';').
func parse(t *testing.T, data []byte) []property {
	t.Helper()
	text := string(data)
	if !strings.HasSuffix(text, "\r\n") {
		t.Fatal("the file does not end with CRLF")
	}
	var lines []string
	for _, raw := range strings.Split(strings.TrimSuffix(text, "\r\n"), "\r\n") {
		if strings.ContainsAny(raw, "\r\n") {
			t.Fatalf("a bare line break in %q", raw)
		}
		if len(raw) > 75 {
			t.Fatalf("a line of %d octets: %q", len(raw), raw)
		}
		if !utf8.ValidString(raw) {
			t.Fatalf("a line splits a character: %q", raw)
		}
		if strings.HasPrefix(raw, " ") {
			lines[len(lines)-1] += raw[1:]
			continue
		}
		lines = append(lines, raw)
	}
	var props []property
	for _, l := range lines {
		p := property{params: map[string]string{}}
		i, quoted := 0, false
		for ; i < len(l); i++ {
			if l[i] == '"' {
				quoted = !quoted
			}
			if !quoted && l[i] == ':' {
				break
			}
		}
		if i == len(l) {
			t.Fatalf("no value in %q", l)
		}
		head, value := l[:i], l[i+1:]
		parts := strings.Split(head, ";")
		p.name = parts[0]
		for _, kv := range parts[1:] {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				t.Fatalf("a parameter without a value in %q", l)
			}
			p.params[k] = strings.Trim(v, `"`)
		}
		p.value = value
		props = append(props, p)
	}
	return props
}

func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			switch s[i] {
			case 'n', 'N':
				b.WriteByte('\n')
			default:
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// event returns the properties of the file's one VEVENT, by name, after
// checking the calendar's shape around it.
func event(t *testing.T, props []property) map[string]property {
	t.Helper()
	var stack []string
	ev := map[string]property{}
	events := 0
	for _, p := range props {
		switch p.name {
		case "BEGIN":
			stack = append(stack, p.value)
			if p.value == "VEVENT" {
				events++
			}
		case "END":
			if len(stack) == 0 || stack[len(stack)-1] != p.value {
				t.Fatalf("END:%s does not close %v", p.value, stack)
			}
			stack = stack[:len(stack)-1]
		default:
			if len(stack) == 2 && stack[1] == "VEVENT" {
				ev[p.name] = p
			} else if len(stack) == 1 {
				ev["VCALENDAR."+p.name] = p
			}
		}
	}
	if len(stack) != 0 || events != 1 || props[0].name != "BEGIN" || props[0].value != "VCALENDAR" {
		t.Fatalf("not one VEVENT in one VCALENDAR: %v", props)
	}
	return ev
}

func TestAnInvitationParsesBack(t *testing.T) {
	colombo := time.FixedZone("Asia/Colombo", 5*3600+1800)
	start := time.Date(2026, 12, 5, 10, 30, 0, 0, colombo)
	e := ical.Event{
		UID: "interview-42@jobs.example.lk", Sequence: 2, Method: ical.MethodRequest,
		Stamp: time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC), Start: start, End: start.Add(45 * time.Minute),
		Summary:       "Interview: Stores Assistant, Kelani Hardware; round 1",
		Location:      "No. 12, Kandy Road, Kelaniya",
		Description:   "සම්මුඛ පරීක්ෂණය: ඔබගේ හැඳුනුම්පත රැගෙන එන්න.\nBring your NIC, and a copy of your CV; ask for Sunil \\ HR.",
		URL:           "https://jobs.example.lk/customer/dashboard",
		OrganizerName: `Kelani "Hardware"`, OrganizerEmail: "no-reply@jobs.example.lk",
		AttendeeName: "Sanduni: Perera", AttendeeEmail: "sanduni@mail.example",
	}
	data := e.Bytes()
	ev := event(t, parse(t, data))
	cal := func(name string) string { return ev["VCALENDAR."+name].value }
	if cal("VERSION") != "2.0" || cal("METHOD") != "REQUEST" || cal("PRODID") == "" {
		t.Errorf("calendar properties: %q %q %q", cal("VERSION"), cal("METHOD"), cal("PRODID"))
	}
	for name, want := range map[string]string{
		"UID": "interview-42@jobs.example.lk", "SEQUENCE": "2", "DTSTART": "20261205T050000Z", "DTEND": "20261205T054500Z",
		"DTSTAMP": "20261201T080000Z", "STATUS": "CONFIRMED", "URL": "https://jobs.example.lk/customer/dashboard",
	} {
		if got := ev[name].value; got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	got, err := time.Parse("20060102T150405Z", ev["DTSTART"].value)
	if err != nil || !got.Equal(start) {
		t.Errorf("DTSTART reads as %v (%v), want %v", got, err, start)
	}
	for name, want := range map[string]string{"SUMMARY": e.Summary, "LOCATION": e.Location, "DESCRIPTION": e.Description} {
		if got := unescape(ev[name].value); got != want {
			t.Errorf("%s reads back as %q, want %q", name, got, want)
		}
	}
	if o := ev["ORGANIZER"]; o.value != "mailto:no-reply@jobs.example.lk" || o.params["CN"] != "Kelani Hardware" {
		t.Errorf("ORGANIZER %+v", o)
	}
	if a := ev["ATTENDEE"]; a.value != "mailto:sanduni@mail.example" || a.params["CN"] != "Sanduni: Perera" || a.params["ROLE"] != "REQ-PARTICIPANT" {
		t.Errorf("ATTENDEE %+v", a)
	}
	if e.ContentType() != "text/calendar; charset=utf-8; method=REQUEST" {
		t.Errorf("content type %q", e.ContentType())
	}
}

func TestACancellationParsesBack(t *testing.T) {
	start := time.Date(2026, 12, 5, 5, 0, 0, 0, time.UTC)
	e := ical.Event{UID: "interview-42@jobs.example.lk", Sequence: 3, Method: ical.MethodCancel, Stamp: start.Add(-time.Hour),
		Start: start, End: start.Add(30 * time.Minute), Summary: "Interview", OrganizerEmail: "no-reply@jobs.example.lk",
		AttendeeEmail: "hr@kelani.example"}
	ev := event(t, parse(t, e.Bytes()))
	if ev["VCALENDAR.METHOD"].value != "CANCEL" || ev["STATUS"].value != "CANCELLED" || ev["SEQUENCE"].value != "3" ||
		ev["UID"].value != e.UID {
		t.Errorf("cancellation: %+v", ev)
	}
	if _, ok := ev["LOCATION"]; ok {
		t.Error("an empty location was written")
	}
}
