package httpapi

import (
	"time"

	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
)

// SetPDFMaking makes the server's CV PDFs with render (cvpdf.Render when
// nil), at most slots at once, each waiting at most wait for its turn. Call
// it before the server takes requests.
func (s *Server) SetPDFMaking(slots int, wait time.Duration, render func(jobportal.CV, cvpdf.Options) (*cvpdf.Result, error)) {
	if render == nil {
		render = cvpdf.Render
	}
	s.costs.slots, s.costs.wait, s.costs.render = make(chan struct{}, slots), wait, render
}

// SetStorageQuota sets the bytes each customer account may keep.
func (s *Server) SetStorageQuota(n int64) { s.costs.quota = n }
