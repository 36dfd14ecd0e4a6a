package jobportal

import "strings"

// maxSlugBytes bounds the part of an address that names a thing.
const maxSlugBytes = 80

// Slugify makes the part of an address that names a thing from its title or
// name: lower-case ASCII letters and digits joined by hyphens, at most 80
// bytes. A title with no such letter or digit (one written in Sinhala or
// Tamil, say) gives fallback, which names the kind of thing ("job", "company").
func Slugify(s, fallback string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
			if b.Len() >= maxSlugBytes {
				break
			}
		} else {
			hyphen = true
		}
	}
	if b.Len() == 0 {
		return fallback
	}
	return strings.TrimRight(b.String(), "-")
}
