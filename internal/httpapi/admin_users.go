package httpapi

import (
	"net/http"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
)

// The admin users: superadmins manage them; every admin user reads and
// edits their own name, email and password. GET /api/admin-users/me and the
// sign-in are in accounts.go.

// adminUserRoutes registers the management of admin users.
func (s *Server) adminUserRoutes(r *router) {
	r.api("GET /api/admin-users", s.admin(s.handleAdminUserList))
	r.api("POST /api/admin-users", s.admin(s.handleAdminUserCreate))
	r.api("GET /api/admin-users/{id}", s.admin(s.handleAdminUserGet))
	r.api("PUT /api/admin-users/{id}", s.admin(s.handleAdminUserUpdate))
	r.api("DELETE /api/admin-users/{id}", s.admin(s.handleAdminUserDelete))
}

const adminUserMissing = "Admin user not found."

// notSuperadmin is the answer to an admin user who is not a superadmin.
func notSuperadmin() error {
	return jobportal.Errorf(jobportal.EFORBIDDEN, "Only a superadmin manages admin users.")
}

// passwordChosen wraps an admin handler so that an admin user who signed in
// with a first password may do nothing but change it (and read their own
// account, refresh and sign out, which are not wrapped).
func (s *Server) passwordChosen(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if a := accountFrom(r.Context()); a != nil && a.Admin != nil && a.Admin.MustChangePassword {
			Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Please change your first password before you go on."))
			return
		}
		h(w, r)
	}
}

func (s *Server) handleAdminUserList(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanManageAdminUsers(actor(r)) {
		Error(w, r, notSuperadmin())
		return
	}
	q := newQueryReader(r.URL.Query())
	f := jobportal.AdminUserFilter{Search: q.str("search", "q"), Page: q.page()}
	if len([]rune(f.Search)) > 100 {
		q.p.Add("search", "The search is too long.")
	}
	if err := q.err(f.Page.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListAdminUsers(r.Context(), f)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, f.Page, total)
}

func (s *Server) handleAdminUserCreate(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanManageAdminUsers(actor(r)) {
		Error(w, r, notSuperadmin())
		return
	}
	var in jobportal.NewAdminUser
	if err := decode(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		Error(w, r, err)
		return
	}
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		Error(w, r, err)
		return
	}
	a := &jobportal.AdminUser{Username: in.Username, Name: in.Name, Email: in.Email, Role: in.Role, MustChangePassword: true}
	if err := s.db.CreateAdminUser(r.Context(), a, hash); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "admin_user.create", "admin_user", a.ID, a.Role)
	respond(w, http.StatusCreated, a, "Admin user created. They will choose their own password at first sign-in.")
}

// findAdminUser reads the admin user of the path, if the actor may see them.
func (s *Server) findAdminUser(r *http.Request) (*jobportal.AdminUser, error) {
	id, err := pathID(r, "id", adminUserMissing)
	if err != nil {
		return nil, err
	}
	a := actor(r)
	// Whether another admin user exists is for superadmins only.
	if !jobportal.CanManageAdminUsers(a) && id != a.ID {
		return nil, notSuperadmin()
	}
	target, err := s.db.FindAdminUserByID(r.Context(), id)
	if err != nil {
		return nil, err
	}
	if !jobportal.CanSeeAdminUser(a, target) {
		return nil, notSuperadmin()
	}
	return target, nil
}

func (s *Server) handleAdminUserGet(w http.ResponseWriter, r *http.Request) {
	target, err := s.findAdminUser(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, target, "")
}

func (s *Server) handleAdminUserUpdate(w http.ResponseWriter, r *http.Request) {
	target, err := s.findAdminUser(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	a, acct := actor(r), accountFrom(r.Context())
	if !jobportal.CanEditAdminUser(a, target) {
		Error(w, r, notSuperadmin())
		return
	}
	var u jobportal.AdminUserUpdate
	if err := decode(w, r, &u); err != nil {
		Error(w, r, err)
		return
	}
	if u.Role != nil && *u.Role != target.Role && !jobportal.CanChangeRole(a) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only a superadmin changes roles."))
		return
	}
	self := target.ID == a.ID
	next := *target
	if err := u.Apply(&next); err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	var hash string
	if u.Password != nil {
		if self {
			if err := s.checkCurrentPassword(r, acct, u.CurrentPassword, *u.Password); err != nil {
				Error(w, r, err)
				return
			}
		}
		if hash, err = auth.HashPassword(*u.Password); err != nil {
			Error(w, r, err)
			return
		}
	}
	if err := s.db.UpdateAdminUser(ctx, &next); err != nil {
		Error(w, r, err)
		return
	}
	if next.Role != target.Role {
		s.audit(r, "admin_user.role", "admin_user", target.ID, target.Role+" → "+next.Role)
	}
	if !self && (next.Name != target.Name || next.Email != target.Email) {
		s.audit(r, "admin_user.update", "admin_user", target.ID, "")
	}
	switch {
	case hash != "" && self:
		err = s.db.SetAdminPassword(ctx, target.ID, hash, acct.TokenHash)
	case hash != "":
		if err = s.db.ResetAdminPassword(ctx, target.ID, hash); err == nil {
			s.audit(r, "admin_user.password_reset", "admin_user", target.ID, "")
		}
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	if hash != "" {
		// The answer shows whether a first password now waits to be changed.
		if fresh, err := s.db.FindAdminUserByID(ctx, target.ID); err == nil {
			next = *fresh
		}
	}
	respond(w, http.StatusOK, next, "Admin user updated.")
}

// checkCurrentPassword checks the current password sent with a change of
// one's own password, under the throttle of wrong current passwords.
func (s *Server) checkCurrentPassword(r *http.Request, acct *account, current *string, next string) error {
	var p jobportal.Problems
	if current == nil || *current == "" {
		p.Add("currentPassword", "Current password is required.")
		return p.Err()
	}
	if *current == next {
		p.Add("password", "The new password must differ from the current one.")
		return p.Err()
	}
	ctx := r.Context()
	if err := s.takeChangePassword(ctx, acct); err != nil {
		return err
	}
	stored, err := s.db.AdminPasswordHash(ctx, acct.Admin.ID)
	if err != nil {
		return err
	}
	if ok, err := auth.CheckPassword(stored, *current); err != nil {
		return err
	} else if !ok {
		p.Add("currentPassword", "The current password is not correct.")
		return p.Err()
	}
	return s.db.UntakeThrottle(ctx, changePasswordKey(acct))
}

func (s *Server) handleAdminUserDelete(w http.ResponseWriter, r *http.Request) {
	a := actor(r)
	if !jobportal.CanManageAdminUsers(a) {
		Error(w, r, notSuperadmin())
		return
	}
	id, err := pathID(r, "id", adminUserMissing)
	if err != nil {
		Error(w, r, err)
		return
	}
	if id == a.ID {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "You cannot delete your own account: another superadmin must."))
		return
	}
	if err := s.db.DeleteAdminUser(r.Context(), id); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "admin_user.delete", "admin_user", id, "")
	respond(w, http.StatusOK, map[string]int64{"id": id}, "Admin user deleted.")
}
