package jobportal

import "regexp"

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
	s = secretQuery.ReplaceAllString(s, "${1}"+HiddenToken)
	return secretPath.ReplaceAllString(s, "${1}"+HiddenToken)
}
