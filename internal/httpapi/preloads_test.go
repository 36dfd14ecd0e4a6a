package httpapi

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestPagePreloadsFollowTheRouteAndLanguage(t *testing.T) {
	web := fstest.MapFS{preloadsFile: {Data: []byte(`{
		"routes": {
			"/": ["assets/home.js"],
			"/job/:id": ["assets/job.js", "assets/jobs-api.js"],
			"/company/:id": ["assets/company.js"],
			"/company/industry/:industry": ["assets/industry.js"],
			"/blogs/:id": ["assets/article.js"],
			"/blogs/tag/:tag": ["assets/tag.js"]
		},
		"languages": {"si": ["assets/si-common.js"], "ta": ["assets/ta-common.js"]}
	}`)}}
	p := loadPreloads(web)
	if p == nil {
		t.Fatal("the list was not read")
	}
	files := func(path, lang string) string {
		var out []string
		for _, part := range strings.Split(p.links(path, lang), `href="/`)[1:] {
			out = append(out, part[:strings.IndexByte(part, '"')])
		}
		return strings.Join(out, " ")
	}
	for _, c := range []struct{ path, lang, want string }{
		{"/", "en", "assets/home.js"},
		{"/", "si", "assets/home.js assets/si-common.js"},
		{"/job/12", "en", "assets/job.js assets/jobs-api.js"},
		{"/job/12/delivery-rider", "ta", "assets/job.js assets/jobs-api.js assets/ta-common.js"},
		{"/company/industry/it", "en", "assets/industry.js"}, // not /company/:id with a name
		{"/company/4/blue-ocean", "en", "assets/company.js"},
		{"/blogs/tag/cv", "en", "assets/tag.js"},
		{"/blogs/3/how-to", "en", "assets/article.js"},
		{"/job/12/driver/full-details", "en", ""}, // no route of the list
		{"/nothing", "si", "assets/si-common.js"},
	} {
		if got := files(c.path, c.lang); got != c.want {
			t.Errorf("%s in %s: preloads %q, want %q", c.path, c.lang, got, c.want)
		}
	}
	if loadPreloads(fstest.MapFS{}) != nil || loadPreloads(fstest.MapFS{preloadsFile: {Data: []byte("{")}}) != nil {
		t.Error("a missing or broken list should give no preloads")
	}
	var none *pagePreloads
	if none.links("/", "si") != "" {
		t.Error("no list should give no links")
	}
}
