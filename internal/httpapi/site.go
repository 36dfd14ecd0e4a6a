package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/notify"
)

// siteRoutes registers what belongs to the site as a whole: the contact
// form, the sitemap and robots.txt, the answer to an unknown API path, and
// the React app for every other path, with the page heads the areas registered.
func (s *Server) siteRoutes(r *router) {
	r.api("POST /api/contact", s.handleContact)
	r.api("/api/", s.handleAPINotFound)
	r.handle("GET /sitemap.xml", compress(http.HandlerFunc(s.handleSitemap)))
	r.handle("GET /robots.txt", http.HandlerFunc(s.handleRobots))
	r.handle("/", s.seo(s.app))
}

// operationRoutes registers liveness, readiness and the metrics.
func (s *Server) operationRoutes(r *router) {
	r.handle("GET /healthz", http.HandlerFunc(s.handleHealthz))
	r.handle("GET /readyz", http.HandlerFunc(s.handleReadyz))
	r.handle("GET /metrics", http.HandlerFunc(s.handleMetrics))
}

func (s *Server) handleContact(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Name    string `json:"name"`
		Email   string `json:"email"`
		Subject string `json:"subject"`
		Message string `json:"message"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	m := jobportal.ContactMessage{Name: body.Name, Email: body.Email, Subject: body.Subject, Message: body.Message}
	m.Normalize()
	if err := m.Validate(); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.takeContact(r, m.Email); err != nil {
		Error(w, r, err)
		return
	}
	var emails []mail.Message
	if s.cfg.ContactEmail != "" {
		email, err := notify.ContactForm(notify.English, s.cfg.ContactEmail,
			notify.Contact{Name: m.Name, Email: m.Email, Subject: m.Subject, Message: m.Message})
		email.About = m.Email
		emails = s.outgoing(r.Context(), email, err)
	}
	if err := s.db.SaveContactMessage(r.Context(), &m, emails...); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, nil, "Thank you. We will reply within two working days.")
}

func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprintln(w, "ok")
}

func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if s.draining.Load() {
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintln(w, "stopping")
		return
	}
	if err := s.db.Ping(ctx); err != nil {
		s.log.ErrorContext(ctx, "readiness: database unreachable", "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintln(w, "database unreachable")
		return
	}
	least := s.cfg.MinFreeBytes
	if least == 0 {
		least = 64 << 20
	}
	for _, dir := range s.cfg.Disks {
		if free, err := freeBytes(dir); err == nil && free < least {
			s.log.ErrorContext(ctx, "readiness: disk full", "dir", dir, "free_bytes", free)
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintf(w, "storage full: %s has %d MiB free\n", dir, free>>20)
			return
		}
	}
	fmt.Fprintln(w, "ready")
}

func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	if s.cfg.MetricsOwnAddress || s.cfg.MetricsToken == "" {
		// Served elsewhere, or to nobody: as if there were no such page.
		http.NotFound(w, r)
		return
	}
	s.serveMetrics(w, r)
}

// apiMethods are the methods the API uses, for telling a wrong method from a wrong path.
var apiMethods = []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete}

// handleAPINotFound answers an API path that no route takes: 405 with Allow
// when the path exists for other methods, otherwise 404.
func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) { s.unmatched(w, r, "") }
