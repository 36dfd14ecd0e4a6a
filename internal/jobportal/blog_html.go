package jobportal

import (
	"html"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

// The HTML of an article. The admin editor (Tiptap) writes paragraphs,
// headings h2 to h4, bold, italic, strike-through and inline code, lists,
// quotes, code blocks, links, images, rules and line breaks; the policy
// keeps exactly that and drops everything else, whoever sent it: scripts,
// styles, event handlers, frames, forms, and any link that is not http,
// https or mailto (javascript: and data: among them).

// mediaImage is the only source an article's image may have: an image this
// site keeps, by the /media path it is served at, with an optional width
// or format query.
var mediaImage = regexp.MustCompile(`^/media/img/[0-9a-f]{2}/[0-9a-f]{32}\.(jpg|png|webp)(\?[a-z0-9=&]{0,40})?$`)

// codeLanguage is the class Tiptap's code blocks name their language with.
var codeLanguage = regexp.MustCompile(`^language-[a-z0-9+#-]{1,20}$`)

var contentPolicy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "h2", "h3", "h4", "strong", "b", "em", "i", "s", "del", "code", "pre",
		"ul", "ol", "li", "blockquote", "hr", "br")
	p.AllowAttrs("start").Matching(regexp.MustCompile(`^[0-9]{1,4}$`)).OnElements("ol")
	p.AllowAttrs("class").Matching(codeLanguage).OnElements("code")
	// Links: absolute ones to http, https and mailto, and paths of this
	// site. The author's own rel and target are dropped; a link to another
	// site gets rel="nofollow noopener" and opens in a new tab, so an
	// article passes no ranking to, and no window handle to, what it links.
	p.AllowAttrs("href").OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto")
	p.AllowRelativeURLs(true)
	p.RequireParseableURLs(true)
	p.RequireNoFollowOnFullyQualifiedLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	p.AllowAttrs("src").Matching(mediaImage).OnElements("img")
	p.AllowAttrs("alt", "title").OnElements("img")
	p.AllowAttrs("width", "height").Matching(regexp.MustCompile(`^[0-9]{1,4}$`)).OnElements("img")
	return p
}()

// textPolicy keeps no markup at all, with a space where a tag was, so that
// "<p>one</p><p>two</p>" reads as two words.
var textPolicy = bluemonday.StrictPolicy().AddSpaceWhenStrippingTag(true)

// imgWithoutSource finds an image whose source the policy took away: it
// would show as a broken picture.
var imgWithoutSource = regexp.MustCompile(`<img(\s+(alt|title|width|height)="[^"]*")*\s*/?>`)

// SanitizeContent cleans an article's HTML with the policy above.
func SanitizeContent(s string) string {
	out := contentPolicy.Sanitize(s)
	out = imgWithoutSource.ReplaceAllString(out, "")
	return strings.TrimSpace(out)
}

// ContentText is an article's text without markup, on as many lines as it
// has, for search, read times and excerpts.
func ContentText(s string) string {
	return strings.Join(strings.Fields(html.UnescapeString(textPolicy.Sanitize(s))), " ")
}
