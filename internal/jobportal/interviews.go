package jobportal

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Interview kinds: in person at an address, a phone call, or a video call
// at a link.
const (
	InterviewInPerson = "in_person"
	InterviewPhone    = "phone"
	InterviewVideo    = "video"
)

// InterviewKinds lists the kinds of interview.
var InterviewKinds = []string{InterviewInPerson, InterviewPhone, InterviewVideo}

// Interview states: the employer proposed times; the applicant asked for
// other times; the applicant picked one; either side cancelled.
const (
	InterviewProposed        = "proposed"
	InterviewChangeRequested = "change_requested"
	InterviewBooked          = "booked"
	InterviewCancelled       = "cancelled"
)

// Who cancelled an interview is one of the sides of an application
// (SideEmployer, SideApplicant; messages.go).

// Bounds of an interview's proposal.
const (
	MaxInterviewSlots      = 5
	MinInterviewMinutes    = 15
	MaxInterviewMinutes    = 480
	MaxInterviewAddress    = 300
	MaxInterviewLink       = 500
	MaxInterviewNote       = 1000
	MaxInterviewChangeNote = 500
	// InterviewHorizon is how far ahead a time may be proposed.
	InterviewHorizon = 365 * 24 * time.Hour
	// InterviewReminderLead is how long before the interview its reminder is due.
	InterviewReminderLead = 24 * time.Hour
)

// InterviewSlot is one time an interview may take: its start and length.
type InterviewSlot struct {
	ID      int64     `json:"id"`
	Start   time.Time `json:"start"`
	Minutes int       `json:"minutes"`
}

// End is when the slot ends.
func (s InterviewSlot) End() time.Time { return s.Start.Add(time.Duration(s.Minutes) * time.Minute) }

// Interview is an interview for an application, as both its sides see it.
type Interview struct {
	ID            int64  `json:"id"`
	ApplicationID int64  `json:"applicationId"`
	JobID         int64  `json:"jobId"`
	JobTitle      string `json:"jobTitle"`
	CompanyName   string `json:"companyName"`
	ApplicantName string `json:"applicantName"`
	Kind          string `json:"kind"`
	Address       string `json:"address"`
	Link          string `json:"link"`
	// Note is the employer's, to the applicant: what to bring, whom to ask for.
	Note  string          `json:"note"`
	State string          `json:"state"`
	Slots []InterviewSlot `json:"slots"`
	// Booked is the time picked, while the interview is booked.
	Booked *InterviewSlot `json:"booked"`
	// ChangeNote is the applicant's, when they asked for other times.
	ChangeNote  string `json:"changeNote"`
	CancelledBy string `json:"cancelledBy"`
	// Sequence is the calendar files': it grows with each file sent (a
	// booking, or the end of one by a reschedule or a cancellation).
	Sequence int `json:"-"`
	// Version grows with every change; a change names the version it was
	// made on, so that one made on what another tab saw is refused.
	Version   int       `json:"version"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`

	// Who the emails go to, in which language: never sent to either side.
	ApplicantID    int64    `json:"-"`
	ApplicantEmail string   `json:"-"`
	ApplicantLang  string   `json:"-"`
	JobPostedBy    PostedBy `json:"-"`
	PosterName     string   `json:"-"`
	PosterEmail    string   `json:"-"`
	PosterLang     string   `json:"-"`
}

// Open reports whether the interview is still to happen or to be agreed: an
// employer's next proposal for the application changes it rather than
// making another.
func (iv *Interview) Open(now time.Time) bool {
	switch iv.State {
	case InterviewProposed, InterviewChangeRequested:
		return true
	case InterviewBooked:
		return iv.Booked != nil && iv.Booked.End().After(now)
	}
	return false
}

// Slot returns the interview's proposed time with an id.
func (iv *Interview) Slot(id int64) (InterviewSlot, bool) {
	for _, s := range iv.Slots {
		if s.ID == id {
			return s, true
		}
	}
	return InterviewSlot{}, false
}

// InterviewProposal is what an employer sends to propose an interview, or
// to propose again and to reschedule.
type InterviewProposal struct {
	Kind    string              `json:"kind"`
	Address string              `json:"address"`
	Link    string              `json:"link"`
	Note    string              `json:"note"`
	Slots   []InterviewSlotTime `json:"slots"`
	// Version is the interview's version the proposal was made on, when it
	// changes one (0 for a new interview).
	Version int `json:"version"`
}

// InterviewSlotTime is a proposed time as sent: start (RFC 3339) and length in minutes.
type InterviewSlotTime struct {
	Start   time.Time `json:"start"`
	Minutes int       `json:"minutes"`
}

// Normalize trims the texts, removes control characters, and keeps only
// the field of the place the kind needs.
func (in *InterviewProposal) Normalize() {
	in.Kind = strings.TrimSpace(in.Kind)
	in.Address = strings.Join(strings.Fields(CleanText(in.Address)), " ")
	in.Link = strings.TrimSpace(CleanText(in.Link))
	in.Note = strings.TrimSpace(CleanText(in.Note))
	switch in.Kind {
	case InterviewInPerson:
		in.Link = ""
	case InterviewVideo:
		in.Address = ""
	case InterviewPhone:
		in.Address, in.Link = "", ""
	}
}

// Validate checks a proposal after Normalize, its times against now.
func (in *InterviewProposal) Validate(now time.Time) error {
	var p Problems
	switch in.Kind {
	case "":
		p.Add("kind", "Choose how the interview is held: in person, by phone or by video.")
	case InterviewInPerson:
		switch n := utf8.RuneCountInString(in.Address); {
		case n == 0:
			p.Add("address", "Give the address of an interview in person.")
		case n > MaxInterviewAddress:
			p.Add("address", fmt.Sprintf("The address must be at most %d characters.", MaxInterviewAddress))
		}
	case InterviewVideo:
		u, err := url.Parse(in.Link)
		switch {
		case in.Link == "":
			p.Add("link", "Give the link of the video call.")
		case len(in.Link) > MaxInterviewLink:
			p.Add("link", fmt.Sprintf("The link must be at most %d characters.", MaxInterviewLink))
		case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
			p.Add("link", "The link of the video call must be a web address starting with https://.")
		}
	case InterviewPhone:
	default:
		p.Add("kind", "The kind of interview must be in_person, phone or video.")
	}
	if n := utf8.RuneCountInString(in.Note); n > MaxInterviewNote {
		p.Add("note", fmt.Sprintf("The note must be at most %d characters (it has %d).", MaxInterviewNote, n))
	}
	switch n := len(in.Slots); {
	case n == 0:
		p.Add("slots", "Propose at least one time.")
	case n > MaxInterviewSlots:
		p.Add("slots", fmt.Sprintf("Propose at most %d times (there are %d).", MaxInterviewSlots, n))
	default:
		checkSlots(&p, in.Slots, now)
	}
	return p.Err()
}

func checkSlots(p *Problems, slots []InterviewSlotTime, now time.Time) {
	for i, s := range slots {
		field := fmt.Sprintf("slots.%d", i)
		switch {
		case s.Start.IsZero():
			p.Add(field, fmt.Sprintf("Time %d has no start.", i+1))
			continue
		case !s.Start.After(now):
			p.Add(field, fmt.Sprintf("Time %d is in the past: propose a time to come.", i+1))
		case s.Start.After(now.Add(InterviewHorizon)):
			p.Add(field, fmt.Sprintf("Time %d is more than a year ahead.", i+1))
		}
		if s.Minutes < MinInterviewMinutes || s.Minutes > MaxInterviewMinutes {
			p.Add(field, fmt.Sprintf("Time %d must last from %d minutes to %d hours.", i+1, MinInterviewMinutes, MaxInterviewMinutes/60))
		}
	}
	if len(*p) > 0 {
		return
	}
	order := make([]int, len(slots))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return slots[a].Start.Compare(slots[b].Start) })
	for k := 1; k < len(order); k++ {
		prev, cur := slots[order[k-1]], slots[order[k]]
		if cur.Start.Before(prev.Start.Add(time.Duration(prev.Minutes) * time.Minute)) {
			p.Add(fmt.Sprintf("slots.%d", order[k]), fmt.Sprintf("Times %d and %d overlap: propose times that do not.",
				min(order[k-1], order[k])+1, max(order[k-1], order[k])+1))
			return
		}
	}
}

// SortedSlots returns the proposal's times, earliest first, in UTC.
func (in *InterviewProposal) SortedSlots() []InterviewSlot {
	out := make([]InterviewSlot, len(in.Slots))
	for i, s := range in.Slots {
		out[i] = InterviewSlot{Start: s.Start.UTC().Truncate(time.Second), Minutes: s.Minutes}
	}
	slices.SortFunc(out, func(a, b InterviewSlot) int { return a.Start.Compare(b.Start) })
	return out
}

// CleanChangeNote normalises the applicant's note asking for other times and checks it.
func CleanChangeNote(note string) (string, error) {
	note = strings.TrimSpace(CleanText(note))
	var p Problems
	switch n := utf8.RuneCountInString(note); {
	case n == 0:
		p.Add("note", "Tell the employer which days or times suit you better.")
	case n > MaxInterviewChangeNote:
		p.Add("note", fmt.Sprintf("The note must be at most %d characters (it has %d).", MaxInterviewChangeNote, n))
	}
	return note, p.Err()
}

// CanProposeInterview: only the customer who posted the job proposes,
// reschedules and cancels its applications' interviews as the employer.
func CanProposeInterview(a Actor, app *Application) bool { return a.posted(app.JobPostedBy) }

// CanAnswerInterview: only the applicant picks a time, asks for others and
// cancels as the applicant.
func CanAnswerInterview(a Actor, app *Application) bool {
	return a.IsCustomer() && app.Applicant.ID == a.ID
}

// CanSeeInterviews: the job's poster and the applicant read an
// application's interviews; no one else, admins included.
func CanSeeInterviews(a Actor, app *Application) bool {
	return CanProposeInterview(a, app) || CanAnswerInterview(a, app)
}

// InterviewSide is which side of an interview an actor is on: the
// employer's, the applicant's, or "" for neither.
func InterviewSide(a Actor, app *Application) string {
	switch {
	case CanProposeInterview(a, app):
		return SideEmployer
	case CanAnswerInterview(a, app):
		return SideApplicant
	}
	return ""
}
