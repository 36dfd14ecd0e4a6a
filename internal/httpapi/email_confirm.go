package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/notify"
)

// Email confirmation: registration sends a link to the address given, and
// the app's page /customer/confirm-email?token=... sends it back here. Until
// it is used, alerts and other repeated emails skip the address, so no one
// can have them sent to a mailbox that is not theirs.

// confirmTTL is how long a confirmation link works.
const confirmTTL = 7 * 24 * time.Hour

// confirmEmailRoutes registers the confirmation of a customer's email.
func (s *Server) confirmEmailRoutes(r *router) {
	r.api("POST /api/customers/confirm-email", s.handleConfirmEmail)
	r.api("POST /api/customers/confirm-email/resend", s.customer(s.handleResendConfirmation))
}

// sendConfirmation emails a new confirmation link to the customer's address.
// The link and its email are stored together; an email that fails to send
// is tried again by the outbox, and the dashboard offers another link.
func (s *Server) sendConfirmation(ctx context.Context, c *jobportal.Customer, lang notify.Lang) error {
	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	link := s.cfg.BaseURL + "/customer/confirm-email?token=" + url.QueryEscape(token)
	m, err := notify.EmailConfirmation(lang, c.Email, notify.EmailConfirm{Name: c.Name, Link: link,
		Days: int(confirmTTL / (24 * time.Hour))})
	return s.db.CreateEmailConfirmation(ctx, c.ID, c.Email, hash, confirmTTL, s.outgoing(ctx, m, err)...)
}

// requestLang is the language the app used on the device that sent r (its
// lang cookie): a new account has no preferences yet.
func requestLang(r *http.Request) notify.Lang { return notify.Lang(pageLanguage(r)) }

func (s *Server) handleConfirmEmail(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Token string `json:"token"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	if body.Token == "" || len(body.Token) > 200 {
		var p jobportal.Problems
		p.Add("token", "The confirmation link is incomplete. Please open the link from the email again.")
		Error(w, r, p.Err())
		return
	}
	if err := s.takeConfirm(r); err != nil {
		Error(w, r, err)
		return
	}
	c, err := s.db.ConfirmEmail(r.Context(), auth.HashToken(body.Token))
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, map[string]any{"email": c.Email, "emailConfirmed": true},
		"Your email address is confirmed. Job alerts will now be sent to it.")
}

func (s *Server) handleResendConfirmation(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c := accountFrom(ctx).Customer
	if c.EmailConfirmed {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "Your email address is already confirmed."))
		return
	}
	if err := s.takeConfirmResend(ctx, c.ID); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.sendConfirmation(ctx, c, s.customerLang(ctx, c.ID)); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, nil, fmt.Sprintf("We have sent a new confirmation link to %s.", c.Email))
}
