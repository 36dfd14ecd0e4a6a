package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"net/http"
	"net/netip"
	"strconv"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// The throttles of the costly and the guessable endpoints (docs/DECISIONS.md
// gives the reasons). Attempts are counted when they start, before any
// password is hashed or checked, so a refused one costs a small transaction
// and its answer cannot tell whether the password was right.
var (
	// Sign-in: one address guessing one account's password is stopped at
	// five tries, while the owner elsewhere is not; one address trying many
	// accounts is stopped at thirty; and many addresses together get at most
	// a hundred guesses an hour at one account.
	signInPairRule    = store.ThrottleRule{Limit: 5, Window: 15 * time.Minute}
	signInAddressRule = store.ThrottleRule{Limit: 30, Window: 15 * time.Minute}
	signInAccountRule = store.ThrottleRule{Limit: 100, Window: time.Hour}
	// Registration hashes a password, and new accounts are what spam needs.
	registerAddressRule = store.ThrottleRule{Limit: 10, Window: time.Hour}
	// Setting a new password with a reset link.
	resetAddressRule = store.ThrottleRule{Limit: 10, Window: 15 * time.Minute}
	// Reset emails: few to one mailbox, and few from one address to any.
	// The window per email is shorter than a link lives (resetTTL), so
	// whenever the limit per email turns a request away, a link sent less
	// than a window ago is still waiting in the owner's mailbox.
	forgotEmailRule   = store.ThrottleRule{Limit: 3, Window: 30 * time.Minute}
	forgotAddressRule = store.ThrottleRule{Limit: 10, Window: 15 * time.Minute}
	// Wrong current passwords when changing it, per account, so that a
	// stolen session cannot guess the password without limit.
	changePasswordRule = store.ThrottleRule{Limit: 5, Window: 15 * time.Minute}
)

// throttleKey names a throttle's count: what is counted and of whom. The
// who is hashed, so that a key has a fixed length whatever was typed, and
// the table holds no emails.
func throttleKey(what, who string) string {
	sum := sha256.Sum256([]byte(who))
	return what + ":" + hex.EncodeToString(sum[:16])
}

// throttleAddress is the address a client is counted under. An IPv6 client
// usually has a whole /64 network to itself, so its network is counted as one.
func throttleAddress(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	return netip.PrefixFrom(a, 64).Masked().String()
}

// takeThrottle counts one attempt against the throttles, or refuses it with
// a 429 naming what there were too many of while one of them is full.
func (s *Server) takeThrottle(ctx context.Context, tooMany string, ts ...store.Throttle) error {
	wait, err := s.db.TakeThrottle(ctx, ts...)
	if err != nil || wait <= 0 {
		return err
	}
	mins := int(math.Ceil(wait.Minutes()))
	return &jobportal.Error{Code: jobportal.ETOOMANY, RetryAfter: int(math.Ceil(wait.Seconds())),
		Message: fmt.Sprintf("Too many %s. Please try again in %d minute%s.", tooMany, mins, plural(mins))}
}

// signInThrottles are the counts a sign-in to the account acctKey from ip
// goes against.
func signInThrottles(acctKey, ip string) []store.Throttle {
	addr := throttleAddress(ip)
	return []store.Throttle{
		{Key: throttleKey("signin-pair", acctKey+" "+addr), Rule: signInPairRule},
		{Key: throttleKey("signin-address", addr), Rule: signInAddressRule},
		{Key: throttleKey("signin-account", acctKey), Rule: signInAccountRule},
	}
}

// signInSucceeded forgets the failures of the account from this address and
// gives back the attempt the good sign-in was counted as elsewhere, so that
// people who sign in well never fill the account's or the address's count.
func (s *Server) signInSucceeded(ctx context.Context, acctKey, ip string) error {
	ts := signInThrottles(acctKey, ip)
	if err := s.db.ClearThrottle(ctx, ts[0].Key); err != nil {
		return err
	}
	for _, t := range ts[1:] {
		if err := s.db.UntakeThrottle(ctx, t.Key); err != nil {
			return err
		}
	}
	return nil
}

// takeRegistration counts a registration from the request's address.
func (s *Server) takeRegistration(r *http.Request) error {
	return s.takeThrottle(r.Context(), "registrations from this address", store.Throttle{
		Key: throttleKey("register-address", throttleAddress(clientIP(r))), Rule: registerAddressRule})
}

// takeReset counts a new password set with a reset link from the
// request's address.
func (s *Server) takeReset(r *http.Request) error {
	return s.takeThrottle(r.Context(), "password reset attempts", store.Throttle{
		Key: throttleKey("reset-address", throttleAddress(clientIP(r))), Rule: resetAddressRule})
}

// takeResetEmail counts a request for a reset email and reports whether an
// email may go. A request over the limit is not an error: it gets the same
// answer as any other, so that the limit tells nothing about the account.
func (s *Server) takeResetEmail(r *http.Request, email string) (bool, error) {
	err := s.takeThrottle(r.Context(), "reset emails", store.Throttle{
		Key: throttleKey("forgot-email", email), Rule: forgotEmailRule,
	}, store.Throttle{
		Key: throttleKey("forgot-address", throttleAddress(clientIP(r))), Rule: forgotAddressRule,
	})
	if jobportal.ErrorCode(err) == jobportal.ETOOMANY {
		return false, nil
	}
	return err == nil, err
}

// changePasswordKey is the count of an account's wrong current passwords.
func changePasswordKey(a *account) string {
	var id int64
	if a.Admin != nil {
		id = a.Admin.ID
	} else {
		id = a.Customer.ID
	}
	return throttleKey("password-account", a.Kind+":"+strconv.FormatInt(id, 10))
}

// takeChangePassword counts an attempt to change the password of a.
func (s *Server) takeChangePassword(ctx context.Context, a *account) error {
	return s.takeThrottle(ctx, "wrong current passwords", store.Throttle{Key: changePasswordKey(a), Rule: changePasswordRule})
}

// The throttles of what reaches other people or the site's figures: each
// counts per account, and per address where no account is signed in, so
// that one person cannot flood a mailbox, a post or a queue.
var (
	// Confirmation links: asking for one sends an email to the account's
	// address, so few; using one is cheap, but a token tried from one
	// address is still counted.
	confirmResendRule  = store.ThrottleRule{Limit: 3, Window: 30 * time.Minute}
	confirmAddressRule = store.ThrottleRule{Limit: 20, Window: 15 * time.Minute}
	// The talent pool's messages: an admin answers a few senders an hour,
	// and a sender's mailbox gets at most three a day, whoever writes.
	talentContactAdminRule     = store.ThrottleRule{Limit: 20, Window: time.Hour}
	talentContactRecipientRule = store.ThrottleRule{Limit: 3, Window: 24 * time.Hour}
	// The contact form: a person writes once or twice, not a stream.
	contactAddressRule = store.ThrottleRule{Limit: 5, Window: time.Hour}
	contactEmailRule   = store.ThrottleRule{Limit: 3, Window: time.Hour}
	// Comments on the blog and jobs posted, per account.
	commentAccountRule = store.ThrottleRule{Limit: 10, Window: 15 * time.Minute}
	jobPostAccountRule = store.ThrottleRule{Limit: 20, Window: 24 * time.Hour}
)

// customerKey names a customer account in a throttle's key.
func customerKey(id int64) string { return "customer:" + strconv.FormatInt(id, 10) }

// takeConfirmResend counts a request for a new confirmation link of a customer.
func (s *Server) takeConfirmResend(ctx context.Context, customerID int64) error {
	return s.takeThrottle(ctx, "confirmation emails", store.Throttle{
		Key: throttleKey("confirm-resend", customerKey(customerID)), Rule: confirmResendRule})
}

// takeConfirm counts a confirmation link used from the request's address.
func (s *Server) takeConfirm(r *http.Request) error {
	return s.takeThrottle(r.Context(), "confirmation attempts", store.Throttle{
		Key: throttleKey("confirm-address", throttleAddress(clientIP(r))), Rule: confirmAddressRule})
}

// takeTalentContact counts a message of an admin user to a talent pool sender's address.
func (s *Server) takeTalentContact(ctx context.Context, adminID int64, email string) error {
	return s.takeThrottle(ctx, "messages to talent pool senders", store.Throttle{
		Key: throttleKey("talent-contact-admin", "admin:"+strconv.FormatInt(adminID, 10)), Rule: talentContactAdminRule,
	}, store.Throttle{
		Key: throttleKey("talent-contact-recipient", jobportal.NormalizeEmail(email)), Rule: talentContactRecipientRule,
	})
}

// takeContact counts a contact form message from the request's address and
// in the name of an email.
func (s *Server) takeContact(r *http.Request, email string) error {
	return s.takeThrottle(r.Context(), "messages", store.Throttle{
		Key: throttleKey("contact-address", throttleAddress(clientIP(r))), Rule: contactAddressRule,
	}, store.Throttle{
		Key: throttleKey("contact-email", jobportal.NormalizeEmail(email)), Rule: contactEmailRule,
	})
}

// takeComment counts a comment of a customer.
func (s *Server) takeComment(ctx context.Context, customerID int64) error {
	return s.takeThrottle(ctx, "comments", store.Throttle{
		Key: throttleKey("comment-account", customerKey(customerID)), Rule: commentAccountRule})
}

// takeJobPost counts a job posted by a customer.
func (s *Server) takeJobPost(ctx context.Context, customerID int64) error {
	return s.takeThrottle(ctx, "jobs posted", store.Throttle{
		Key: throttleKey("job-post-account", customerKey(customerID)), Rule: jobPostAccountRule})
}
