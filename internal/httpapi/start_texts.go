package httpapi

import (
	"encoding/json"
	"html"
	"io/fs"
	"regexp"
)

// startTextsFile is written by the web build (web/vite.config.ts): for
// Sinhala and Tamil ("si", "ta"), the chunk that holds the texts the app
// starts with in that language, and under the language with accountTexts
// ("si-account") the chunk of the texts that only the pages the app draws
// itself show, signing in and a signed-in reader's pages
// (web/src/i18n/account-namespaces.ts). Its name starts with a dot, so it is
// not served as a file of the app.
const startTextsFile = ".start-texts.json"

// accountTexts ends the name of those pages' texts in startTextsFile.
const accountTexts = "-account"

// startTextsAsset is what the build names such a chunk: a file of assets/.
var startTextsAsset = regexp.MustCompile(`^assets/[\w.-]+\.js$`)

// loadStartTexts returns, per name in startTextsFile, the link that asks for
// those texts with a page in that language. The app asks for them only once its
// entry has run, a round trip later; on a slow line a Sinhala or Tamil
// reader's app took over 0.7 s after the load event, and a tap in that time
// did nothing (docs/PERFORMANCE.md). Nil when the build wrote no list (no
// build, or one without it): pages then go out without the link.
func loadStartTexts(web fs.FS) map[string]string {
	data, err := fs.ReadFile(web, startTextsFile)
	if err != nil {
		return nil
	}
	var files map[string]string
	if json.Unmarshal(data, &files) != nil {
		return nil
	}
	links := map[string]string{}
	for lang, file := range files {
		if startTextsAsset.MatchString(file) {
			links[lang] = `<link rel="modulepreload" crossorigin href="/` + html.EscapeString(file) + `" />` + "\n  "
		}
	}
	return links
}
