package jobportal

import "time"

// A CV is what a job seeker builds in the CV builder: SPEC's builderData (the
// facts) and its customization (how the facts look). Each CV has one owner;
// Version goes up by one with every saved change, so that two tabs cannot
// silently overwrite each other.
type CV struct {
	ID      int64  `json:"id"`
	OwnerID int64  `json:"-"`
	Title   string `json:"title"`
	// Language is the language of the CV's headings and dates: en, si or ta.
	Language      string          `json:"language"`
	Version       int64           `json:"version"`
	BuilderData   CVData          `json:"builderData"`
	Customization CVCustomization `json:"customization"`
	Views         int64           `json:"views"`
	Downloads     int64           `json:"downloads"`
	// Completion is the completion percentage, 0..100, worked out from the data.
	Completion int       `json:"completionPercentage"`
	CreatedAt  time.Time `json:"createdAt"`
	UpdatedAt  time.Time `json:"updatedAt"`
}

// CVData is SPEC's builderData.
type CVData struct {
	PersonalInfo   CVPersonalInfo    `json:"personalInfo"`
	Experience     []CVExperience    `json:"experience"`
	Education      []CVEducation     `json:"education"`
	Skills         CVSkills          `json:"skills"`
	Certifications []CVCertification `json:"certifications"`
	Projects       []CVProject       `json:"projects"`
	Achievements   []CVAchievement   `json:"achievements"`
	References     []CVReference     `json:"references"`
	CustomSections []CVCustomSection `json:"customSections"`
}

// CVPersonalInfo is the person the CV is about. ProfilePhoto is the address
// of a photo uploaded for this CV (/media/...), or empty.
type CVPersonalInfo struct {
	FirstName    string `json:"firstName"`
	LastName     string `json:"lastName"`
	Email        string `json:"email"`
	Phone        string `json:"phone"`
	Address      string `json:"address"`
	City         string `json:"city"`
	Country      string `json:"country"`
	PostalCode   string `json:"postalCode"`
	DateOfBirth  string `json:"dateOfBirth"` // YYYY-MM-DD or empty
	Nationality  string `json:"nationality"`
	ProfilePhoto string `json:"profilePhoto"`
	Summary      string `json:"summary"`
	Objective    string `json:"objective"`
}

// Dates in a CV (start, end, issue, expiry) are "YYYY-MM" or "YYYY-MM-DD", or
// empty. An item with Current true has no end date.

// CVExperience is one job held.
type CVExperience struct {
	ID          string `json:"id"`
	Company     string `json:"company"`
	Position    string `json:"position"`
	StartDate   string `json:"startDate"`
	EndDate     string `json:"endDate"`
	Current     bool   `json:"current"`
	Description string `json:"description"`
	Location    string `json:"location"`
}

// CVEducation is one course of study.
type CVEducation struct {
	ID          string `json:"id"`
	Institution string `json:"institution"`
	Degree      string `json:"degree"`
	Field       string `json:"field"`
	StartDate   string `json:"startDate"`
	EndDate     string `json:"endDate"`
	Current     bool   `json:"current"`
	GPA         string `json:"gpa"`
	Description string `json:"description"`
	Location    string `json:"location"`
}

// Skill levels, weakest first. Languages use the same four.
const (
	SkillBeginner     = "beginner"
	SkillIntermediate = "intermediate"
	SkillAdvanced     = "advanced"
	SkillExpert       = "expert"
)

// SkillLevels lists the skill levels, weakest first.
var SkillLevels = []string{SkillBeginner, SkillIntermediate, SkillAdvanced, SkillExpert}

// CVSkill is one skill and how well the person has it.
type CVSkill struct {
	Name  string `json:"name"`
	Level string `json:"level"`
}

// CVSkills holds SPEC's three skill lists.
type CVSkills struct {
	Technical []CVSkill `json:"technical"`
	Soft      []CVSkill `json:"soft"`
	Languages []CVSkill `json:"languages"`
}

// CVCertification is a certificate or licence.
type CVCertification struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Issuer       string `json:"issuer"`
	Date         string `json:"date"`
	ExpiryDate   string `json:"expiryDate"`
	CredentialID string `json:"credentialId"`
	URL          string `json:"url"`
}

// CVProject is a piece of work the person shows.
type CVProject struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	Technologies []string `json:"technologies"`
	StartDate    string   `json:"startDate"`
	EndDate      string   `json:"endDate"`
	URL          string   `json:"url"`
	GitHub       string   `json:"github"`
}

// CVAchievement is an award or other achievement.
type CVAchievement struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Date        string `json:"date"`
}

// CVReference is a person who will speak for the job seeker.
type CVReference struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Position     string `json:"position"`
	Company      string `json:"company"`
	Email        string `json:"email"`
	Phone        string `json:"phone"`
	Relationship string `json:"relationship"`
}

// CVCustomSection is a section the person names, with items of their own.
type CVCustomSection struct {
	ID    string         `json:"id"`
	Title string         `json:"title"`
	Items []CVCustomItem `json:"items"`
}

// CVCustomItem is one entry of a custom section.
type CVCustomItem struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Subtitle    string `json:"subtitle"`
	Date        string `json:"date"`
	Description string `json:"description"`
}

// CVCustomization is how a CV looks (SPEC: template 'modern', colorScheme
// 'blue', fontSize 'medium', spacing 'normal', layout 'single-column',
// showPhoto true, and the section order).
type CVCustomization struct {
	Template     string   `json:"template"`
	ColorScheme  string   `json:"colorScheme"`
	FontSize     string   `json:"fontSize"`
	Spacing      string   `json:"spacing"`
	Layout       string   `json:"layout"`
	ShowPhoto    bool     `json:"showPhoto"`
	SectionOrder []string `json:"sectionOrder"`
}

// The CV templates. Each works with every colour scheme, font size, spacing
// and layout.
const (
	CVTemplateModern  = "modern"  // a coloured band for the name, accent headings
	CVTemplateClassic = "classic" // serif-like, centred name, ruled headings
	CVTemplateCompact = "compact" // plain single column that tracking systems read well
	CVTemplateSidebar = "sidebar" // a coloured side column with contact and skills
)

// CVTemplates lists the template ids in the order they are offered.
var CVTemplates = []string{CVTemplateModern, CVTemplateClassic, CVTemplateCompact, CVTemplateSidebar}

// The customization choices.
var (
	CVColorSchemes = []string{"blue", "teal", "green", "purple", "red", "gray"}
	CVFontSizes    = []string{"small", "medium", "large"}
	CVSpacings     = []string{"compact", "normal", "relaxed"}
	CVLayouts      = []string{"single-column", "two-column"}
	CVLanguages    = []string{"en", "si", "ta"}
)

// CV section keys, as sectionOrder names them. customSections may be placed
// too; where it is missing it comes last.
const (
	CVSectionPersonalInfo   = "personalInfo"
	CVSectionSummary        = "summary"
	CVSectionExperience     = "experience"
	CVSectionEducation      = "education"
	CVSectionSkills         = "skills"
	CVSectionCertifications = "certifications"
	CVSectionProjects       = "projects"
	CVSectionAchievements   = "achievements"
	CVSectionReferences     = "references"
	CVSectionCustom         = "customSections"
)

// DefaultCVSectionOrder is SPEC's section order.
var DefaultCVSectionOrder = []string{CVSectionPersonalInfo, CVSectionSummary, CVSectionExperience,
	CVSectionEducation, CVSectionSkills, CVSectionCertifications, CVSectionProjects,
	CVSectionAchievements, CVSectionReferences}

// DefaultCVCustomization is SPEC's customization.
func DefaultCVCustomization() CVCustomization {
	return CVCustomization{
		Template:     CVTemplateModern,
		ColorScheme:  "blue",
		FontSize:     "medium",
		Spacing:      "normal",
		Layout:       "single-column",
		ShowPhoto:    true,
		SectionOrder: append([]string(nil), DefaultCVSectionOrder...),
	}
}

// Limits of a CV. A stored CV's JSON is at most MaxCVBytes; lists are at most
// MaxCVItems long; free text at most MaxCVText characters, short fields
// MaxCVField.
const (
	MaxCVBytes = 512 << 10
	MaxCVItems = 50
	MaxCVText  = 5000
	MaxCVField = 200
	MaxCVs     = 20 // CVs per owner
)
