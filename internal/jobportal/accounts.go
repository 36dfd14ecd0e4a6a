package jobportal

import (
	"strings"
	"time"
)

// Customer types.
const (
	CustomerIndividual = "individual"
	CustomerCompany    = "company"
)

// Customer statuses.
const (
	StatusActive = "active"
	StatusBanned = "banned"
)

// Admin roles. Only a superadmin manages admin users.
const (
	RoleSuperadmin = "superadmin"
	RoleAdmin      = "admin"
	RoleEditor     = "editor"
)

// Account kinds, as stored with a session.
const (
	KindAdmin    = "admin"
	KindCustomer = "customer"
)

// MinPasswordLength is the shortest password accepted.
const MinPasswordLength = 8

// maxPasswordLength bounds the work of hashing a password sent by anyone.
const maxPasswordLength = 128

// Customer is an account of a job seeker (individual) or an employer (company).
// For a company, Name is the company's name and ContactPerson the person.
type Customer struct {
	ID    int64  `json:"id"`
	Type  string `json:"type"`
	Name  string `json:"name"`
	Email string `json:"email"`
	// EmailConfirmed is set once the owner opened the link sent to Email;
	// until then no alert or other repeated email goes there.
	EmailConfirmed bool      `json:"emailConfirmed"`
	Phone          string    `json:"phone"`
	ContactPerson  string    `json:"contactPerson"`
	Website        string    `json:"website"`
	Industry       string    `json:"industry"`
	District       string    `json:"district"`
	Avatar         string    `json:"avatar"`
	Status         string    `json:"status"`
	BanReason      string    `json:"banReason,omitempty"`
	CreatedAt      time.Time `json:"createdAt"`
	UpdatedAt      time.Time `json:"updatedAt"`
}

// AdminUser is an account of the admin area.
type AdminUser struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Role     string `json:"role"`
	// MustChangePassword is set on a first password, given by a superadmin,
	// until its holder changes it; until then they may do nothing else.
	MustChangePassword bool      `json:"mustChangePassword"`
	CreatedAt          time.Time `json:"createdAt"`
	UpdatedAt          time.Time `json:"updatedAt"`
}

// Registration is what a person sends to open a customer account.
type Registration struct {
	Type          string `json:"-"`
	Name          string `json:"name"`
	Email         string `json:"email"`
	Password      string `json:"password"`
	Phone         string `json:"phone"`
	ContactPerson string `json:"contactPerson"`
	Website       string `json:"website"`
	Industry      string `json:"industry"`
	District      string `json:"district"`
}

// Normalize trims the fields and lower-cases the email.
func (r *Registration) Normalize() {
	r.Name = strings.TrimSpace(r.Name)
	r.Email = NormalizeEmail(r.Email)
	r.Phone = strings.TrimSpace(r.Phone)
	r.ContactPerson = strings.TrimSpace(r.ContactPerson)
	r.Website = strings.TrimSpace(r.Website)
	r.Industry = strings.TrimSpace(r.Industry)
	r.District = strings.TrimSpace(r.District)
}

// Validate checks a registration after Normalize.
func (r *Registration) Validate() error {
	var p Problems
	if r.Type != CustomerIndividual && r.Type != CustomerCompany {
		p.Add("type", "Account type must be individual or company.")
	}
	nameLabel := "Name"
	if r.Type == CustomerCompany {
		nameLabel = "Company name"
	}
	checkText(&p, "name", nameLabel, r.Name, true, 120)
	checkEmail(&p, "email", r.Email)
	checkPassword(&p, "password", r.Password)
	checkPhone(&p, "phone", r.Phone)
	if r.Type == CustomerCompany {
		checkText(&p, "contactPerson", "Contact person", r.ContactPerson, true, 120)
	} else if r.ContactPerson != "" || r.Website != "" || r.Industry != "" {
		p.Add("type", "Contact person, website and industry are for company accounts.")
	}
	checkURL(&p, "website", r.Website, maxWebsiteLength)
	checkText(&p, "industry", "Industry", r.Industry, false, 80)
	checkDistrict(&p, "district", r.District)
	return p.Err()
}

// ProfileUpdate is a change to a customer's own profile; nil fields stay as they are.
type ProfileUpdate struct {
	Name          *string `json:"name"`
	Phone         *string `json:"phone"`
	ContactPerson *string `json:"contactPerson"`
	Website       *string `json:"website"`
	Industry      *string `json:"industry"`
	District      *string `json:"district"`
}

// Apply validates the update against the customer and, if it is valid, applies it.
func (u *ProfileUpdate) Apply(c *Customer) error {
	next := *c
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = strings.TrimSpace(*src)
		}
	}
	set(&next.Name, u.Name)
	set(&next.Phone, u.Phone)
	set(&next.ContactPerson, u.ContactPerson)
	set(&next.Website, u.Website)
	set(&next.Industry, u.Industry)
	set(&next.District, u.District)

	var p Problems
	checkText(&p, "name", "Name", next.Name, true, 120)
	checkPhone(&p, "phone", next.Phone)
	if next.Type == CustomerCompany {
		checkText(&p, "contactPerson", "Contact person", next.ContactPerson, true, 120)
	} else if u.ContactPerson != nil || u.Website != nil || u.Industry != nil {
		p.Add("type", "Contact person, website and industry are for company accounts.")
	}
	checkURL(&p, "website", next.Website, maxWebsiteLength)
	checkText(&p, "industry", "Industry", next.Industry, false, 80)
	checkDistrict(&p, "district", next.District)
	if err := p.Err(); err != nil {
		return err
	}
	*c = next
	return nil
}

// NormalizeEmail trims and lower-cases an email address for storage and look-up.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// ValidatePassword checks a new password.
func ValidatePassword(field, pw string) error {
	var p Problems
	checkPassword(&p, field, pw)
	return p.Err()
}

// CustomerCounts counts customer accounts by type, for the admin dashboard.
type CustomerCounts struct {
	Total      int `json:"total"`
	Individual int `json:"individual"`
	Company    int `json:"company"`
}
