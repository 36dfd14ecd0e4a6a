package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

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
	if err := s.db.SaveContactMessage(r.Context(), &m); err != nil {
		Error(w, r, err)
		return
	}
	if s.cfg.ContactEmail != "" {
		s.sendMail(r.Context(), mail.Message{
			To:      s.cfg.ContactEmail,
			Subject: "Contact form: " + m.Subject,
			Text:    fmt.Sprintf("From: %s <%s>\n\n%s", m.Name, m.Email, m.Message),
		})
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
	if err := s.db.Ping(ctx); err != nil {
		s.log.ErrorContext(ctx, "readiness: database unreachable", "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintln(w, "database unreachable")
		return
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
func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) {
	var allow []string
	for _, m := range apiMethods {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := s.mux.Handler(probe); pattern != "" && pattern != "/api/" && pattern != "/" {
			allow = append(allow, m)
		}
	}
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		writeJSON(w, http.StatusMethodNotAllowed, errorBody{Message: "This address does not take " + r.Method + " requests."})
		return
	}
	Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "There is no API at %s.", r.URL.Path))
}
