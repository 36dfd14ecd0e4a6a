package jobportal

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
)

// The admin console: admin users and their roles, the moderation of
// customer accounts, the audit log, the email log and the site's figures.

// Roles lists the admin roles, most powerful first.
var Roles = []string{RoleSuperadmin, RoleAdmin, RoleEditor}

// CustomerTypes lists the types of customer account.
var CustomerTypes = []string{CustomerIndividual, CustomerCompany}

// CustomerStatuses lists the statuses of a customer account.
var CustomerStatuses = []string{StatusActive, StatusBanned}

// usernamePattern is what a username may be made of: it is typed at every sign-in.
var usernamePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{2,39}$`)

// NewAdminUser is what a superadmin sends to open an admin account. The
// password is a first one, which its holder must change at first sign-in.
type NewAdminUser struct {
	Username string `json:"username"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Role     string `json:"role"`
	Password string `json:"password"`
}

// Normalize trims the fields and lower-cases the username and email.
func (n *NewAdminUser) Normalize() {
	n.Username = strings.ToLower(strings.TrimSpace(n.Username))
	n.Name = strings.TrimSpace(n.Name)
	n.Email = NormalizeEmail(n.Email)
	n.Role = strings.TrimSpace(n.Role)
}

// Validate checks a new admin user after Normalize.
func (n *NewAdminUser) Validate() error {
	var p Problems
	if n.Username == "" {
		p.Add("username", "Username is required.")
	} else if !usernamePattern.MatchString(n.Username) {
		p.Add("username", "A username is 3 to 40 letters, digits, dots, hyphens or underscores, starting with a letter or digit.")
	}
	checkText(&p, "name", "Name", n.Name, true, 120)
	checkEmail(&p, "email", n.Email)
	checkRole(&p, n.Role)
	checkPassword(&p, "password", n.Password)
	return p.Err()
}

func checkRole(p *Problems, role string) {
	if role == "" {
		p.Add("role", "Role is required.")
	} else if !slices.Contains(Roles, role) {
		p.Add("role", "Role must be superadmin, admin or editor.")
	}
}

// AdminUserUpdate is a change to an admin user; nil fields stay as they
// are. Password is a new password: for one's own account with
// CurrentPassword, for another's (a superadmin's reset) a first password
// that must be changed at the next sign-in.
type AdminUserUpdate struct {
	Name            *string `json:"name"`
	Email           *string `json:"email"`
	Role            *string `json:"role"`
	Password        *string `json:"password"`
	CurrentPassword *string `json:"currentPassword"`
}

// Apply validates the update against the admin user and, if it is valid, applies it.
// The password is checked here and set by the caller.
func (u *AdminUserUpdate) Apply(a *AdminUser) error {
	next := *a
	if u.Name != nil {
		next.Name = strings.TrimSpace(*u.Name)
	}
	if u.Email != nil {
		next.Email = NormalizeEmail(*u.Email)
	}
	if u.Role != nil {
		next.Role = strings.TrimSpace(*u.Role)
	}
	var p Problems
	checkText(&p, "name", "Name", next.Name, true, 120)
	// An account made before admin users had an email may still have none.
	if u.Email != nil {
		checkEmail(&p, "email", next.Email)
	}
	checkRole(&p, next.Role)
	if u.Password != nil {
		checkPassword(&p, "password", *u.Password)
	}
	if err := p.Err(); err != nil {
		return err
	}
	*a = next
	return nil
}

// AdminUserFilter selects admin users: a search of username, name and email.
type AdminUserFilter struct {
	Search string
	Page   Page
}

// UserFilter selects customer accounts for the moderation and directory views.
type UserFilter struct {
	Type     string
	Status   string
	District string
	// From and To are calendar days (DateLayout) of registration, in Sri Lanka's time, both included.
	From   string
	To     string
	Search string // name or email
	Page   Page
}

// Validate checks the filter's values, naming the query parameters.
func (f *UserFilter) Validate() error {
	var p Problems
	f.Page.check(&p)
	checkOptionalChoice(&p, "type", "account type (individual or company)", f.Type, CustomerTypes)
	checkOptionalChoice(&p, "status", "status (active or banned)", f.Status, CustomerStatuses)
	if f.District != "" && !IsLocation(f.District) {
		p.Add("district", "Choose a district from the list.")
	}
	var from, to time.Time
	var err error
	if f.From != "" {
		if from, err = time.Parse(DateLayout, f.From); err != nil {
			p.Add("from", "from must be a date such as 2026-01-31.")
		}
	}
	if f.To != "" {
		if to, err = time.Parse(DateLayout, f.To); err != nil {
			p.Add("to", "to must be a date such as 2026-01-31.")
		}
	}
	if !from.IsZero() && !to.IsZero() && to.Before(from) {
		p.Add("to", "to must not be before from.")
	}
	if len([]rune(f.Search)) > 100 {
		p.Add("search", "The search is too long.")
	}
	return p.Err()
}

// FromTime and ToTime are the first instant of From and the first after To,
// in Sri Lanka's time; zero when not given.
func (f *UserFilter) FromTime() time.Time { return dayStart(f.From, 0) }

// ToTime is the first instant after the day To.
func (f *UserFilter) ToTime() time.Time { return dayStart(f.To, 1) }

func dayStart(d string, plusDays int) time.Time {
	if d == "" {
		return time.Time{}
	}
	t, err := time.ParseInLocation(DateLayout, d, SriLankaTime)
	if err != nil {
		return time.Time{}
	}
	return t.AddDate(0, 0, plusDays).UTC()
}

// AdminCustomerUpdate is an admin's change to a customer account: the
// profile fields and the email. Nil fields stay as they are.
type AdminCustomerUpdate struct {
	ProfileUpdate
	Email *string `json:"email"`
}

// Apply validates the update against the customer and, if it is valid, applies it.
func (u *AdminCustomerUpdate) Apply(c *Customer) error {
	next := *c
	if u.Email != nil {
		next.Email = NormalizeEmail(*u.Email)
		var p Problems
		checkEmail(&p, "email", next.Email)
		if err := p.Err(); err != nil {
			return err
		}
	}
	if err := u.ProfileUpdate.Apply(&next); err != nil {
		return err
	}
	*c = next
	return nil
}

// BanReasonMax is the longest ban reason kept.
const BanReasonMax = 500

// CheckBanReason checks the reason of a ban, which is required.
func CheckBanReason(reason string) error {
	var p Problems
	checkText(&p, "reason", "A reason", strings.TrimSpace(reason), true, BanReasonMax)
	return p.Err()
}

// AuditEntry is one admin action, as the audit log keeps it.
type AuditEntry struct {
	ID int64 `json:"id"`
	// ActorID is the admin user who acted, and ActorUsername their username
	// then: the entry stays readable after the account is deleted.
	ActorID       int64     `json:"actorId"`
	ActorUsername string    `json:"actorUsername"`
	Action        string    `json:"action"`
	TargetType    string    `json:"targetType"`
	TargetID      int64     `json:"targetId"`
	Reason        string    `json:"reason"`
	CreatedAt     time.Time `json:"createdAt"`
}

// AuditFilter selects audit entries.
type AuditFilter struct {
	ActorID    int64
	Action     string
	TargetType string
	TargetID   int64
	From, To   string
	Page       Page
}

// Validate checks the filter, naming the query parameters.
func (f *AuditFilter) Validate() error {
	var p Problems
	f.Page.check(&p)
	checkDays(&p, f.From, f.To)
	if len(f.Action) > 60 {
		p.Add("action", "action is too long.")
	}
	if len(f.TargetType) > 40 {
		p.Add("target", "target is too long.")
	}
	return p.Err()
}

func checkDays(p *Problems, from, to string) {
	if from != "" {
		if _, err := time.Parse(DateLayout, from); err != nil {
			p.Add("from", "from must be a date such as 2026-01-31.")
		}
	}
	if to != "" {
		if _, err := time.Parse(DateLayout, to); err != nil {
			p.Add("to", "to must be a date such as 2026-01-31.")
		}
	}
}

// DayRange returns the instants of a pair of days as FromTime and ToTime do.
func DayRange(from, to string) (time.Time, time.Time) { return dayStart(from, 0), dayStart(to, 1) }

// Email statuses: waiting in the outbox to be sent (or tried again), sent
// through SMTP, failed for good, or written to the server's log because
// SMTP is not set up.
const (
	EmailQueued = "queued"
	EmailSent   = "sent"
	EmailFailed = "failed"
	EmailLogged = "logged"
)

// EmailStatuses lists them.
var EmailStatuses = []string{EmailQueued, EmailSent, EmailFailed, EmailLogged}

// EmailLogDays is how long the email log keeps a message.
const EmailLogDays = 30

// EmailLogEntry is one email the product sent or tried to send.
type EmailLogEntry struct {
	ID        int64     `json:"id"`
	Recipient string    `json:"recipient"`
	Subject   string    `json:"subject"`
	Body      string    `json:"body"`
	Status    string    `json:"status"`
	Error     string    `json:"error"`
	CreatedAt time.Time `json:"createdAt"`
	// About is the address of a person the email names besides its
	// recipient, by which an erasure finds it (mail.Message.About).
	About string `json:"-"`
}

// EmailLogFilter selects entries of the email log.
type EmailLogFilter struct {
	Recipient string
	Status    string
	Page      Page
}

// Validate checks the filter, naming the query parameters.
func (f *EmailLogFilter) Validate() error {
	var p Problems
	f.Page.check(&p)
	checkOptionalChoice(&p, "status", "status (queued, sent, failed or logged)", f.Status, EmailStatuses)
	if len(f.Recipient) > 254 {
		p.Add("recipient", "recipient is too long.")
	}
	return p.Err()
}

// StatsDays is how many days the admin figures' series cover.
const StatsDays = 30

// DayCount is the count of one calendar day.
type DayCount struct {
	Day   string `json:"day"`
	Count int    `json:"count"`
}

// NameCount is a count by name: a district, a topic.
type NameCount struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// AdminStats are the figures of the admin console's overview.
type AdminStats struct {
	From   string         `json:"from"`
	To     string         `json:"to"`
	Totals map[string]int `json:"totals"`
	// Series holds, for each figure, a count for each of the last StatsDays days, oldest first.
	Series       map[string][]DayCount `json:"series"`
	TopDistricts []NameCount           `json:"topDistricts"`
	TopTopics    []NameCount           `json:"topTopics"`
}

// StatsSeries names the daily series of AdminStats.
var StatsSeries = []string{"jobsPosted", "jobsApproved", "applications", "registrationsIndividual",
	"registrationsCompany", "reviews", "comments"}

// SeriesDays returns the StatsDays calendar days that end with today, oldest first.
func SeriesDays(now time.Time) []string {
	end := now.In(SriLankaTime)
	out := make([]string, StatsDays)
	for i := range out {
		out[i] = end.AddDate(0, 0, i-StatsDays+1).Format(DateLayout)
	}
	return out
}

// SuspendedMessage is what a banned customer is told at sign-in and on every request.
const SuspendedMessage = "This account is suspended. Contact support."

// ErrLastSuperadmin is the answer to taking away the last superadmin.
func ErrLastSuperadmin(what string) error {
	return Errorf(ECONFLICT, "%s", fmt.Sprintf("The last superadmin cannot be %s: make another admin user a superadmin first.", what))
}
