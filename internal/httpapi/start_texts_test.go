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
