package interviews

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"jobportal/internal/ical"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/notify"
	"jobportal/internal/store"
)

// WalkInUID is the calendar files' name of a job seeker's place at a walk-in.
func (l *Letters) WalkInUID(r *jobportal.WalkInReminder) string {
	return fmt.Sprintf("walkin-%d@%s", r.RSVPID, l.host())
}

// WalkInReminder writes the reminder of a walk-in interview to the job
// seeker who said they will come, in their language, with a calendar file.
func (l *Letters) WalkInReminder(r *jobportal.WalkInReminder) []mail.Message {
	lang := notify.Lang(r.Lang)
	start, end := r.WalkIn.Starts(), r.WalkIn.Ends()
	if r.Email == "" || start.IsZero() || end.IsZero() {
		return nil
	}
	jobURL := l.BaseURL + "/job/" + strconv.FormatInt(r.JobID, 10) + "/" + r.JobSlug
	d := notify.WalkInNews{Name: r.Name, Title: r.JobTitle, Company: r.CompanyName, When: notify.WalkInWhen(lang, start, end),
		Address: r.WalkIn.Address, Documents: r.WalkIn.Documents, JobURL: jobURL}
	desc := notify.WalkInWhen(notify.English, start, end)
	if r.WalkIn.Documents != "" {
		desc += "\nBring: " + r.WalkIn.Documents
	}
	e := ical.Event{UID: l.WalkInUID(r), Method: ical.MethodRequest, Stamp: l.now(), Start: start, End: end,
		Summary: fmt.Sprintf("Walk-in interview: %s, %s", r.JobTitle, r.CompanyName), Location: r.WalkIn.Address,
		Description: desc, URL: jobURL, OrganizerName: "JobPortal", OrganizerEmail: "no-reply@" + l.host(),
		AttendeeName: r.Name, AttendeeEmail: r.Email}
	m, err := notify.WalkInReminder(lang, r.Email, d)
	if err != nil {
		if l.Log != nil {
			l.Log.Error("write a walk-in reminder", "err", err)
		}
		return nil
	}
	m.Attachments = []mail.Attachment{{Name: "walk-in.ics", ContentType: e.ContentType(), Data: e.Bytes()}}
	return []mail.Message{m}
}

// WalkInReminders sends the reminders of walk-in interviews, the day
// before, to those who said they will come. Every server runs one; the
// store claims each reminder in the transaction that queues its email
// (store.RemindWalkIns), so none goes twice.
type WalkInReminders struct {
	DB      *store.DB
	Letters *Letters
	Log     *slog.Logger
	// Tick is how often it looks for reminders that are due; 5 minutes when zero.
	Tick time.Duration
}

// RunOnce queues the reminders that are due now, and returns how many.
func (w *WalkInReminders) RunOnce(ctx context.Context) (int, error) {
	return drain(func() (int, error) { return w.DB.RemindWalkIns(ctx, w.Letters.WalkInReminder) })
}

// Run looks for due reminders every tick until ctx ends.
func (w *WalkInReminders) Run(ctx context.Context) {
	runEvery(ctx, w.Tick, "walk-in reminders", w.Log, w.RunOnce)
}
