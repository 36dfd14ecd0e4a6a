// Package interviews writes the emails of interviews (each in its
// recipient's language, with a calendar file when a booking begins or
// ends) and runs the day-before reminders.
package interviews

import (
	"fmt"
	"log/slog"
	"net/url"
	"time"

	"jobportal/internal/ical"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/notify"
	"jobportal/internal/store"
)

// Letters writes interviews' emails.
type Letters struct {
	// BaseURL is the site's address: the dashboard's link, and the domain
	// of the calendar files' UIDs and organizer.
	BaseURL string
	Log     *slog.Logger
	// Now stamps the calendar files; time.Now when nil.
	Now func() time.Time
}

func (l *Letters) now() time.Time {
	if l.Now != nil {
		return l.Now()
	}
	return time.Now()
}

func (l *Letters) host() string {
	if u, err := url.Parse(l.BaseURL); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "localhost"
}

// UID is the calendar files' name of an interview: the same through its
// reschedules and its cancellation.
func (l *Letters) UID(iv *jobportal.Interview) string {
	return fmt.Sprintf("interview-%d@%s", iv.ID, l.host())
}

// person is one side of an interview as its emails address them.
type person struct {
	name, email string
	lang        notify.Lang
	employer    bool
}

func sides(iv *jobportal.Interview) (applicant, employer person) {
	return person{name: iv.ApplicantName, email: iv.ApplicantEmail, lang: notify.Lang(iv.ApplicantLang)},
		person{name: iv.PosterName, email: iv.PosterEmail, lang: notify.Lang(iv.PosterLang), employer: true}
}

// news is what an email to p says of iv.
func (l *Letters) news(p person, iv *jobportal.Interview) notify.InterviewNews {
	d := notify.InterviewNews{Name: p.name, ForEmployer: p.employer, Applicant: iv.ApplicantName, Title: iv.JobTitle,
		Company: iv.CompanyName, Kind: iv.Kind, Address: iv.Address, Link: iv.Link, Note: iv.Note, ChangeNote: iv.ChangeNote,
		ByEmployer: iv.CancelledBy == jobportal.SideEmployer, DashboardURL: l.BaseURL + "/customer/dashboard"}
	for _, s := range iv.Slots {
		d.Times = append(d.Times, notify.InterviewTime(p.lang, s.Start, s.Minutes))
	}
	if iv.Booked != nil {
		d.When = notify.InterviewTime(p.lang, iv.Booked.Start, iv.Booked.Minutes)
	}
	return d
}

// calendar is the calendar file of a booking for p: an invitation, or its
// cancellation, at the interview's sequence.
func (l *Letters) calendar(p person, iv *jobportal.Interview, booked jobportal.InterviewSlot, method string) mail.Attachment {
	other := iv.CompanyName
	if p.employer {
		other = iv.ApplicantName
	}
	e := ical.Event{UID: l.UID(iv), Sequence: iv.Sequence, Method: method, Stamp: l.now(), Start: booked.Start, End: booked.End(),
		Summary: fmt.Sprintf("Interview: %s, %s", iv.JobTitle, other), URL: l.BaseURL + "/customer/dashboard",
		OrganizerName: "JobPortal", OrganizerEmail: "no-reply@" + l.host(), AttendeeName: p.name, AttendeeEmail: p.email}
	switch iv.Kind {
	case jobportal.InterviewInPerson:
		e.Location = iv.Address
	case jobportal.InterviewVideo:
		e.Location = iv.Link
	}
	desc := notify.InterviewTime(notify.English, booked.Start, booked.Minutes)
	if iv.Kind == jobportal.InterviewPhone {
		desc += "\nBy phone."
	}
	if iv.Note != "" {
		desc += "\n" + iv.Note
	}
	e.Description = desc
	return mail.Attachment{Name: "interview.ics", ContentType: e.ContentType(), Data: e.Bytes()}
}

// write renders one email, or none (logged) when it cannot be written or
// its recipient has no address.
func (l *Letters) write(make func(notify.Lang, string, notify.InterviewNews) (mail.Message, error), p person,
	d notify.InterviewNews, files ...mail.Attachment) []mail.Message {
	if p.email == "" {
		return nil
	}
	m, err := make(p.lang, p.email, d)
	if err != nil {
		if l.Log != nil {
			l.Log.Error("write an interview email", "err", err)
		}
		return nil
	}
	m.Attachments = files
	return []mail.Message{m}
}

// Changed writes the emails of a change to an interview, from prev (nil for
// a new one) to next: its proposal to the applicant (with the end of a
// booking a reschedule made, to both); a booking's confirmation to both;
// a request for other times to the employer; a cancellation to the other
// side, or to both when it ends a booking.
func (l *Letters) Changed(prev, next *jobportal.Interview) []mail.Message {
	applicant, employer := sides(next)
	var out []mail.Message
	switch next.State {
	case jobportal.InterviewProposed:
		d := l.news(applicant, next)
		d.Again = prev != nil
		if prev != nil && prev.State == jobportal.InterviewBooked && prev.Booked != nil {
			d.Rescheduled = true
			out = append(out, l.write(notify.InterviewProposed, applicant, d, l.calendar(applicant, next, *prev.Booked, ical.MethodCancel))...)
			ended := l.news(employer, prev)
			ended.ByEmployer = true
			return append(out, l.write(notify.InterviewCancelled, employer, ended, l.calendar(employer, next, *prev.Booked, ical.MethodCancel))...)
		}
		return l.write(notify.InterviewProposed, applicant, d)
	case jobportal.InterviewBooked:
		for _, p := range []person{applicant, employer} {
			out = append(out, l.write(notify.InterviewBooked, p, l.news(p, next), l.calendar(p, next, *next.Booked, ical.MethodRequest))...)
		}
		return out
	case jobportal.InterviewChangeRequested:
		return l.write(notify.InterviewChangeAsked, employer, l.news(employer, next))
	case jobportal.InterviewCancelled:
		if prev != nil && prev.State == jobportal.InterviewBooked && prev.Booked != nil {
			for _, p := range []person{applicant, employer} {
				out = append(out, l.write(notify.InterviewCancelled, p, l.news(p, next), l.calendar(p, next, *prev.Booked, ical.MethodCancel))...)
			}
			return out
		}
		if next.CancelledBy == jobportal.SideEmployer {
			return l.write(notify.InterviewCancelled, applicant, l.news(applicant, next))
		}
		return l.write(notify.InterviewCancelled, employer, l.news(employer, next))
	}
	return nil
}

// Reminder writes the day-before reminders of a booked interview, to both sides.
func (l *Letters) Reminder(iv *jobportal.Interview) []mail.Message {
	if iv.Booked == nil {
		return nil
	}
	applicant, employer := sides(iv)
	return append(l.write(notify.InterviewReminder, applicant, l.news(applicant, iv)),
		l.write(notify.InterviewReminder, employer, l.news(employer, iv))...)
}

// Withdrawn returns, for the employer's email of an applicant's withdrawal,
// what it says of the interviews the withdrawal cancelled, in lang: each
// booked one's time (and the calendar file that removes it from the
// employer's calendar), or "" for one not yet booked.
func (l *Letters) Withdrawn(lang notify.Lang, cancelled []store.CancelledInterview) ([]string, []mail.Attachment) {
	var times []string
	var files []mail.Attachment
	for _, c := range cancelled {
		if c.Prev.State != jobportal.InterviewBooked || c.Prev.Booked == nil {
			times = append(times, "")
			continue
		}
		_, employer := sides(c.Next)
		times = append(times, notify.InterviewTime(lang, c.Prev.Booked.Start, c.Prev.Booked.Minutes))
		files = append(files, l.calendar(employer, c.Next, *c.Prev.Booked, ical.MethodCancel))
	}
	return times, files
}

// WithdrawnBookings writes, to the applicant, the cancellation of each
// booking their withdrawal ended, with the calendar file that removes it
// from their calendar. An interview not yet booked is in no calendar, and
// the applicant knows they withdrew: it has no email.
func (l *Letters) WithdrawnBookings(cancelled []store.CancelledInterview) []mail.Message {
	var out []mail.Message
	for _, c := range cancelled {
		if c.Prev.State != jobportal.InterviewBooked || c.Prev.Booked == nil {
			continue
		}
		applicant, _ := sides(c.Next)
		d := l.news(applicant, c.Next)
		d.When = notify.InterviewTime(applicant.lang, c.Prev.Booked.Start, c.Prev.Booked.Minutes)
		d.Withdrawn = true
		out = append(out, l.write(notify.InterviewCancelled, applicant, d, l.calendar(applicant, c.Next, *c.Prev.Booked, ical.MethodCancel))...)
	}
	return out
}
