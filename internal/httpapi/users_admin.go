package httpapi

import (
	"net/http"
	"strings"

	"jobportal/internal/jobportal"
)

// The moderation view of customer accounts (/api/users): superadmins and
// admins list, read, edit, ban, unban and delete them. An admin user's id
// names no customer, so it is a 404 here.

// userRoutes registers the moderation view.
func (s *Server) userRoutes(r *router) {
	r.api("GET /api/users", s.admin(s.handleUserList))
	r.api("GET /api/users/{id}", s.admin(s.handleUserGet))
	r.api("PUT /api/users/{id}", s.admin(s.handleUserUpdate))
	r.api("DELETE /api/users/{id}", s.admin(s.handleUserDelete))
	r.api("PATCH /api/users/{id}/ban", s.admin(s.handleUserBan))
	r.api("PATCH /api/users/{id}/unban", s.admin(s.handleUserUnban))
}

const customerMissing = "Customer not found."

// usersModeratorsOnly is the answer to an account that does not moderate users.
var usersModeratorsOnly = jobportal.Errorf(jobportal.EFORBIDDEN, "Only superadmins and admins manage customer accounts.")

// moderatedCustomer reads the customer account of the path for one who moderates users.
func (s *Server) moderatedCustomer(r *http.Request) (*jobportal.Customer, error) {
	if !jobportal.CanModerateUsers(actor(r)) {
		return nil, usersModeratorsOnly
	}
	id, err := pathID(r, "id", customerMissing)
	if err != nil {
		return nil, err
	}
	return s.db.FindCustomerByID(r.Context(), id)
}

// readUserFilter reads the filters of a list of customer accounts.
func readUserFilter(q *queryReader) jobportal.UserFilter {
	return jobportal.UserFilter{Type: q.str("type"), Status: q.str("status"), District: q.str("district"),
		From: q.str("from", "registeredFrom"), To: q.str("to", "registeredTo"), Search: q.str("search", "q"), Page: q.page()}
}

func (s *Server) handleUserList(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateUsers(actor(r)) {
		Error(w, r, usersModeratorsOnly)
		return
	}
	q := newQueryReader(r.URL.Query())
	f := readUserFilter(q)
	s.listCustomers(w, r, q, f)
}

// listCustomers answers a page of customer accounts once the filter is read.
func (s *Server) listCustomers(w http.ResponseWriter, r *http.Request, q *queryReader, f jobportal.UserFilter) {
	if err := q.err(f.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListCustomers(r.Context(), f)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, f.Page, total)
}

func (s *Server) handleUserGet(w http.ResponseWriter, r *http.Request) {
	c, err := s.moderatedCustomer(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, c, "")
}

func (s *Server) handleUserUpdate(w http.ResponseWriter, r *http.Request) {
	c, err := s.moderatedCustomer(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.adminUpdateCustomer(w, r, c)
}

// adminUpdateCustomer saves a moderator's change to a customer account:
// its profile and its email.
func (s *Server) adminUpdateCustomer(w http.ResponseWriter, r *http.Request, c *jobportal.Customer) {
	var u jobportal.AdminCustomerUpdate
	if err := decode(w, r, &u); err != nil {
		Error(w, r, err)
		return
	}
	was := c.Email
	if err := u.Apply(c); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.AdminUpdateCustomer(r.Context(), c); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "customer.update", "customer", c.ID, "")
	// A new address is unconfirmed until its owner opens the link sent to it.
	if c.Email != was {
		if err := s.sendConfirmation(r.Context(), c, s.customerLang(r.Context(), c.ID)); err != nil {
			Error(w, r, err)
			return
		}
	}
	respond(w, http.StatusOK, c, "Profile updated successfully")
}

func (s *Server) handleUserDelete(w http.ResponseWriter, r *http.Request) {
	c, err := s.moderatedCustomer(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.eraseCustomer(w, r, c)
}

// eraseCustomer deletes a customer account and everything that names the
// person (store.EraseCustomer), then their files.
func (s *Server) eraseCustomer(w http.ResponseWriter, r *http.Request, c *jobportal.Customer) {
	ctx := r.Context()
	files, err := s.db.EraseCustomer(ctx, c.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropImages(ctx, files.Images...)
	s.dropFiles(ctx, files.Keys...)
	s.audit(r, "customer.delete", "customer", c.ID, "")
	respond(w, http.StatusOK, map[string]int64{"id": c.ID}, "The account and its personal data have been deleted.")
}

func (s *Server) handleUserBan(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateUsers(actor(r)) {
		Error(w, r, usersModeratorsOnly)
		return
	}
	id, err := pathID(r, "id", customerMissing)
	if err != nil {
		Error(w, r, err)
		return
	}
	// A ban without a body is a ban without a reason: a 422, as an empty reason is.
	var body struct {
		Reason string `json:"reason"`
	}
	if r.ContentLength != 0 {
		if err := decode(w, r, &body); err != nil {
			Error(w, r, err)
			return
		}
	}
	reason := strings.TrimSpace(body.Reason)
	if err := jobportal.CheckBanReason(reason); err != nil {
		Error(w, r, err)
		return
	}
	c, _, err := s.db.SetCustomerBan(r.Context(), id, true, reason)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "customer.ban", "customer", c.ID, reason)
	respond(w, http.StatusOK, c, "The account is suspended and signed out everywhere.")
}

func (s *Server) handleUserUnban(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateUsers(actor(r)) {
		Error(w, r, usersModeratorsOnly)
		return
	}
	id, err := pathID(r, "id", customerMissing)
	if err != nil {
		Error(w, r, err)
		return
	}
	c, _, err := s.db.SetCustomerBan(r.Context(), id, false, "")
	if err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "customer.unban", "customer", c.ID, "")
	respond(w, http.StatusOK, c, "The account is active again.")
}
