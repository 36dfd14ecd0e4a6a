package httpapi

import (
	"context"

	"jobportal/internal/mail"
)

// Emails are not sent here: each is handed to the store with the change that
// causes it, which queues it in the same transaction, and the outbox's
// worker sends it (internal/outbox). No request waits for the mail server.

// outgoing returns the email internal/notify wrote, to be queued with its
// change, or none when it could not be written: that is logged, and the
// change it reports is made all the same.
func (s *Server) outgoing(ctx context.Context, m mail.Message, err error) []mail.Message {
	if err != nil {
		s.log.ErrorContext(ctx, "write email", "err", err, "subject", m.Subject, "request_id", requestID(ctx))
		return nil
	}
	return []mail.Message{m}
}

// customerDashboard and adminDashboard are the addresses emails send people to.
func (s *Server) customerDashboard() string { return s.cfg.BaseURL + "/customer/dashboard" }

func (s *Server) adminDashboard() string { return s.cfg.BaseURL + "/dashboard" }
