package jobportal

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The checks of a CV. A CV is saved while it is being written (the builder
// saves on its own), so little is required: a title, and whatever is given
// must be well formed. Each problem is named by its path in the CV's JSON,
// such as builderData.experience[2].startDate, so the builder can show it
// beside the field.

// CVShare is a link that shows one CV to whoever holds it. The token is the
// capability; it is shown to the owner again in the list of their links.
type CVShare struct {
	ID            int64      `json:"id"`
	CVID          int64      `json:"cvId"`
	Token         string     `json:"token"`
	URL           string     `json:"url"`
	ExpiresAt     *time.Time `json:"expiresAt"`
	AllowDownload bool       `json:"allowDownload"`
	Views         int64      `json:"views"`
	CreatedAt     time.Time  `json:"createdAt"`
}

// CVExport is a PDF made of a CV, kept so that it can be downloaded again.
type CVExport struct {
	ID        int64     `json:"id"`
	CVID      int64     `json:"cvId"`
	Format    string    `json:"format"`
	URL       string    `json:"url"`
	Timestamp time.Time `json:"timestamp"`
	Size      int64     `json:"size"`
	// Key is where the file is kept in the blob store.
	Key string `json:"-"`
	// FileName is the name the file is downloaded as.
	FileName string `json:"-"`
}

// CVImport is one entry of a customer's import history.
type CVImport struct {
	ID        int64     `json:"id"`
	Source    string    `json:"source"`
	Timestamp time.Time `json:"timestamp"`
}

// CVDashboard is the figures over a customer's CVs.
type CVDashboard struct {
	TotalCVs       int        `json:"totalCVs"`
	TotalViews     int64      `json:"totalViews"`
	TotalDownloads int64      `json:"totalDownloads"`
	LastUpdated    *time.Time `json:"lastUpdated"`
	Completion     int        `json:"completionPercentage"`
}

// CVImportSources are the formats a CV's data may be imported from.
var CVImportSources = []string{"json-resume", "linkedin", "text"}

// MaxCVShareDays is the longest a share link may be made to last.
const MaxCVShareDays = 365

// DefaultCVTitle is the title of a CV created without one.
const DefaultCVTitle = "My CV"

// maxCVURL is the longest web address a CV keeps.
const maxCVURL = 500

// CVPhotoPrefix starts the address of every photo a CV may show: one
// uploaded to the site, never an address elsewhere.
const CVPhotoPrefix = "/media/img/"

// cvClean trims a short field and writes its white space as single spaces.
func cvClean(s string) string { return strings.Join(strings.Fields(CleanText(s)), " ") }

// cvCleanText trims a free text and keeps its line breaks.
func cvCleanText(s string) string { return strings.TrimSpace(CleanText(s)) }

// itemIDs gives an id to each item without one, and a new one to an item
// whose id an earlier item has, made from the current time as the builder
// makes them.
type itemIDs struct {
	prefix string
	seen   map[string]bool
	now    int64
}

func newItemIDs(prefix string, now int64) *itemIDs {
	return &itemIDs{prefix: prefix, seen: map[string]bool{}, now: now}
}

func (g *itemIDs) fix(id string) string {
	id = cvClean(id)
	for id == "" || g.seen[id] {
		id = fmt.Sprintf("%s-%d", g.prefix, g.now)
		g.now++
	}
	g.seen[id] = true
	return id
}

// Normalize cleans a CV before it is checked and kept: text trimmed and rid
// of control characters, every item with an id unique in its list, no
// skill twice in a list, lists never nil, and the customization's defaults
// where it says nothing.
func (c *CV) Normalize() {
	c.Title = cvClean(c.Title)
	c.Language = strings.ToLower(strings.TrimSpace(c.Language))
	if c.Language == "" {
		c.Language = "en"
	}
	c.BuilderData.Normalize()
	c.Customization.Normalize()
}

// Normalize cleans a CV's data (see CV.Normalize).
func (d *CVData) Normalize() {
	now := time.Now().UnixMilli()
	p := &d.PersonalInfo
	for _, f := range []*string{&p.FirstName, &p.LastName, &p.Phone, &p.Address, &p.City, &p.Country,
		&p.PostalCode, &p.DateOfBirth, &p.Nationality, &p.ProfilePhoto} {
		*f = cvClean(*f)
	}
	p.Email = NormalizeEmail(CleanText(p.Email))
	p.Summary, p.Objective = cvCleanText(p.Summary), cvCleanText(p.Objective)

	d.Experience = cvList(d.Experience)
	ids := newItemIDs("exp", now)
	for i := range d.Experience {
		e := &d.Experience[i]
		e.ID = ids.fix(e.ID)
		e.Company, e.Position, e.Location = cvClean(e.Company), cvClean(e.Position), cvClean(e.Location)
		e.StartDate, e.EndDate = cvClean(e.StartDate), cvClean(e.EndDate)
		e.Description = cvCleanText(e.Description)
		if e.Current {
			e.EndDate = ""
		}
	}
	d.Education = cvList(d.Education)
	ids = newItemIDs("edu", now)
	for i := range d.Education {
		e := &d.Education[i]
		e.ID = ids.fix(e.ID)
		e.Institution, e.Degree, e.Field, e.Location = cvClean(e.Institution), cvClean(e.Degree), cvClean(e.Field), cvClean(e.Location)
		e.StartDate, e.EndDate, e.GPA = cvClean(e.StartDate), cvClean(e.EndDate), cvClean(e.GPA)
		e.Description = cvCleanText(e.Description)
		if e.Current {
			e.EndDate = ""
		}
	}
	d.Skills.Technical = normalizeSkills(d.Skills.Technical)
	d.Skills.Soft = normalizeSkills(d.Skills.Soft)
	d.Skills.Languages = normalizeSkills(d.Skills.Languages)

	d.Certifications = cvList(d.Certifications)
	ids = newItemIDs("cert", now)
	for i := range d.Certifications {
		c := &d.Certifications[i]
		c.ID = ids.fix(c.ID)
		c.Name, c.Issuer, c.CredentialID = cvClean(c.Name), cvClean(c.Issuer), cvClean(c.CredentialID)
		c.Date, c.ExpiryDate, c.URL = cvClean(c.Date), cvClean(c.ExpiryDate), strings.TrimSpace(c.URL)
	}
	d.Projects = cvList(d.Projects)
	ids = newItemIDs("proj", now)
	for i := range d.Projects {
		p := &d.Projects[i]
		p.ID = ids.fix(p.ID)
		p.Name, p.Description = cvClean(p.Name), cvCleanText(p.Description)
		p.StartDate, p.EndDate = cvClean(p.StartDate), cvClean(p.EndDate)
		p.URL, p.GitHub = strings.TrimSpace(p.URL), strings.TrimSpace(p.GitHub)
		tech := []string{}
		for _, t := range p.Technologies {
			if t = cvClean(t); t != "" && !slices.Contains(tech, t) {
				tech = append(tech, t)
			}
		}
		p.Technologies = tech
	}
	d.Achievements = cvList(d.Achievements)
	ids = newItemIDs("ach", now)
	for i := range d.Achievements {
		a := &d.Achievements[i]
		a.ID = ids.fix(a.ID)
		a.Title, a.Date, a.Description = cvClean(a.Title), cvClean(a.Date), cvCleanText(a.Description)
	}
	d.References = cvList(d.References)
	ids = newItemIDs("ref", now)
	for i := range d.References {
		r := &d.References[i]
		r.ID = ids.fix(r.ID)
		r.Name, r.Position, r.Company = cvClean(r.Name), cvClean(r.Position), cvClean(r.Company)
		r.Email, r.Phone, r.Relationship = NormalizeEmail(CleanText(r.Email)), cvClean(r.Phone), cvClean(r.Relationship)
	}
	d.CustomSections = cvList(d.CustomSections)
	ids = newItemIDs("sec", now)
	for i := range d.CustomSections {
		s := &d.CustomSections[i]
		s.ID = ids.fix(s.ID)
		s.Title = cvClean(s.Title)
		s.Items = cvList(s.Items)
		items := newItemIDs("item", now)
		for j := range s.Items {
			it := &s.Items[j]
			it.ID = items.fix(it.ID)
			it.Title, it.Subtitle, it.Date = cvClean(it.Title), cvClean(it.Subtitle), cvClean(it.Date)
			it.Description = cvCleanText(it.Description)
		}
	}
}

func cvList[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}

// normalizeSkills drops skills without a name and repeats of a name (in
// any case), and gives a skill without a level the level intermediate.
func normalizeSkills(list []CVSkill) []CVSkill {
	out := []CVSkill{}
	for _, s := range list {
		s.Name = cvClean(s.Name)
		s.Level = strings.ToLower(strings.TrimSpace(s.Level))
		if s.Name == "" || slices.ContainsFunc(out, func(o CVSkill) bool { return strings.EqualFold(o.Name, s.Name) }) {
			continue
		}
		if s.Level == "" {
			s.Level = SkillIntermediate
		}
		out = append(out, s)
	}
	return out
}

// Normalize gives a customization its defaults where it says nothing.
func (c *CVCustomization) Normalize() {
	def := DefaultCVCustomization()
	for _, f := range []struct {
		v   *string
		def string
	}{{&c.Template, def.Template}, {&c.ColorScheme, def.ColorScheme},
		{&c.FontSize, def.FontSize}, {&c.Spacing, def.Spacing}, {&c.Layout, def.Layout}} {
		*f.v = strings.ToLower(strings.TrimSpace(*f.v))
		if *f.v == "" {
			*f.v = f.def
		}
	}
	if len(c.SectionOrder) == 0 {
		c.SectionOrder = def.SectionOrder
	}
	for i, s := range c.SectionOrder {
		c.SectionOrder[i] = strings.TrimSpace(s)
	}
}

// cvSections are the keys sectionOrder may name.
var cvSections = append(append([]string(nil), DefaultCVSectionOrder...), CVSectionCustom)

// Validate checks a CV after Normalize.
func (c *CV) Validate() error {
	var p Problems
	checkText(&p, "title", "Title", c.Title, true, MaxCVField)
	checkChoice(&p, "language", "Language", c.Language, CVLanguages)
	c.BuilderData.validate(&p, "builderData")
	c.Customization.validate(&p, "customization")
	return p.Err()
}

// cvChecker names each problem by its path.
type cvChecker struct {
	p    *Problems
	path string
}

func (k cvChecker) at(field string) string { return k.path + "." + field }

func (k cvChecker) item(list string, i int) cvChecker {
	return cvChecker{p: k.p, path: fmt.Sprintf("%s.%s[%d]", k.path, list, i)}
}

func (k cvChecker) field(name, label, v string) {
	checkText(k.p, k.at(name), label, v, false, MaxCVField)
}
func (k cvChecker) text(name, label, v string) {
	checkText(k.p, k.at(name), label, v, false, MaxCVText)
}

// count refuses a list longer than MaxCVItems, and reports whether its
// items are worth checking one by one.
func (k cvChecker) count(name string, n int) bool {
	if n > MaxCVItems {
		k.p.Add(k.at(name), fmt.Sprintf("At most %d entries", MaxCVItems))
		return false
	}
	return true
}

// date checks a date written YYYY-MM or YYYY-MM-DD, one that is on the calendar.
func (k cvChecker) date(name, v string) {
	if v != "" && !ValidCVDate(v) {
		k.p.Add(k.at(name), "Enter a real date as YYYY-MM or YYYY-MM-DD.")
	}
}

// period checks a start and an end date, and that the end is not before the start.
func (k cvChecker) period(start, end string) {
	k.date("startDate", start)
	k.date("endDate", end)
	if ValidCVDate(start) && ValidCVDate(end) && end[:7] < start[:7] {
		k.p.Add(k.at("endDate"), "The end date is before the start date.")
	}
}

func (k cvChecker) url(name, v string) {
	checkURL(k.p, k.at(name), v, maxCVURL)
}

func (k cvChecker) email(name, v string) {
	if v != "" {
		checkEmail(k.p, k.at(name), v)
	}
}

// ValidCVDate reports whether v is a date of a CV: YYYY-MM or YYYY-MM-DD,
// a real day of the calendar, in the years 1900 to 2100.
func ValidCVDate(v string) bool {
	layout := "2006-01-02"
	if len(v) == 7 {
		layout = "2006-01"
	} else if len(v) != 10 {
		return false
	}
	t, err := time.Parse(layout, v)
	return err == nil && t.Format(layout) == v && t.Year() >= 1900 && t.Year() <= 2100
}

func (d *CVData) validate(p *Problems, path string) {
	k := cvChecker{p: p, path: path}
	pi := cvChecker{p: p, path: path + ".personalInfo"}
	info := d.PersonalInfo
	for _, f := range []struct{ name, label, v string }{{"firstName", "First name", info.FirstName},
		{"lastName", "Last name", info.LastName}, {"address", "Address", info.Address}, {"city", "City", info.City},
		{"country", "Country", info.Country}, {"postalCode", "Postal code", info.PostalCode},
		{"nationality", "Nationality", info.Nationality}} {
		pi.field(f.name, f.label, f.v)
	}
	pi.email("email", info.Email)
	checkPhone(p, pi.at("phone"), info.Phone)
	if info.DateOfBirth != "" && (len(info.DateOfBirth) != 10 || !ValidCVDate(info.DateOfBirth)) {
		p.Add(pi.at("dateOfBirth"), "Enter the date of birth as YYYY-MM-DD.")
	}
	if info.ProfilePhoto != "" && (!strings.HasPrefix(info.ProfilePhoto, CVPhotoPrefix) || len(info.ProfilePhoto) > MaxCVField) {
		p.Add(pi.at("profilePhoto"), "Upload the photo here; a photo from elsewhere cannot be shown.")
	}
	pi.text("summary", "Summary", info.Summary)
	pi.text("objective", "Objective", info.Objective)

	if k.count("experience", len(d.Experience)) {
		for i, e := range d.Experience {
			c := k.item("experience", i)
			c.field("id", "Id", e.ID)
			c.field("company", "Company", e.Company)
			c.field("position", "Position", e.Position)
			c.field("location", "Location", e.Location)
			c.text("description", "Description", e.Description)
			c.period(e.StartDate, e.EndDate)
		}
	}
	if k.count("education", len(d.Education)) {
		for i, e := range d.Education {
			c := k.item("education", i)
			c.field("id", "Id", e.ID)
			c.field("institution", "Institution", e.Institution)
			c.field("degree", "Degree", e.Degree)
			c.field("field", "Field of study", e.Field)
			c.field("gpa", "GPA", e.GPA)
			c.field("location", "Location", e.Location)
			c.text("description", "Description", e.Description)
			c.period(e.StartDate, e.EndDate)
		}
	}
	sk := cvChecker{p: p, path: path + ".skills"}
	for _, list := range []struct {
		name   string
		skills []CVSkill
	}{{"technical", d.Skills.Technical}, {"soft", d.Skills.Soft}, {"languages", d.Skills.Languages}} {
		if !sk.count(list.name, len(list.skills)) {
			continue
		}
		for i, s := range list.skills {
			c := sk.item(list.name, i)
			c.field("name", "Skill", s.Name)
			if !slices.Contains(SkillLevels, s.Level) {
				p.Add(c.at("level"), "Choose a level: beginner, intermediate, advanced or expert.")
			}
		}
	}
	if k.count("certifications", len(d.Certifications)) {
		for i, e := range d.Certifications {
			c := k.item("certifications", i)
			c.field("id", "Id", e.ID)
			c.field("name", "Name", e.Name)
			c.field("issuer", "Issuer", e.Issuer)
			c.field("credentialId", "Credential id", e.CredentialID)
			c.date("date", e.Date)
			c.date("expiryDate", e.ExpiryDate)
			c.url("url", e.URL)
		}
	}
	if k.count("projects", len(d.Projects)) {
		for i, e := range d.Projects {
			c := k.item("projects", i)
			c.field("id", "Id", e.ID)
			c.field("name", "Name", e.Name)
			c.text("description", "Description", e.Description)
			if c.count("technologies", len(e.Technologies)) {
				for j, t := range e.Technologies {
					checkText(p, fmt.Sprintf("%s[%d]", c.at("technologies"), j), "Technology", t, false, MaxCVField)
				}
			}
			c.period(e.StartDate, e.EndDate)
			c.url("url", e.URL)
			c.url("github", e.GitHub)
		}
	}
	if k.count("achievements", len(d.Achievements)) {
		for i, e := range d.Achievements {
			c := k.item("achievements", i)
			c.field("id", "Id", e.ID)
			c.field("title", "Title", e.Title)
			c.text("description", "Description", e.Description)
			c.date("date", e.Date)
		}
	}
	if k.count("references", len(d.References)) {
		for i, e := range d.References {
			c := k.item("references", i)
			c.field("id", "Id", e.ID)
			c.field("name", "Name", e.Name)
			c.field("position", "Position", e.Position)
			c.field("company", "Company", e.Company)
			c.field("relationship", "Relationship", e.Relationship)
			c.email("email", e.Email)
			checkPhone(p, c.at("phone"), e.Phone)
		}
	}
	if k.count("customSections", len(d.CustomSections)) {
		for i, s := range d.CustomSections {
			c := k.item("customSections", i)
			c.field("id", "Id", s.ID)
			c.field("title", "Title", s.Title)
			if !c.count("items", len(s.Items)) {
				continue
			}
			for j, it := range s.Items {
				ci := c.item("items", j)
				ci.field("id", "Id", it.ID)
				ci.field("title", "Title", it.Title)
				ci.field("subtitle", "Subtitle", it.Subtitle)
				ci.text("description", "Description", it.Description)
				ci.date("date", it.Date)
			}
		}
	}
}

func (c *CVCustomization) validate(p *Problems, path string) {
	k := cvChecker{p: p, path: path}
	checkChoice(p, k.at("template"), "Template", c.Template, CVTemplates)
	checkChoice(p, k.at("colorScheme"), "Colour scheme", c.ColorScheme, CVColorSchemes)
	checkChoice(p, k.at("fontSize"), "Font size", c.FontSize, CVFontSizes)
	checkChoice(p, k.at("spacing"), "Spacing", c.Spacing, CVSpacings)
	checkChoice(p, k.at("layout"), "Layout", c.Layout, CVLayouts)
	if len(c.SectionOrder) > len(cvSections) {
		p.Add(k.at("sectionOrder"), "Name each section at most once.")
		return
	}
	seen := map[string]bool{}
	for i, s := range c.SectionOrder {
		f := fmt.Sprintf("%s[%d]", k.at("sectionOrder"), i)
		switch {
		case !slices.Contains(cvSections, s):
			p.Add(f, fmt.Sprintf("%q is not a section of a CV.", s))
		case seen[s]:
			p.Add(f, fmt.Sprintf("The section %q is named twice.", s))
		}
		seen[s] = true
	}
}

// Completion works out how much of a CV is filled in, in percent: the
// name and contact details, a summary, experience, education, skills,
// and something more (certifications, projects or achievements).
func Completion(d CVData) int {
	pi := d.PersonalInfo
	parts := []struct {
		weight int
		done   bool
	}{
		{10, pi.FirstName != "" && pi.LastName != ""},
		{5, pi.Email != ""},
		{5, pi.Phone != ""},
		{5, pi.City != "" || pi.Country != "" || pi.Address != ""},
		{15, pi.Summary != "" || pi.Objective != ""},
		{20, len(d.Experience) > 0},
		{15, len(d.Education) > 0},
		{15, len(d.Skills.Technical)+len(d.Skills.Soft)+len(d.Skills.Languages) >= 3},
		{10, len(d.Certifications)+len(d.Projects)+len(d.Achievements) > 0},
	}
	total := 0
	for _, p := range parts {
		if p.done {
			total += p.weight
		}
	}
	return total
}
