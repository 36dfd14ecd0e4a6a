// Package web holds the built React application so that the server binary carries it.
package web

import "embed"

// Dist is the Vite build output. A fresh clone has only dist/.keep, so the
// binary still builds (and says the app is not built) before `make build`.
//
//go:embed all:dist
var Dist embed.FS
