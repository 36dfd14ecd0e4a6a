package notify

import (
	"time"

	"jobportal/internal/mail"
)

// WalkInNews is what the reminder of a walk-in interview says to a job
// seeker who said they will come.
type WalkInNews struct {
	Name      string // the recipient's name
	Title     string // the job's title
	Company   string // the employer's name
	When      string // the day and window, written by InterviewTime
	Address   string
	Documents string // what to bring, as the employer wrote it
	JobURL    string
}

// WalkInWhen writes a walk-in's day and window in a language, in Sri Lanka time.
func WalkInWhen(lang Lang, start, end time.Time) string {
	return InterviewTime(lang, start, int(end.Sub(start)/time.Minute))
}

// WalkInReminder is the email, the day before, that reminds a job seeker of
// the walk-in interview they said they will come to; the calendar file is
// attached by the caller.
func WalkInReminder(lang Lang, to string, d WalkInNews) (mail.Message, error) {
	return render(lang, "walkin-reminder", to, d)
}
