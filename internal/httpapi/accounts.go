package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/notify"
)

// How long a sign-in lasts, and how long a password reset link works. An
// admin session ends after adminSessionTTL without a refresh (the app
// refreshes it while the admin is active), and adminSessionLifetime after
// the sign-in whatever happens (docs/DECISIONS.md).
const (
	customerSessionTTL   = 30 * 24 * time.Hour
	adminSessionTTL      = time.Hour
	adminSessionLifetime = 12 * time.Hour
	resetTTL             = time.Hour
)

// accountRoutes registers sign-in, registration, profiles and passwords.
func (s *Server) accountRoutes(r *router) {
	r.api("POST /api/admin-users/login", s.handleAdminLogin)
	r.api("POST /api/admin/logout", s.anyAdmin(s.handleLogout))
	r.api("POST /api/admin/refresh-token", s.anyAdmin(s.handleAdminRefreshToken))
	r.api("GET /api/admin-users/me", s.anyAdmin(s.handleAdminMe))
	r.api("POST /api/customers/register/individual", s.handleRegister("individual"))
	r.api("POST /api/customers/register/company", s.handleRegister("company"))
	r.api("POST /api/customers/login", s.handleCustomerLogin)
	r.api("POST /api/customers/logout", s.customer(s.handleLogout))
	r.api("GET /api/customers/profile", s.customer(s.handleProfileGet))
	r.api("PUT /api/customers/profile", s.customer(s.handleProfileUpdate))
	r.api("GET /api/auth/status", s.handleAuthStatus)
	r.api("POST /api/auth/forgot-password", s.handleForgotPassword)
	r.api("POST /api/auth/reset-password", s.handleResetPassword)
	// Open to an admin user whose first password waits to be changed, as it is how they change it.
	r.api("POST /api/auth/change-password", s.requireKind(s.handleChangePassword, jobportal.KindAdmin, jobportal.KindCustomer))
}

// account is who sent a request: one of Customer and Admin is set.
type account struct {
	Kind      string
	TokenHash string
	Customer  *jobportal.Customer
	Admin     *jobportal.AdminUser
}

func (a *account) user() any {
	if a.Admin != nil {
		return a.Admin
	}
	return a.Customer
}

// actor is the account as the access rules see it; a visitor for nil.
func (a *account) actor() jobportal.Actor {
	switch {
	case a == nil:
		return jobportal.Visitor()
	case a.Admin != nil:
		return jobportal.AdminActor(a.Admin)
	default:
		return jobportal.CustomerActor(a.Customer)
	}
}

func accountFrom(ctx context.Context) *account {
	a, _ := ctx.Value(accountKey).(*account)
	return a
}

// authenticate finds the account behind the request's x-auth-token. It returns
// nil and no error when there is no token.
func (s *Server) authenticate(r *http.Request) (*account, error) {
	token := r.Header.Get("x-auth-token")
	if token == "" {
		return nil, nil
	}
	if len(token) > 200 {
		return nil, jobportal.Errorf(jobportal.EUNAUTHORIZED, "Your session has ended. Please sign in again.")
	}
	sess, err := s.db.FindSession(r.Context(), auth.HashToken(token))
	if err != nil {
		return nil, err
	}
	a := &account{Kind: sess.Kind, TokenHash: sess.TokenHash}
	switch sess.Kind {
	case jobportal.KindAdmin:
		if a.Admin, err = s.db.FindAdminUserByID(r.Context(), sess.AccountID); err != nil {
			return nil, signedOutIfGone(err)
		}
	case jobportal.KindCustomer:
		if a.Customer, err = s.db.FindCustomerByID(r.Context(), sess.AccountID); err != nil {
			return nil, signedOutIfGone(err)
		}
		if a.Customer.Status == jobportal.StatusBanned {
			return nil, jobportal.Errorf(jobportal.EFORBIDDEN, jobportal.SuspendedMessage)
		}
	}
	return a, nil
}

// signedOutIfGone turns the account of a session having been deleted into a 401.
func signedOutIfGone(err error) error {
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
		return jobportal.Errorf(jobportal.EUNAUTHORIZED, "Your session has ended. Please sign in again.")
	}
	return err
}

// requireKind wraps a handler so that it runs only for a signed-in account of
// one of the given kinds.
func (s *Server) requireKind(h http.HandlerFunc, kinds ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		a, err := s.authenticate(r)
		if err != nil {
			Error(w, r, err)
			return
		}
		if a == nil {
			Error(w, r, jobportal.Errorf(jobportal.EUNAUTHORIZED, "Please sign in to continue."))
			return
		}
		for _, k := range kinds {
			if a.Kind == k {
				h(w, r.WithContext(context.WithValue(r.Context(), accountKey, a)))
				return
			}
		}
		if a.Kind == jobportal.KindAdmin {
			Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "This is for customer accounts; admins cannot use it."))
		} else {
			Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "This is for admins only."))
		}
	}
}

// admin wraps a handler of admin users who have chosen their password.
func (s *Server) admin(h http.HandlerFunc) http.HandlerFunc {
	return s.requireKind(s.passwordChosen(h), jobportal.KindAdmin)
}

// anyAdmin wraps a handler of every admin user, even one whose first
// password waits to be changed.
func (s *Server) anyAdmin(h http.HandlerFunc) http.HandlerFunc {
	return s.requireKind(h, jobportal.KindAdmin)
}

func (s *Server) customer(h http.HandlerFunc) http.HandlerFunc {
	return s.requireKind(h, jobportal.KindCustomer)
}

func (s *Server) signedIn(h http.HandlerFunc) http.HandlerFunc {
	return s.requireKind(s.passwordChosen(h), jobportal.KindAdmin, jobportal.KindCustomer)
}

type loginAnswer struct {
	Success bool   `json:"success"`
	Token   string `json:"token"`
	User    any    `json:"user"`
	Message string `json:"message,omitempty"`
	// MustChangePassword says that an admin user signed in with a first
	// password, which they must change before anything else.
	MustChangePassword bool `json:"mustChangePassword,omitempty"`
}

// checkThrottle counts a sign-in attempt, or refuses it while the account from
// this address, the address or the account has had too many.
func (s *Server) checkThrottle(ctx context.Context, acctKey, ip string) error {
	return s.takeThrottle(ctx, "failed sign-in attempts", signInThrottles(acctKey, ip)...)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

type credentials struct {
	Email    string `json:"email"`
	Username string `json:"username"`
	Password string `json:"password"`
}

func (c credentials) validate(idField, id string) error {
	var p jobportal.Problems
	if strings.TrimSpace(id) == "" {
		label := "Email"
		if idField == "username" {
			label = "Username"
		}
		p.Add(idField, label+" is required.")
	}
	if c.Password == "" {
		p.Add("password", "Password is required.")
	} else if len(c.Password) > 1024 {
		p.Add("password", "Password is too long.")
	}
	return p.Err()
}

func (s *Server) handleCustomerLogin(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := decode(w, r, &c); err != nil {
		Error(w, r, err)
		return
	} else if c.Username != "" {
		Error(w, r, jobportal.Errorf(jobportal.EBADREQUEST, "Customers sign in with their email address."))
		return
	} else if err := c.validate("email", c.Email); err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	email := jobportal.NormalizeEmail(c.Email)
	acctKey := "customer:" + email
	var cust *jobportal.Customer
	err := s.verifyLogin(ctx, clientIP(r), acctKey, c.Password, "Invalid email or password.", func() (hash string, err error) {
		cust, hash, err = s.db.CustomerCredentials(ctx, email)
		return hash, err
	})
	if err != nil {
		Error(w, r, err)
		return
	}
	if cust.Status == jobportal.StatusBanned {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, jobportal.SuspendedMessage))
		return
	}
	s.startSession(w, r, acctKey, jobportal.KindCustomer, cust.ID, customerSessionTTL, cust)
}

func (s *Server) handleAdminLogin(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := decode(w, r, &c); err != nil {
		Error(w, r, err)
		return
	} else if c.Email != "" {
		Error(w, r, jobportal.Errorf(jobportal.EBADREQUEST, "Admins sign in with their username."))
		return
	} else if err := c.validate("username", c.Username); err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	username := strings.TrimSpace(c.Username)
	acctKey := "admin:" + strings.ToLower(username)
	var adm *jobportal.AdminUser
	err := s.verifyLogin(ctx, clientIP(r), acctKey, c.Password, "Invalid username or password.", func() (hash string, err error) {
		adm, hash, err = s.db.AdminCredentials(ctx, username)
		return hash, err
	})
	if err != nil {
		Error(w, r, err)
		return
	}
	s.startSession(w, r, acctKey, jobportal.KindAdmin, adm.ID, adminSessionTTL, adm)
}

// verifyLogin checks a password against the account that lookup finds,
// under the throttles of the account and of the address. The attempt is
// counted as failed before the password is looked at, so a refusal while
// throttled says nothing about the password, and startSession gives it back.
// An unknown account and a wrong password fail alike, with the message wrong
// and in the same time.
func (s *Server) verifyLogin(ctx context.Context, ip, acctKey, password, wrong string, lookup func() (string, error)) error {
	if err := s.checkThrottle(ctx, acctKey, ip); err != nil {
		return err
	}
	hash, err := lookup()
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
		auth.WasteTime(password)
		return jobportal.Errorf(jobportal.EUNAUTHORIZED, "%s", wrong)
	} else if err != nil {
		return err
	}
	if ok, err := auth.CheckPassword(hash, password); err != nil {
		return err
	} else if !ok {
		return jobportal.Errorf(jobportal.EUNAUTHORIZED, "%s", wrong)
	}
	return nil
}

// startSession answers a good sign-in with a new token.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, acctKey, kind string, id int64, ttl time.Duration, user any) {
	ctx := r.Context()
	if err := s.signInSucceeded(ctx, acctKey, clientIP(r)); err != nil {
		Error(w, r, err)
		return
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		Error(w, r, err)
		return
	}
	if _, err := s.db.CreateSession(ctx, hash, kind, id, ttl); err != nil {
		Error(w, r, err)
		return
	}
	answer := loginAnswer{Success: true, Token: token, User: user, Message: "Signed in."}
	if a, ok := user.(*jobportal.AdminUser); ok && a.MustChangePassword {
		answer.MustChangePassword = true
		answer.Message = "Signed in. Please choose a new password now."
	}
	writeJSON(w, http.StatusOK, answer)
}

func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) {
	if err := s.db.DeleteSession(r.Context(), accountFrom(r.Context()).TokenHash); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, nil, "You have signed out.")
}

func (s *Server) handleAdminRefreshToken(w http.ResponseWriter, r *http.Request) {
	a := accountFrom(r.Context())
	token, hash, err := auth.NewToken()
	if err != nil {
		Error(w, r, err)
		return
	}
	if _, err := s.db.RefreshSession(r.Context(), a.TokenHash, hash, adminSessionTTL, adminSessionLifetime); err != nil {
		Error(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, loginAnswer{Success: true, Token: token, User: a.Admin})
}

func (s *Server) handleAdminMe(w http.ResponseWriter, r *http.Request) {
	respond(w, http.StatusOK, accountFrom(r.Context()).Admin, "")
}

func (s *Server) handleRegister(kind string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var reg jobportal.Registration
		if err := decode(w, r, &reg); err != nil {
			Error(w, r, err)
			return
		}
		reg.Type = kind
		reg.Normalize()
		if err := reg.Validate(); err != nil {
			Error(w, r, err)
			return
		}
		if err := s.takeRegistration(r); err != nil {
			Error(w, r, err)
			return
		}
		hash, err := auth.HashPassword(reg.Password)
		if err != nil {
			Error(w, r, err)
			return
		}
		c, err := s.db.CreateCustomer(r.Context(), reg, hash)
		if err != nil {
			Error(w, r, err)
			return
		}
		if err := s.sendConfirmation(r.Context(), c, requestLang(r)); err != nil {
			Error(w, r, err)
			return
		}
		respond(w, http.StatusCreated, c, registeredMessage)
	}
}

// registeredMessage answers a registration; the app shows it on the sign-in page.
const registeredMessage = "Registration successful. Please sign in. We have sent you an email to confirm your address; job alerts start once it is confirmed."

type authStatus struct {
	Authenticated bool    `json:"authenticated"`
	UserType      *string `json:"userType"`
	User          any     `json:"user"`
}

func (s *Server) handleAuthStatus(w http.ResponseWriter, r *http.Request) {
	a, err := s.authenticate(r)
	code := jobportal.ErrorCode(err)
	if err != nil && code != jobportal.EUNAUTHORIZED && code != jobportal.EFORBIDDEN {
		Error(w, r, err)
		return
	}
	st := authStatus{}
	if a != nil {
		st.Authenticated, st.UserType, st.User = true, &a.Kind, a.user()
	}
	respond(w, http.StatusOK, st, "")
}

func (s *Server) handleProfileGet(w http.ResponseWriter, r *http.Request) {
	respond(w, http.StatusOK, accountFrom(r.Context()).Customer, "")
}

func (s *Server) handleProfileUpdate(w http.ResponseWriter, r *http.Request) {
	var u jobportal.ProfileUpdate
	if err := decode(w, r, &u); err != nil {
		Error(w, r, err)
		return
	}
	c := *accountFrom(r.Context()).Customer
	if err := u.Apply(&c); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.UpdateCustomerProfile(r.Context(), &c); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, c, "Profile updated successfully")
}

const forgotAnswer = "If an account exists for that email, we have sent a link to reset the password."

// forgotFloor is the least time a request for a reset link takes. The work
// is the same for an address with an account and one without
// (store.RequestPasswordReset), but a commit that wrote rows takes a little
// longer than one that wrote none; answering no sooner than this hides that
// difference, so that the time of the answer does not tell who has an account.
const forgotFloor = 50 * time.Millisecond

func (s *Server) handleForgotPassword(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Email string `json:"email"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	email := jobportal.NormalizeEmail(body.Email)
	var p jobportal.Problems
	if email == "" {
		p.Add("email", "Email is required.")
	} else if len(email) > 254 || !strings.Contains(email, "@") {
		p.Add("email", "Enter a valid email address.")
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	floor := time.NewTimer(forgotFloor)
	defer floor.Stop()
	// Over the limit, no email goes, and the answer stays the same.
	send, err := s.takeResetEmail(r, email)
	if err == nil && send {
		err = s.sendResetLink(r.Context(), email)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	select {
	case <-floor.C:
	case <-r.Context().Done():
	}
	// The same answer whether or not the account exists.
	respond(w, http.StatusOK, nil, forgotAnswer)
}

// sendResetLink queues a reset link to the active account with this email,
// if there is one, with the same work either way (store.RequestPasswordReset).
func (s *Server) sendResetLink(ctx context.Context, email string) error {
	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	link := s.cfg.BaseURL + "/customer/reset-password?token=" + url.QueryEscape(token)
	return s.db.RequestPasswordReset(ctx, email, hash, resetTTL, func(c *jobportal.Customer, lang string) (mail.Message, error) {
		return notify.PasswordResetLink(notify.Lang(lang), c.Email, notify.PasswordReset{Name: c.Name, Link: link})
	})
}

func (s *Server) handleResetPassword(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	var p jobportal.Problems
	if body.Token == "" {
		p.Add("token", "The reset link is incomplete. Please open the link from the email again.")
	}
	if err := p.Merge(jobportal.ValidatePassword("password", body.Password)); err != nil {
		Error(w, r, err)
		return
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	// The cheap checks first: a made-up token must not cost a hash.
	tokenHash := auth.HashToken(body.Token)
	if err := s.takeReset(r); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.CheckPasswordReset(r.Context(), tokenHash); err != nil {
		Error(w, r, err)
		return
	}
	hash, err := auth.HashPassword(body.Password)
	if err != nil {
		Error(w, r, err)
		return
	}
	if _, err := s.db.ResetPassword(r.Context(), tokenHash, hash); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, nil, "Your password has been reset. Please sign in.")
}

func (s *Server) handleChangePassword(w http.ResponseWriter, r *http.Request) {
	var body struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	var p jobportal.Problems
	if body.CurrentPassword == "" {
		p.Add("currentPassword", "Current password is required.")
	}
	if err := jobportal.ValidatePassword("newPassword", body.NewPassword); err != nil {
		if err := p.Merge(err); err != nil {
			Error(w, r, err)
			return
		}
	} else if body.NewPassword == body.CurrentPassword {
		p.Add("newPassword", "The new password must differ from the current one.")
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	ctx, a := r.Context(), accountFrom(r.Context())
	// Counted as wrong until the current password proves right.
	if err := s.takeChangePassword(ctx, a); err != nil {
		Error(w, r, err)
		return
	}
	var (
		stored string
		err    error
	)
	if a.Admin != nil {
		stored, err = s.db.AdminPasswordHash(ctx, a.Admin.ID)
	} else {
		stored, err = s.db.CustomerPasswordHash(ctx, a.Customer.ID)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	if ok, err := auth.CheckPassword(stored, body.CurrentPassword); err != nil {
		Error(w, r, err)
		return
	} else if !ok {
		var p jobportal.Problems
		p.Add("currentPassword", "The current password is not correct.")
		Error(w, r, p.Err())
		return
	}
	if err := s.db.UntakeThrottle(ctx, changePasswordKey(a)); err != nil {
		Error(w, r, err)
		return
	}
	hash, err := auth.HashPassword(body.NewPassword)
	if err != nil {
		Error(w, r, err)
		return
	}
	if a.Admin != nil {
		err = s.db.SetAdminPassword(ctx, a.Admin.ID, hash, a.TokenHash)
	} else {
		err = s.db.SetCustomerPassword(ctx, a.Customer.ID, hash, a.TokenHash)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, nil, "Password changed successfully")
}
