package httpapi

import (
	"testing"
	"testing/fstest"
)

func TestStartTextsLinksComeFromTheBuildsList(t *testing.T) {
	links := loadStartTexts(fstest.MapFS{startTextsFile: {Data: []byte(`{"si": "assets/texts-si-AbC1.js", "si-account": "assets/texts-si-account-dE2.js", "ta": "../secret.js"}`)}})
	if got, want := links["si"], `<link rel="modulepreload" crossorigin href="/assets/texts-si-AbC1.js" />`+"\n  "; got != want {
		t.Errorf("si: %q, want %q", got, want)
	}
	if got, want := links["si"+accountTexts], `<link rel="modulepreload" crossorigin href="/assets/texts-si-account-dE2.js" />`+"\n  "; got != want {
		t.Errorf("si-account: %q, want %q", got, want)
	}
	if links["ta"] != "" || links["en"] != "" {
		t.Errorf("a file outside assets/ or a language without texts got a link: %q", links)
	}
	if loadStartTexts(fstest.MapFS{}) != nil || loadStartTexts(fstest.MapFS{startTextsFile: {Data: []byte("[")}}) != nil {
		t.Error("a missing or broken list should give no links")
	}
}

func TestFontsVersionIsTheBuildsOrNone(t *testing.T) {
	for data, want := range map[string]string{
		"3f2a9c01b7de\n":          "3f2a9c01b7de",
		"":                        "",
		"3F2A9C01B7DE":            "",
		"3f2a\n":                  "",
		"3f2a9c01b7de\"><script>": "",
	} {
		if got := loadFontsVersion(fstest.MapFS{fontsVersionFile: {Data: []byte(data)}}); got != want {
			t.Errorf("%q: %q, want %q", data, got, want)
		}
	}
	if got := loadFontsVersion(fstest.MapFS{}); got != "" {
		t.Errorf("no file: %q", got)
	}
}
