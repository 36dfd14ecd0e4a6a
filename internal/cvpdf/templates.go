package cvpdf

import (
	"slices"
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
)

// The accent colour of each colour scheme: dark enough to print well and
// to carry white text.
var accents = map[string]rgb{
	"blue":   hex(0x1D4ED8),
	"teal":   hex(0x0F766E),
	"green":  hex(0x15803D),
	"purple": hex(0x7E22CE),
	"red":    hex(0xB91C1C),
	"gray":   hex(0x374151),
}

var (
	muted    = hex(0x4B5563)
	hairline = hex(0xD1D5DB)
)

const margin = 42.0

type renderer struct {
	d    *doc
	cv   jobportal.CV
	data jobportal.CVData
	w    *words
	tpl  string
	two  bool

	accent, light   rgb
	base, lead      float64
	secGap, itemGap float64
	photoW, photoH  int
	photoComps      int
	main, side      *flow
	sideOnDark      bool
	sideSections    []string
	mainSections    []string
	sideWide        float64
}

func newRenderer(d *doc, cv jobportal.CV) *renderer {
	c := cv.Customization
	r := &renderer{d: d, cv: cv, data: cv.BuilderData, w: wordsFor(cv.Language), tpl: c.Template}
	if !slices.Contains(jobportal.CVTemplates, r.tpl) {
		r.tpl = jobportal.CVTemplateModern
	}
	var ok bool
	if r.accent, ok = accents[c.ColorScheme]; !ok {
		r.accent = accents["blue"]
	}
	r.light = mix(r.accent, white, 0.88)
	switch c.FontSize {
	case "small":
		r.base = 9
	case "large":
		r.base = 11
	default:
		r.base = 10
	}
	switch c.Spacing {
	case "compact":
		r.lead, r.secGap, r.itemGap = 1.3, 9, 4
	case "relaxed":
		r.lead, r.secGap, r.itemGap = 1.6, 18, 9
	default:
		r.lead, r.secGap, r.itemGap = 1.45, 13, 6
	}
	if r.tpl == jobportal.CVTemplateCompact {
		r.accent = black
	}
	r.two = r.tpl == jobportal.CVTemplateSidebar || c.Layout == "two-column"
	return r
}

func mix(a, b rgb, t float64) rgb {
	return rgb{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t, a[2] + (b[2]-a[2])*t}
}

func (r *renderer) name() string {
	p := r.data.PersonalInfo
	return strings.TrimSpace(strings.TrimSpace(p.FirstName) + " " + strings.TrimSpace(p.LastName))
}

func (r *renderer) body() style  { return style{size: r.base, color: black, lead: r.lead} }
func (r *renderer) bold() style  { s := r.body(); s.bold = true; return s }
func (r *renderer) small() style { s := r.body(); s.size = r.base * 0.9; s.color = muted; return s }

// order is the customization's section order with unknown and repeated
// keys dropped; custom sections come last when it does not name them.
func (r *renderer) order() []string {
	o := r.cv.Customization.SectionOrder
	if len(o) == 0 {
		o = jobportal.DefaultCVSectionOrder
	}
	var out []string
	for _, k := range o {
		if !slices.Contains(out, k) && (slices.Contains(jobportal.DefaultCVSectionOrder, k) || k == jobportal.CVSectionCustom) {
			out = append(out, k)
		}
	}
	if !slices.Contains(out, jobportal.CVSectionCustom) {
		out = append(out, jobportal.CVSectionCustom)
	}
	return out
}

// layout places the header and the sections on the pages.
func (r *renderer) layout() {
	d := r.d
	d.page(0)
	top, bottom := pageH-margin, margin+14
	order := r.order()
	switch {
	case r.tpl == jobportal.CVTemplateSidebar:
		r.sideWide = 178
		r.sideOnDark = true
		r.side = &flow{d: d, x: 18, w: r.sideWide - 36, top: top, bottom: bottom, y: top}
		r.main = &flow{d: d, x: r.sideWide + 24, w: pageW - r.sideWide - 24 - margin, top: top, bottom: bottom, y: top}
		r.sideSections = []string{jobportal.CVSectionPersonalInfo, jobportal.CVSectionSkills, "languages"}
	case r.two:
		r.main = &flow{d: d, x: margin, w: pageW - 2*margin - 170, top: top, bottom: bottom, y: top}
		r.side = &flow{d: d, x: pageW - margin - 152, w: 152, top: top, bottom: bottom, y: top}
		for _, k := range order {
			if k == jobportal.CVSectionSkills || k == jobportal.CVSectionCertifications {
				r.sideSections = append(r.sideSections, k)
				if k == jobportal.CVSectionSkills {
					r.sideSections = append(r.sideSections, "languages")
				}
			}
		}
	default:
		r.main = &flow{d: d, x: margin, w: pageW - 2*margin, top: top, bottom: bottom, y: top}
	}
	for _, k := range order {
		if !slices.Contains(r.sideSections, k) {
			r.mainSections = append(r.mainSections, k)
		}
	}

	r.header()
	for _, k := range r.sideSections {
		r.section(r.side, k)
	}
	for _, k := range r.mainSections {
		r.section(r.main, k)
	}
	if r.tpl == jobportal.CVTemplateSidebar {
		for _, p := range d.pages {
			d.rect(p, 0, 0, r.sideWide, pageH, r.accent, true)
		}
	}
}

func (r *renderer) contactParts() []string {
	p := r.data.PersonalInfo
	var place []string
	for _, s := range []string{p.City, p.Country} {
		if s = strings.TrimSpace(s); s != "" {
			place = append(place, s)
		}
	}
	var out []string
	for _, s := range []string{p.Email, p.Phone, strings.Join(place, ", ")} {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func (r *renderer) hasPhoto() bool { return r.photoW > 0 }

// header draws the name and contact details the template's way.
func (r *renderer) header() {
	d, f := r.d, r.main
	p0 := d.page(0)
	name := r.name()
	contact := strings.Join(r.contactParts(), "   ·   ")
	switch r.tpl {
	case jobportal.CVTemplateModern:
		photo := 0.0
		if r.hasPhoto() {
			photo = 74
		}
		band := &flow{d: d, x: margin, w: pageW - 2*margin - photo - 10*min(photo, 1), top: pageH - 30, bottom: 0, y: pageH - 30}
		band.paragraph([]span{{name, style{size: r.base * 2.5, bold: true, color: white, lead: 1.15}}}, 0, 0, left)
		band.gap(4)
		band.paragraph([]span{{contact, style{size: r.base, color: mix(r.accent, white, 0.85), lead: 1.4}}}, 0, 0, left)
		h := max(pageH-band.y+22, 30+photo+22)
		d.rect(p0, 0, pageH-h, pageW, h, r.accent, true)
		if r.hasPhoto() {
			d.image(p0, pageW-margin-photo, pageH-h+(h-photo)/2, photo, photo, r.photoW, r.photoH)
		}
		r.startBelow(pageH - h - 20)
	case jobportal.CVTemplateClassic:
		top := f.y
		if r.hasPhoto() {
			d.image(p0, margin, top-64, 64, 64, r.photoW, r.photoH)
		}
		hf := &flow{d: d, x: margin + 70, w: pageW - 2*margin - 140, top: top, bottom: 0, y: top}
		hf.paragraph([]span{{name, style{size: r.base * 2.3, bold: true, color: black, lead: 1.2}}}, 0, 0, center)
		hf.gap(3)
		hf.paragraph([]span{{contact, style{size: r.base * 0.95, color: muted, lead: 1.4}}}, 0, 0, center)
		y := min(hf.y-8, top-64-8)
		if !r.hasPhoto() {
			y = hf.y - 8
		}
		d.rule(p0, margin, y, pageW-margin, 1.2, r.accent)
		d.rule(p0, margin, y-2.5, pageW-margin, 0.4, r.accent)
		r.startBelow(y - 16)
	case jobportal.CVTemplateCompact:
		f.paragraph([]span{{name, style{size: r.base * 1.9, bold: true, color: black, lead: 1.2}}}, 0, 0, left)
		f.paragraph([]span{{contact, r.body()}}, 0, 0, left)
		r.startBelow(f.y - 10)
	case jobportal.CVTemplateSidebar:
		s := r.side
		if r.hasPhoto() {
			sz := min(s.w, 104.0)
			d.image(p0, s.x+(s.w-sz)/2, s.y-sz, sz, sz, r.photoW, r.photoH)
			s.y -= sz + 16
		}
		f.paragraph([]span{{name, style{size: r.base * 2.4, bold: true, color: r.accent, lead: 1.15}}}, 0, 0, left)
		f.gap(4)
		d.rule(p0, f.x, f.y, f.x+48, 2.5, r.accent)
		f.gap(r.secGap)
	}
}

// startBelow moves the columns below a header that ends at y.
func (r *renderer) startBelow(y float64) {
	r.main.y = y
	if r.side != nil {
		r.side.y = y
	}
}

// heading writes a section heading in the template's style.
func (r *renderer) heading(f *flow, title string) {
	if f.y < f.top-0.5 {
		f.gap(r.secGap * 0.6)
	}
	if r.w == wordsByLang["en"] && r.tpl != jobportal.CVTemplateModern {
		title = strings.ToUpper(title)
	}
	// Keep a heading with the first line below it.
	f.need(r.base*1.3*r.lead*1.2 + r.base*r.lead*1.2 + 6)
	d := r.d
	onDark := f == r.side && r.sideOnDark
	switch {
	case onDark:
		f.paragraph([]span{{title, style{size: r.base * 1.05, bold: true, color: white, lead: 1.3}}}, 0, 0, left)
		d.rule(d.page(f.page), f.x, f.y-1, f.x+f.w, 0.6, mix(r.accent, white, 0.6))
		f.gap(6)
	case r.tpl == jobportal.CVTemplateModern:
		f.paragraph([]span{{title, style{size: r.base * 1.3, bold: true, color: r.accent, lead: 1.3}}}, 0, 0, left)
		d.rect(d.page(f.page), f.x, f.y-1, 26, 2.2, r.accent, false)
		f.gap(7)
	case r.tpl == jobportal.CVTemplateClassic:
		f.paragraph([]span{{title, style{size: r.base * 1.1, bold: true, color: black, lead: 1.3}}}, 0, 0, left)
		d.rule(d.page(f.page), f.x, f.y-1, f.x+f.w, 0.8, r.accent)
		f.gap(6)
	case r.tpl == jobportal.CVTemplateCompact:
		f.paragraph([]span{{title, style{size: r.base * 1.1, bold: true, color: black, lead: 1.3}}}, 0, 0, left)
		f.gap(2)
	default:
		f.paragraph([]span{{title, style{size: r.base * 1.25, bold: true, color: r.accent, lead: 1.3}}}, 0, 0, left)
		d.rule(d.page(f.page), f.x, f.y-1, f.x+f.w, 0.5, hairline)
		f.gap(6)
	}
}

// entryStyles are the styles of an entry's title, its dates and its
// second line, in the column it is in.
func (r *renderer) entryStyles(f *flow) (title, date, sub style) {
	title, date, sub = r.bold(), r.small(), r.body()
	if f == r.side && r.sideOnDark {
		title.color, date.color, sub.color = white, mix(r.accent, white, 0.8), white
		return
	}
	switch r.tpl {
	case jobportal.CVTemplateModern, jobportal.CVTemplateSidebar:
		sub.color = r.accent
	case jobportal.CVTemplateClassic:
		sub.color = muted
	}
	return
}

// entry writes one item of a section: a title with its dates at the right,
// a second line, and the description.
func (r *renderer) entry(f *flow, title, dates, sub, desc string) {
	ts, ds, ss := r.entryStyles(f)
	if title == "" {
		title, sub = sub, ""
	}
	if title != "" || dates != "" {
		if f.w < 200 {
			f.paragraph([]span{{title, ts}}, 0, 0, left)
			if dates != "" {
				f.paragraph([]span{{dates, ds}}, 0, 0, left)
			}
		} else {
			f.row([]span{{title, ts}}, span{dates, ds})
		}
	}
	if sub != "" {
		f.paragraph([]span{{sub, ss}}, 0, 0, left)
	}
	if desc != "" {
		st := r.body()
		if f == r.side && r.sideOnDark {
			st.color = white
		}
		f.gap(1.5)
		f.text(desc, st)
	}
	f.gap(r.itemGap)
}

func join(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// section writes one section into a column; empty sections are skipped.
func (r *renderer) section(f *flow, key string) {
	w, data := r.w, r.data
	switch key {
	case jobportal.CVSectionPersonalInfo:
		r.personal(f)
	case jobportal.CVSectionSummary:
		p := data.PersonalInfo
		if strings.TrimSpace(p.Summary) == "" && strings.TrimSpace(p.Objective) == "" {
			return
		}
		r.heading(f, w.sections[key])
		if strings.TrimSpace(p.Summary) != "" {
			f.text(p.Summary, r.body())
		}
		if o := strings.TrimSpace(p.Objective); o != "" {
			f.gap(r.itemGap / 2)
			f.paragraph([]span{{w.objective + ": ", r.bold()}, {o, r.body()}}, 0, 0, left)
		}
		f.gap(r.itemGap)
	case jobportal.CVSectionExperience:
		if len(data.Experience) == 0 {
			return
		}
		r.heading(f, w.sections[key])
		for _, e := range data.Experience {
			r.entry(f, e.Position, w.dateRange(e.StartDate, e.EndDate, e.Current), join(" · ", e.Company, e.Location), e.Description)
		}
	case jobportal.CVSectionEducation:
		if len(data.Education) == 0 {
			return
		}
		r.heading(f, w.sections[key])
		for _, e := range data.Education {
			title := e.Degree
			if e.Field != "" {
				title = join(", ", e.Degree, e.Field)
			}
			sub := join(" · ", e.Institution, e.Location)
			if e.GPA != "" {
				sub = join(" · ", sub, w.gpa+" "+e.GPA)
			}
			r.entry(f, title, w.dateRange(e.StartDate, e.EndDate, e.Current), sub, e.Description)
		}
	case jobportal.CVSectionSkills:
		r.skills(f, f == r.side)
	case "languages":
		r.languages(f)
	case jobportal.CVSectionCertifications:
		if len(data.Certifications) == 0 {
			return
		}
		r.heading(f, w.sections[key])
		for _, c := range data.Certifications {
			var extra []string
			if c.ExpiryDate != "" {
				extra = append(extra, w.expires+" "+w.date(c.ExpiryDate))
			}
			if c.CredentialID != "" {
				extra = append(extra, w.credential+" "+c.CredentialID)
			}
			extra = append(extra, c.URL)
			r.entry(f, c.Name, w.date(c.Date), c.Issuer, join(" · ", extra...))
		}
	case jobportal.CVSectionProjects:
		if len(data.Projects) == 0 {
			return
		}
		r.heading(f, w.sections[key])
		for _, p := range data.Projects {
			sub := ""
			if len(p.Technologies) > 0 {
				sub = strings.Join(p.Technologies, ", ")
			}
			desc := p.Description
			if links := join("  ", p.URL, p.GitHub); links != "" {
				desc = join("\n", desc, links)
			}
			r.entry(f, p.Name, w.dateRange(p.StartDate, p.EndDate, false), sub, desc)
		}
	case jobportal.CVSectionAchievements:
		if len(data.Achievements) == 0 {
			return
		}
		r.heading(f, w.sections[key])
		for _, a := range data.Achievements {
			r.entry(f, a.Title, w.date(a.Date), "", a.Description)
		}
	case jobportal.CVSectionReferences:
		if len(data.References) == 0 {
			return
		}
		r.heading(f, w.sections[key])
		for _, ref := range data.References {
			r.entry(f, ref.Name, "", join(", ", ref.Position, ref.Company), join("\n", join(" · ", ref.Email, ref.Phone), ref.Relationship))
		}
	case jobportal.CVSectionCustom:
		for _, s := range data.CustomSections {
			if strings.TrimSpace(s.Title) == "" && len(s.Items) == 0 {
				continue
			}
			r.heading(f, s.Title)
			for _, it := range s.Items {
				r.entry(f, it.Title, w.date(it.Date), it.Subtitle, it.Description)
			}
		}
	}
}

// personal writes the personal details: in the sidebar the contact
// details too, elsewhere the details the header does not show.
func (r *renderer) personal(f *flow) {
	p := r.data.PersonalInfo
	w := r.w
	type fact struct{ label, value string }
	var facts []fact
	title := w.personal
	if f == r.side && r.sideOnDark {
		title = w.contact
		for _, c := range []string{p.Email, p.Phone} {
			facts = append(facts, fact{"", c})
		}
		facts = append(facts, fact{"", join(", ", p.Address, p.City, p.PostalCode, p.Country)})
	} else if p.Address != "" {
		facts = append(facts, fact{"", join(", ", p.Address, p.City, p.PostalCode, p.Country)})
	}
	if p.DateOfBirth != "" {
		facts = append(facts, fact{w.dateOfBirth, w.fullDate(p.DateOfBirth)})
	}
	facts = append(facts, fact{w.nation, p.Nationality})
	var shown []fact
	for _, x := range facts {
		if strings.TrimSpace(x.value) != "" {
			shown = append(shown, x)
		}
	}
	if len(shown) == 0 {
		return
	}
	r.heading(f, title)
	body, label := r.body(), r.bold()
	if f == r.side && r.sideOnDark {
		body.color, label.color = white, white
		body.size, label.size = r.base*0.95, r.base*0.95
	}
	for _, x := range shown {
		if x.label == "" {
			f.paragraph([]span{{x.value, body}}, 0, 0, left)
		} else {
			f.paragraph([]span{{x.label + ": ", label}, {x.value, body}}, 0, 0, left)
		}
		f.gap(1)
	}
	f.gap(r.itemGap)
}

func levelIndex(l string) int { return slices.Index(jobportal.SkillLevels, l) }

// skillList writes skills as a list: in a narrow column one to a line with
// a level bar (or the level in words where the template has no graphics),
// in a wide one as a line of text.
func (r *renderer) skillList(f *flow, label string, skills []jobportal.CVSkill, narrow bool) {
	if len(skills) == 0 {
		return
	}
	w := r.w
	body, lab := r.body(), r.bold()
	onDark := f == r.side && r.sideOnDark
	if onDark {
		body.color, lab.color = white, white
	}
	if !narrow {
		var parts []string
		for _, s := range skills {
			if lv, ok := w.levels[s.Level]; ok {
				parts = append(parts, s.Name+" ("+lv+")")
			} else {
				parts = append(parts, s.Name)
			}
		}
		spans := []span{{strings.Join(parts, " · "), body}}
		if label != "" {
			spans = append([]span{{label + ": ", lab}}, spans...)
		}
		f.paragraph(spans, 0, 0, left)
		f.gap(2)
		return
	}
	if label != "" {
		f.paragraph([]span{{label, lab}}, 0, 0, left)
		f.gap(1)
	}
	bars := r.tpl == jobportal.CVTemplateModern || r.tpl == jobportal.CVTemplateSidebar
	for _, s := range skills {
		lv, ok := w.levels[s.Level]
		switch {
		case bars && ok:
			f.paragraph([]span{{s.Name, body}}, 0, 0, left)
			f.need(6)
			track, fill := r.light, r.accent
			if onDark {
				track, fill = mix(r.accent, white, 0.35), white
			}
			pg := r.d.page(f.page)
			r.d.rect(pg, f.x, f.y-3.5, f.w, 3, track, false)
			r.d.rect(pg, f.x, f.y-3.5, f.w*float64(levelIndex(s.Level)+1)/4, 3, fill, false)
			f.y -= 7
		case ok:
			small := r.small()
			if onDark {
				small.color = white
			}
			f.paragraph([]span{{s.Name, body}, {" — " + lv, small}}, 0, 0, left)
		default:
			f.paragraph([]span{{s.Name, body}}, 0, 0, left)
		}
	}
	f.gap(4)
}

func (r *renderer) skills(f *flow, narrow bool) {
	s := r.data.Skills
	if len(s.Technical) == 0 && len(s.Soft) == 0 && (narrow || len(s.Languages) == 0) {
		return
	}
	r.heading(f, r.w.sections[jobportal.CVSectionSkills])
	both := len(s.Technical) > 0 && len(s.Soft) > 0
	lt, ls := "", ""
	if both || !narrow {
		lt, ls = r.w.technical, r.w.soft
	}
	r.skillList(f, lt, s.Technical, narrow)
	r.skillList(f, ls, s.Soft, narrow)
	if !narrow {
		r.skillList(f, r.w.languages, s.Languages, false)
	}
	f.gap(r.itemGap)
}

func (r *renderer) languages(f *flow) {
	if len(r.data.Skills.Languages) == 0 {
		return
	}
	r.heading(f, r.w.languages)
	r.skillList(f, "", r.data.Skills.Languages, true)
	f.gap(r.itemGap)
}

// footers writes page numbers on a CV of several pages, and the watermark
// line when asked for.
func (r *renderer) footers(watermark bool) {
	d := r.d
	n := len(d.pages)
	for i := range d.pages {
		st := style{size: 7.5, color: hex(0x9CA3AF), lead: 1.2}
		x := margin
		if r.tpl == jobportal.CVTemplateSidebar {
			x = r.sideWide + 24
			st.color = hex(0x6B7280)
		}
		f := &flow{d: d, x: x, w: pageW - margin - x, top: 34, bottom: 0, y: 34, page: i}
		var spans []span
		if watermark {
			spans = append(spans, span{r.w.watermark, st})
		}
		if n > 1 {
			y := f.y
			f.paragraph([]span{{strconv.Itoa(i+1) + " / " + strconv.Itoa(n), st}}, 0, 0, right)
			f.y = y
		}
		if len(spans) > 0 {
			f.paragraph(spans, 0, 0, left)
		}
	}
}
