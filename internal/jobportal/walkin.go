package jobportal

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// Limits of a walk-in interview and of an application without a CV.
const (
	MaxWalkInAddress   = 300
	MaxWalkInDocuments = 1000
	MaxQuickNote       = 500
	MaxQuickName       = 100
	// WalkInReminderLead is how long before a walk-in its reminder is due
	// to those who said they would come.
	WalkInReminderLead = 24 * time.Hour
)

// TimeLayout is how a time of day is written: 24-hour, in Sri Lanka time.
const TimeLayout = "15:04"

// WalkIn is a walk-in interview: people come on a day, within a window of
// time (Sri Lanka time), to an address, bringing the documents named. RSVP
// lets a job seeker say that they will come, and be reminded the day before.
type WalkIn struct {
	Date      string `json:"date"`
	StartTime string `json:"startTime"`
	EndTime   string `json:"endTime"`
	Address   string `json:"address"`
	Documents string `json:"documents"`
	RSVP      bool   `json:"rsvp"`
}

// Normalize trims the fields and removes control characters.
func (w *WalkIn) Normalize() {
	w.Date = strings.TrimSpace(w.Date)
	w.StartTime = strings.TrimSpace(w.StartTime)
	w.EndTime = strings.TrimSpace(w.EndTime)
	w.Address = strings.TrimSpace(CleanText(w.Address))
	w.Documents = strings.TrimSpace(CleanText(w.Documents))
}

// Starts is when the walk-in begins; the zero time when its date or time
// cannot be read.
func (w *WalkIn) Starts() time.Time { return w.at(w.StartTime) }

// Ends is when the walk-in ends; the zero time when unreadable.
func (w *WalkIn) Ends() time.Time { return w.at(w.EndTime) }

func (w *WalkIn) at(clock string) time.Time {
	t, err := time.ParseInLocation(DateLayout+" "+TimeLayout, w.Date+" "+clock, SriLankaTime)
	if err != nil {
		return time.Time{}
	}
	return t.UTC()
}

// Same reports whether two walk-ins (either may be nil) say the same.
func (w *WalkIn) Same(o *WalkIn) bool {
	if w == nil || o == nil {
		return w == nil && o == nil
	}
	return *w == *o
}

// Clone returns a copy of the walk-in, or nil.
func (w *WalkIn) Clone() *WalkIn {
	if w == nil {
		return nil
	}
	c := *w
	return &c
}

// checkWalkIn checks a walk-in after Normalize: a date from today (in Sri
// Lanka) up to MaxClosingDays ahead, an end after the start, an address.
func checkWalkIn(p *Problems, w *WalkIn, today string) {
	if w == nil {
		return
	}
	d, err := time.Parse(DateLayout, w.Date)
	switch {
	case w.Date == "":
		p.Add("walkIn.date", "The date of the walk-in interview is required.")
	case err != nil:
		p.Add("walkIn.date", "Write the date of the walk-in interview as YYYY-MM-DD.")
	default:
		t, _ := time.Parse(DateLayout, today)
		if d.Before(t) {
			p.Add("walkIn.date", "The walk-in interview's date must be today or later.")
		} else if d.After(t.AddDate(0, 0, MaxClosingDays)) {
			p.Add("walkIn.date", fmt.Sprintf("The walk-in interview's date must be at most %d days ahead.", MaxClosingDays))
		}
	}
	start, errStart := time.Parse(TimeLayout, w.StartTime)
	end, errEnd := time.Parse(TimeLayout, w.EndTime)
	if w.StartTime == "" {
		p.Add("walkIn.startTime", "The start time is required.")
	} else if errStart != nil {
		p.Add("walkIn.startTime", "Write the start time as HH:MM, such as 09:00.")
	}
	if w.EndTime == "" {
		p.Add("walkIn.endTime", "The end time is required.")
	} else if errEnd != nil {
		p.Add("walkIn.endTime", "Write the end time as HH:MM, such as 13:00.")
	}
	if errStart == nil && errEnd == nil && !end.After(start) {
		p.Add("walkIn.endTime", "The end time must be after the start time.")
	}
	checkText(p, "walkIn.address", "The address of the walk-in interview", w.Address, true, MaxWalkInAddress)
	checkText(p, "walkIn.documents", "The documents to bring", w.Documents, false, MaxWalkInDocuments)
}

// Districts are the districts of Sri Lanka: every location but Foreign.
var Districts = func() []string {
	var out []string
	for _, l := range Locations {
		if l != Foreign {
			out = append(out, l)
		}
	}
	return out
}()

// QuickApplication is what a job seeker sends to apply without a CV, for a
// job that allows it: who they are, where they can be called, their
// district, a short note and the answers to the job's screening questions.
type QuickApplication struct {
	Name     string           `json:"name"`
	Phone    string           `json:"phone"`
	District string           `json:"district"`
	Note     string           `json:"note"`
	Answers  []ScreeningReply `json:"answers"`
}

// Normalize trims the fields, removes control characters, writes the
// district as the list spells it and the phone number in the national form.
func (in *QuickApplication) Normalize() {
	in.Name = strings.Join(strings.Fields(CleanText(in.Name)), " ")
	in.Phone = strings.TrimSpace(CleanText(in.Phone))
	if n, ok := SriLankanPhone(in.Phone); ok {
		in.Phone = n
	}
	in.District = canonical(Districts, strings.TrimSpace(in.District))
	in.Note = strings.TrimSpace(CleanText(in.Note))
}

// Validate checks an application without a CV after Normalize.
func (in *QuickApplication) Validate() error {
	var p Problems
	checkText(&p, "name", "Your name", in.Name, true, MaxQuickName)
	if in.Phone == "" {
		p.Add("phone", "Your phone number is required.")
	} else if _, ok := SriLankanPhone(in.Phone); !ok {
		p.Add("phone", "Enter a Sri Lankan phone number, such as 077 123 4567 or +94 77 123 4567.")
	}
	checkChoice(&p, "district", "District", in.District, Districts)
	if n := utf8.RuneCountInString(in.Note); n > MaxQuickNote {
		p.Add("note", fmt.Sprintf("The note must be at most %d characters (it has %d).", MaxQuickNote, n))
	}
	return p.Err()
}

// SriLankanPhone reads a Sri Lankan phone number, mobile or fixed, written
// nationally (077 123 4567, 011 234 5678) or internationally (+94 77 123
// 4567, 0094...), with spaces, dashes or brackets, and writes it in the
// national form "077 123 4567". ok is false for anything else.
func SriLankanPhone(v string) (string, bool) {
	var digits strings.Builder
	for i, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digits.WriteRune(r)
		case r == '+' && i == 0:
		case r == ' ' || r == '-' || r == '(' || r == ')':
		default:
			return "", false
		}
	}
	d := digits.String()
	switch {
	case strings.HasPrefix(d, "0094"):
		d = "0" + d[4:]
	case strings.HasPrefix(d, "94") && len(d) == 11:
		d = "0" + d[2:]
	}
	if len(d) != 10 || d[0] != '0' || d[1] == '0' {
		return "", false
	}
	return d[:3] + " " + d[3:6] + " " + d[6:], true
}

// WalkInRSVP is a job seeker who said they will come to a walk-in, as the
// job's poster sees them.
type WalkInRSVP struct {
	ID         int64     `json:"id"`
	CustomerID int64     `json:"-"`
	Name       string    `json:"name"`
	Email      string    `json:"email"`
	Phone      string    `json:"phone"`
	CreatedAt  time.Time `json:"createdAt"`
}

// WalkInReminder is what the reminder of a walk-in needs: the job, its
// walk-in and the job seeker to remind, in their language.
type WalkInReminder struct {
	RSVPID      int64
	JobID       int64
	JobTitle    string
	JobSlug     string
	CompanyName string
	WalkIn      WalkIn
	Name        string
	Email       string
	Lang        string
}
