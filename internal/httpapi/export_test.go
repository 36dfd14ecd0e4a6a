package httpapi

// KeyOfRequest is how a write's Idempotency-Key is stored, for tests that
// stand in for another server working on it.
var KeyOfRequest = keyOfRequest

// HoldUnknownPageTurn takes the turn to draw an address the app has no page
// for, as a scanner's request being drawn would; release gives it back.
func HoldUnknownPageTurn(s *Server) (release func()) {
	s.unknownTurn <- struct{}{}
	return func() { <-s.unknownTurn }
}
