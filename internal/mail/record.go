package mail

// What became of an email, as the email log keeps it (the outbox's worker,
// internal/outbox, records them).
const (
	StatusQueued = "queued" // waiting in the outbox, to be sent or tried again
	StatusSent   = "sent"   // handed to the SMTP server
	StatusFailed = "failed" // tried as often as the outbox tries, and refused each time
	StatusLogged = "logged" // written to the log, since SMTP is not set up
)
