package httpapi

import (
	"context"
	"sync"
	"time"
)

// responseTTL is how long a company's response time is kept before it is
// worked out again: a median over 90 days moves slowly, and a job's page
// should not read a busy company's applications at every view.
const responseTTL = 10 * time.Minute

// responseTimes keeps companies' response times (store.CompanyResponseDays)
// for responseTTL, on each server.
type responseTimes struct {
	mu   sync.Mutex
	kept map[int64]keptResponse
}

type keptResponse struct {
	days *int
	at   time.Time
}

// responseDays is the response time of the company with this page id, or
// nil when there is none to show (no page, too few applications, or a
// failed read, which is logged: the figure is never worth failing a page).
func (s *Server) responseDays(ctx context.Context, companyID *int64) *int {
	if companyID == nil {
		return nil
	}
	now := s.db.Now()
	rt := &s.responseTimes
	rt.mu.Lock()
	k, seen := rt.kept[*companyID]
	rt.mu.Unlock()
	if seen && now.Sub(k.at) < responseTTL {
		return k.days
	}
	days, ok, err := s.db.CompanyResponseDays(ctx, *companyID)
	if err != nil {
		s.log.ErrorContext(ctx, "a company's response time", "err", err, "company", *companyID)
		return nil
	}
	k = keptResponse{at: now}
	if ok {
		k.days = &days
	}
	rt.mu.Lock()
	if rt.kept == nil || len(rt.kept) > 10000 {
		rt.kept = make(map[int64]keptResponse)
	}
	rt.kept[*companyID] = k
	rt.mu.Unlock()
	return k.days
}
