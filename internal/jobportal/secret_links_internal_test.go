package jobportal

import "testing"

// The plain search before the regular expressions changes no answer.
func TestMaskSecretLinksSkipsOnlyWhatHoldsNoLink(t *testing.T) {
	for _, s := range []string{
		"", "=", "token", "token=", "?token=", "?ToKeN=abc", "x&TOKEN=abc&y=1", "tok=en=x", "=token=abc",
		"?token=a?token=b", "ටෝකන්?token=අ1", "/cv/s/", "/cv/s/abc", "x/api/shared-cvs/k/pdf", "/cv/s//api/shared-cvs/",
		"https://jobs.example.lk/customer/dashboard", "?tokens=abc", "?mytoken=abc",
	} {
		want := secretPath.ReplaceAllString(secretQuery.ReplaceAllString(s, "${1}"+HiddenToken), "${1}"+HiddenToken)
		if got := MaskSecretLinks(s); got != want {
			t.Errorf("MaskSecretLinks(%q) = %q, the expressions alone give %q", s, got, want)
		}
	}
}
