// Package web holds the built React application so that the server binary carries it.
package web

import "embed"

// Dist is the Vite build output. A fresh clone has only dist/.keep, so the
// binary still builds (and says the app is not built) before `make build`.
//
//go:embed all:dist
var Dist embed.FS

// Texts are the interface texts of the shell and of the public areas, in
// every language: the server writes the first screen of public pages with
// them (internal/httpapi/first_screen.go), so those say what the app says.
//
//go:embed src/i18n/locales/*/common.json src/features/jobs/locales/*.json src/features/companies/locales/*.json src/features/blog/locales/*.json
var Texts embed.FS
