package notify

import (
	"fmt"
	"time"

	"jobportal/internal/mail"
)

// colombo is Sri Lanka's time: interview times are written in it, whatever
// the server's zone.
var colombo = time.FixedZone("Asia/Colombo", 5*3600+1800)

var monthNames = map[Lang][12]string{
	English: {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	Sinhala: {"ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්\u200dරේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු", "සැප්තැම්බර්", "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"},
	Tamil:   {"ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"},
}

var dayNames = map[Lang][7]string{
	English: {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"},
	Sinhala: {"ඉරිදා", "සඳුදා", "අඟහරුවාදා", "බදාදා", "බ්\u200dරහස්පතින්දා", "සිකුරාදා", "සෙනසුරාදා"},
	Tamil:   {"ஞாயிறு", "திங்கள்", "செவ்வாய்", "புதன்", "வியாழன்", "வெள்ளி", "சனி"},
}

var zoneNames = map[Lang]string{English: "Sri Lanka time", Sinhala: "ශ්\u200dරී ලංකා වේලාව", Tamil: "இலங்கை நேரம்"}

// InterviewTime writes an interview's time in a language, in Sri Lanka
// time: its day, date, start and end ("Saturday 5 December 2026,
// 10:30–11:00 (Sri Lanka time)").
func InterviewTime(lang Lang, start time.Time, minutes int) string {
	if _, ok := monthNames[lang]; !ok {
		lang = English
	}
	s := start.In(colombo)
	e := s.Add(time.Duration(minutes) * time.Minute)
	hours := fmt.Sprintf("%s–%s", s.Format("15:04"), e.Format("15:04"))
	month, day := monthNames[lang][s.Month()-1], dayNames[lang][s.Weekday()]
	if lang == English {
		return fmt.Sprintf("%s %d %s %d, %s (%s)", day, s.Day(), month, s.Year(), hours, zoneNames[lang])
	}
	return fmt.Sprintf("%d %s %d, %s, %s (%s)", s.Year(), month, s.Day(), day, hours, zoneNames[lang])
}

// InterviewNews is what an email about an interview says. Its recipient is
// the applicant, or the job's poster when ForEmployer.
type InterviewNews struct {
	Name         string // the recipient's name
	ForEmployer  bool
	Applicant    string // the applicant's name
	Title        string // the job's title
	Company      string // the employer's name
	Kind         string // jobportal.InterviewInPerson, InterviewPhone or InterviewVideo
	Address      string
	Link         string
	Note         string   // the employer's note to the applicant
	Times        []string // the proposed times, written by InterviewTime
	When         string   // the booked time, written by InterviewTime
	Again        bool     // a new proposal for the same interview (asked for, or a reschedule)
	Rescheduled  bool     // the new proposal ended a booking
	ChangeNote   string   // the applicant's, asking for other times
	ByEmployer   bool     // the employer cancelled (otherwise the applicant)
	Withdrawn    bool     // cancelled by the applicant's withdrawal: the email to them says so
	DashboardURL string
}

// InterviewProposed is the email that gives an applicant an interview's proposed times.
func InterviewProposed(lang Lang, to string, d InterviewNews) (mail.Message, error) {
	return render(lang, "interview-proposed", to, d)
}

// InterviewBooked is the email that confirms a booked interview to one side;
// the calendar file is attached by the caller.
func InterviewBooked(lang Lang, to string, d InterviewNews) (mail.Message, error) {
	return render(lang, "interview-booked", to, d)
}

// InterviewChangeAsked is the email that tells the job's poster the
// applicant asked for other times.
func InterviewChangeAsked(lang Lang, to string, d InterviewNews) (mail.Message, error) {
	return render(lang, "interview-change-asked", to, d)
}

// InterviewCancelled is the email that tells one side an interview was cancelled.
func InterviewCancelled(lang Lang, to string, d InterviewNews) (mail.Message, error) {
	return render(lang, "interview-cancelled", to, d)
}

// InterviewReminder is the email, the day before, that reminds one side of an interview.
func InterviewReminder(lang Lang, to string, d InterviewNews) (mail.Message, error) {
	return render(lang, "interview-reminder", to, d)
}
