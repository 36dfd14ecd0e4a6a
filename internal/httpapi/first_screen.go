package httpapi

import (
	"bytes"
	"embed"
	"html/template"
	"net/http"
	"slices"
	"strings"

	"jobportal/web"
)

// The first screen of a public page comes in the first HTML answer: the
// server writes the header and the page's own content for the top of the
// page with the app's markup and texts, so the browser paints it as soon as
// the HTML and the style sheet are in, without waiting for the scripts or
// the API. The app renders the same page hidden behind it (index.css: the
// #first-screen + #root rule) and takes over once its page has its content
// (web/src/app/first-screen.ts), so nothing visible changes when it does.
//
// The language is the one the app last used on this device, which it keeps
// in the lang cookie as well as in localStorage. A visitor whose stored
// language differs from the page's (a choice made before the cookie
// existed) does not see the first screen: the theme script of index.html
// hides it, and the app shows the page as before.

//go:embed screens/*.html
var screenFiles embed.FS

// screen is what a page provider gives for its first screen: the name of
// its template in screens/ and the data the template reads.
type screen struct {
	name string
	data any
	// langs are the languages the screen can be written in; nil for all.
	// In another, the page goes out without a first screen.
	langs []string
	// visitorsOnly marks a screen that shows what a visitor who is not
	// signed in sees and a signed-in reader would not: it is not shown to
	// them (index.css, .first-screen-visitors), and the app shows at once.
	visitorsOnly bool
}

// screenPage is what a first-screen template sees: the page's language and
// path, the provider's data, and the texts through T.
type screenPage struct {
	Lang         string
	Path         string
	Data         any
	VisitorsOnly bool
	texts        screenTexts
}

// T returns the interface text of "namespace:key" in the page's language.
func (p screenPage) T(key string, args ...any) string { return p.texts.t(p.Lang, key, args...) }

// TOr returns the text of key, or fallback when no language has one (the
// app's defaultValue).
func (p screenPage) TOr(key, fallback string) string {
	if _, ok := p.texts["en"][key]; !ok {
		return fallback
	}
	return p.T(key)
}

// NavItem is a link of the header's main navigation.
type NavItem struct {
	To, Label string
	Active    bool
}

// Nav is the header's navigation with the current page's link marked, as
// the app's NavLink marks it (SPEC section 2, components/layout/nav-items.ts).
func (p screenPage) Nav() []NavItem {
	items := []struct{ to, key string }{{"/", "home"}, {"/browse", "browse"}, {"/company", "companies"},
		{"/blogs", "blogs"}, {"/about", "about"}, {"/faq", "faq"}, {"/contact", "contact"}}
	out := make([]NavItem, len(items))
	for i, it := range items {
		active := p.Path == it.to || (it.to != "/" && strings.HasPrefix(p.Path, it.to+"/"))
		out[i] = NavItem{To: it.to, Label: p.T("common:nav." + it.key), Active: active}
	}
	return out
}

// LanguageName is the page's language named in itself, as the language
// switch shows it.
func (p screenPage) LanguageName() string {
	return map[string]string{"en": "English", "si": "සිංහල", "ta": "தமிழ்"}[p.Lang]
}

// firstScreens writes first screens.
type firstScreens struct {
	tmpl  *template.Template
	texts screenTexts
}

func newFirstScreens() (*firstScreens, error) {
	texts, err := loadScreenTexts(web.Texts)
	if err != nil {
		return nil, err
	}
	tmpl, err := template.New("").ParseFS(screenFiles, "screens/*.html")
	if err != nil {
		return nil, err
	}
	return &firstScreens{tmpl: tmpl, texts: texts}, nil
}

// write writes the page's first screen: the frame (skip link, header and
// the start of the main area), the page's own template, and the frame's end.
func (f *firstScreens) write(b *bytes.Buffer, lang, path string, s *screen) error {
	if s.langs != nil && !slices.Contains(s.langs, lang) {
		return nil
	}
	page := screenPage{Lang: lang, Path: path, Data: s.data, VisitorsOnly: s.visitorsOnly, texts: f.texts}
	for _, name := range []string{"frame-start", s.name, "frame-end"} {
		if err := f.tmpl.ExecuteTemplate(b, name, page); err != nil {
			return err
		}
	}
	return nil
}

// screenLanguage is the language the app last used on this device, from
// its lang cookie; English when there is none.
func screenLanguage(r *http.Request) string {
	if c, err := r.Cookie("lang"); err == nil {
		for _, l := range screenLanguages {
			if c.Value == l {
				return l
			}
		}
	}
	return screenLanguages[0]
}
