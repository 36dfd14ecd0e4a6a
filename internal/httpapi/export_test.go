package httpapi

// KeyOfRequest is how a write's Idempotency-Key is stored, for tests that
// stand in for another server working on it.
var KeyOfRequest = keyOfRequest
