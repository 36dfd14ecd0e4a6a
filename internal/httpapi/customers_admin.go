package httpapi

import (
	"net/http"

	"jobportal/internal/jobportal"
)

// The directory view of customer accounts (/api/customers): superadmins and
// admins list them, by type or by a search, read and edit them through the
// admin variant, and delete them. GET and PUT /api/customers/{id} is the
// profile call by id: a customer reads and edits their own profile there
// (another's id is a 404), and a moderator any profile's fields, but not
// the email, which only the admin variant changes (docs/DECISIONS.md).

// customerRoutes registers the directory view.
func (s *Server) customerRoutes(r *router) {
	r.api("GET /api/customers", s.admin(s.handleCustomerList))
	r.api("GET /api/customers/type/{type}", s.admin(s.handleCustomersByType))
	r.api("GET /api/customers/search/query", s.admin(s.handleCustomerSearch))
	r.api("DELETE /api/customers/{id}", s.admin(s.handleCustomerDelete))
	r.api("GET /api/customers/admin/{id}", s.admin(s.handleUserGet))
	r.api("PUT /api/customers/admin/{id}", s.admin(s.handleUserUpdate))
	r.api("GET /api/customers/{id}", s.signedIn(s.handleCustomerGet))
	r.api("PUT /api/customers/{id}", s.signedIn(s.handleCustomerUpdate))
}

func (s *Server) handleCustomerList(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateUsers(actor(r)) {
		Error(w, r, usersModeratorsOnly)
		return
	}
	q := newQueryReader(r.URL.Query())
	s.listCustomers(w, r, q, readUserFilter(q))
}

func (s *Server) handleCustomersByType(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateUsers(actor(r)) {
		Error(w, r, usersModeratorsOnly)
		return
	}
	q := newQueryReader(r.URL.Query())
	f := readUserFilter(q)
	if f.Type != "" {
		q.p.Add("type", "The type is in the path; give it once.")
	}
	f.Type = r.PathValue("type")
	s.listCustomers(w, r, q, f)
}

func (s *Server) handleCustomerSearch(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateUsers(actor(r)) {
		Error(w, r, usersModeratorsOnly)
		return
	}
	q := newQueryReader(r.URL.Query())
	f := readUserFilter(q)
	if f.Search == "" {
		q.p.Add("q", "Type a name or an email address to search for.")
	}
	s.listCustomers(w, r, q, f)
}

func (s *Server) handleCustomerDelete(w http.ResponseWriter, r *http.Request) {
	c, err := s.moderatedCustomer(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.eraseCustomer(w, r, c)
}

// profileByID reads the customer of the path for one who may see them;
// another customer's id is a 404, so that ids reveal nothing.
func (s *Server) profileByID(r *http.Request) (*jobportal.Customer, error) {
	id, err := pathID(r, "id", customerMissing)
	if err != nil {
		return nil, err
	}
	a := actor(r)
	if a.IsAdmin() && !jobportal.CanModerateUsers(a) {
		return nil, usersModeratorsOnly
	}
	if a.IsCustomer() && a.ID != id {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, customerMissing)
	}
	c, err := s.db.FindCustomerByID(r.Context(), id)
	if err != nil {
		return nil, err
	}
	if !jobportal.CanSeeCustomer(a, c) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, customerMissing)
	}
	return c, nil
}

func (s *Server) handleCustomerGet(w http.ResponseWriter, r *http.Request) {
	c, err := s.profileByID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, c, "")
}

func (s *Server) handleCustomerUpdate(w http.ResponseWriter, r *http.Request) {
	c, err := s.profileByID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	if !jobportal.CanEditCustomer(actor(r), c) {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, customerMissing))
		return
	}
	var u jobportal.ProfileUpdate
	if err := decode(w, r, &u); err != nil {
		Error(w, r, err)
		return
	}
	if err := u.Apply(c); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.UpdateCustomerProfile(r.Context(), c); err != nil {
		Error(w, r, err)
		return
	}
	if actor(r).IsAdmin() {
		s.audit(r, "customer.update", "customer", c.ID, "")
	}
	respond(w, http.StatusOK, c, "Profile updated successfully")
}
