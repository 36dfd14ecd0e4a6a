package jobportal

import (
	"regexp"
	"strings"
)

// HiddenToken stands in the email log for the secret part of a link.
const HiddenToken = "[hidden]"

// The secret parts of the links the portal emails: a token in the query
// (password resets, email confirmations, unsubscribing from an alert) and a
// share link's token in its path. The patterns are written so that
// PostgreSQL's regular expressions read them the same (migration 00016).
var (
	secretQuery = regexp.MustCompile(`(?i)([?&]token=)[^\s&#"'<>]+`)
	secretPath  = regexp.MustCompile(`(/cv/s/|/api/shared-cvs/)[^\s/?#"'<>]+`)
)

// MaskSecretLinks hides the tokens of the links in an email's text, so that
// whoever reads the email log cannot use a link sent to someone else. The
// rest of the email stays as it was sent. Masking twice changes nothing.
func MaskSecretLinks(s string) string {
	// Most emails hold no secret link: a plain search for the patterns'
	// fixed parts spares them the regular expressions (a bulk move queues
	// dozens of emails in one request).
	if holdsTokenParam(s) {
		s = secretQuery.ReplaceAllString(s, "${1}"+HiddenToken)
	}
	if strings.Contains(s, "/cv/s/") || strings.Contains(s, "/api/shared-cvs/") {
		s = secretPath.ReplaceAllString(s, "${1}"+HiddenToken)
	}
	return s
}

// holdsTokenParam reports whether s has "token=" in any case, which every
// match of secretQuery holds.
func holdsTokenParam(s string) bool {
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '=')
		if j < 0 {
			return false
		}
		at := i + j
		if at >= 5 && strings.EqualFold(s[at-5:at], "token") {
			return true
		}
		i = at + 1
	}
	return false
}
