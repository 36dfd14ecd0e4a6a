package httpapi

import "testing"

// writes checks that f writes each input as its case says.
func writes[In comparable](t *testing.T, f func(In) string, cases map[In]string) {
	t.Helper()
	for in, want := range cases {
		if got := f(in); got != want {
			t.Errorf("%#v: %q, want %q", in, got, want)
		}
	}
}

func TestCompanyScreenHelpers(t *testing.T) {
	var p screenPage
	t.Run("ratings are written as toFixed(1) writes them", func(t *testing.T) {
		writes(t, p.CompanyRating, map[float64]string{0: "0.0", 4: "4.0", 3.5: "3.5", 4.25: "4.3", 4.75: "4.8",
			0.25: "0.3", 4.35: "4.3", 4.45: "4.5", 10.0 / 3: "3.3", 14.0 / 3: "4.7"})
	})
	t.Run("stars are filled to the nearest whole star", func(t *testing.T) {
		writes(t, p.CompanyStars, map[float64]string{0: "☆☆☆☆☆", 2.49: "★★☆☆☆", 2.5: "★★★☆☆", 5: "★★★★★"})
	})
	t.Run("initials are the first characters of the first two words", func(t *testing.T) {
		writes(t, p.CompanyInitials, map[string]string{
			"Hill Country Hotels": "HC",
			"  ruhuna   bank ":    "RB",
			"Ōkura":               "Ō",
			"ශ්\u200dරී ලංකා":     "ශ්\u200dරීලං",
			"கொழும்பு வங்கி":      "கொவ",
			"": "?",
		})
	})
	t.Run("only an http(s) website becomes a link", func(t *testing.T) {
		writes(t, safeWebsite, map[string]string{
			"https://example.lk":          "https://example.lk/",
			" http://example.lk/jobs?x=1": "http://example.lk/jobs?x=1",
			"javascript:alert(1)":         "",
			"data:text/html,hi":           "",
			"example.lk":                  "",
		})
	})
}
