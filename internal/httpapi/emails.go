package httpapi

import (
	"context"

	"jobportal/internal/mail"
)

// email sends a message that internal/notify wrote. One that could not be
// written is logged, as one that fails to send is: the action it reports has
// happened and is not undone.
func (s *Server) email(ctx context.Context, m mail.Message, err error) {
	if err != nil {
		s.log.ErrorContext(ctx, "write email", "err", err, "request_id", requestID(ctx))
		return
	}
	s.sendMail(ctx, m)
}

// customerDashboard and adminDashboard are the addresses emails send people to.
func (s *Server) customerDashboard() string { return s.cfg.BaseURL + "/customer/dashboard" }

func (s *Server) adminDashboard() string { return s.cfg.BaseURL + "/dashboard" }
