package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/notify"
	"jobportal/internal/store"
)

// messageAccountRule bounds the messages one account writes: a
// conversation, not a flood of anyone's mailbox or thread.
var messageAccountRule = store.ThrottleRule{Limit: 20, Window: 10 * time.Minute}

// messageRoutes registers the thread of messages of each application
// between the job's poster and the applicant.
func (s *Server) messageRoutes(r *router) {
	r.api("GET /api/applications/{id}/messages", s.signedIn(s.handleMessages))
	r.api("POST /api/applications/{id}/messages", s.signedIn(s.handleMessagePost))
	r.api("POST /api/applications/{id}/messages/read", s.signedIn(s.handleMessagesRead))
	r.api("PUT /api/applications/{id}/messages/share-email", s.signedIn(s.handleMessagesShareEmail))
	r.api("GET /api/jobs/{id}/messages/unread", s.signedIn(s.handleJobUnreadMessages))
	r.api("GET /api/user/messages/unread", s.customer(s.handleMyUnreadMessages))
}

// findThread returns the application of the request's path and the side
// of its thread the account takes. To anyone but the two sides, admins
// included, the application is not found, so ids reveal nothing.
func (s *Server) findThread(r *http.Request) (*jobportal.Application, string, error) {
	id, err := pathID(r, "id", applicationNotFound)
	if err != nil {
		return nil, "", err
	}
	a, err := s.db.FindApplication(r.Context(), id)
	if err != nil {
		return nil, "", err
	}
	side := jobportal.MessageSide(actor(r), a)
	if side == "" {
		return nil, "", jobportal.Errorf(jobportal.ENOTFOUND, "%s", applicationNotFound)
	}
	return a, side, nil
}

// threadOpen says whether an application's thread has someone on the
// employer's side to write to: a customer who posted the job.
func threadOpen(a *jobportal.Application) bool {
	return a.JobPostedBy.Kind == jobportal.KindCustomer && a.JobPostedBy.ID != 0
}

// handleMessages sends an application's thread to either side. The
// applicant's address is in it for the employer only when the applicant
// shares it.
func (s *Server) handleMessages(w http.ResponseWriter, r *http.Request) {
	a, side, err := s.findThread(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	list, share, err := s.db.ApplicationMessages(r.Context(), a.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	t := jobportal.Thread{ApplicationID: a.ID, Side: side, JobTitle: a.JobTitle, ShareEmail: share, Open: threadOpen(a), Messages: list}
	if side == jobportal.SideApplicant {
		t.With, t.ApplicantEmail = a.CompanyName, a.Applicant.Email
	} else {
		t.With = a.Applicant.Name
		if share {
			t.ApplicantEmail = a.Applicant.Email
		}
	}
	respond(w, http.StatusOK, t, "")
}

// handleMessagePost adds a message to an application's thread. A message
// sent again with the same key (a repeated click, a retry) is answered
// with the first, stored once.
func (s *Server) handleMessagePost(w http.ResponseWriter, r *http.Request) {
	a, side, err := s.findThread(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	var in struct {
		Text string `json:"body"`
		Key  string `json:"key"`
	}
	if err := decode(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	body, err := jobportal.CleanMessage(in.Text)
	var p jobportal.Problems
	_ = p.Merge(err)
	_ = p.Merge(jobportal.ValidateMessageKey(in.Key))
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	if !threadOpen(a) {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT,
			"This job was not posted by an employer's account, so there is no one to send a message to."))
		return
	}
	c := accountFrom(r.Context()).Customer
	if err := s.takeThrottle(r.Context(), "messages", store.Throttle{
		Key: throttleKey("message-account", customerKey(c.ID)), Rule: messageAccountRule}); err != nil {
		Error(w, r, err)
		return
	}
	by := store.MessageAuthor{Side: side, ID: c.ID, Name: a.Applicant.Name}
	if side == jobportal.SideEmployer {
		by.Name = a.CompanyName
	}
	notice := s.messageNotice(r.Context(), a, side, body)
	m, created, err := s.db.PostMessage(r.Context(), a.ID, by, body, in.Key, notice)
	if err != nil {
		Error(w, r, err)
		return
	}
	if !created {
		respond(w, http.StatusOK, m, "This message was sent already.")
		return
	}
	respond(w, http.StatusCreated, m, "Message sent.")
}

// messageNotice writes the email that tells the other side of a thread of
// a message from side: in the recipient's language, with a link to the
// thread and a short preview, and no one's email address. The store
// queues it unless that side has a notice it has not read yet.
func (s *Server) messageNotice(ctx context.Context, a *jobportal.Application, side, body string) *mail.Message {
	d := notify.MessageNotice{Title: a.JobTitle, Preview: jobportal.MessagePreviewOf(body)}
	var to, about string
	var lang notify.Lang
	id := strconv.FormatInt(a.ID, 10)
	if side == jobportal.SideEmployer {
		to, d.Name, d.From = a.Applicant.Email, a.Applicant.Name, a.CompanyName
		lang = s.customerLang(ctx, a.Applicant.ID)
		d.URL = s.customerDashboard() + "?tab=applications&messages=" + id
	} else {
		poster, err := s.db.FindCustomerByID(ctx, a.JobPostedBy.ID)
		if err != nil {
			s.log.ErrorContext(ctx, "find the poster of a job", "err", err, "application", a.ID)
			return nil
		}
		to, d.Name, d.From, about = poster.Email, poster.Name, a.Applicant.Name, a.Applicant.Email
		lang = s.customerLang(ctx, poster.ID)
		d.URL = s.customerDashboard() + "?tab=jobs&job=" + strconv.FormatInt(a.JobID, 10) + "&messages=" + id
	}
	m, err := notify.MessageReceived(lang, to, d)
	m.About = about
	if out := s.outgoing(ctx, m, err); len(out) == 1 {
		return &out[0]
	}
	return nil
}

// handleMessagesRead marks the other side's messages of a thread as read
// by the one asking.
func (s *Server) handleMessagesRead(w http.ResponseWriter, r *http.Request) {
	a, side, err := s.findThread(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	n, err := s.db.MarkMessagesRead(r.Context(), a.ID, side)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, map[string]int{"marked": n}, "")
}

// handleMessagesShareEmail records the applicant's choice to show their
// email address to the employer in this thread; the employer cannot make it.
func (s *Server) handleMessagesShareEmail(w http.ResponseWriter, r *http.Request) {
	a, side, err := s.findThread(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	if side != jobportal.SideApplicant {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only the applicant chooses whether to share their email address."))
		return
	}
	var in struct {
		Share *bool `json:"share"`
	}
	if err := decode(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	if in.Share == nil {
		var p jobportal.Problems
		p.Add("share", "share is required: true or false.")
		Error(w, r, p.Err())
		return
	}
	if err := s.db.SetShareEmail(r.Context(), a.ID, *in.Share); err != nil {
		Error(w, r, err)
		return
	}
	msg := "The employer no longer sees your email address in this conversation."
	if *in.Share {
		msg = "The employer now sees your email address in this conversation."
	}
	respond(w, http.StatusOK, map[string]bool{"shareEmail": *in.Share}, msg)
}

// handleJobUnreadMessages counts, by application, the messages of a job's
// applicants its poster has not read.
func (s *Server) handleJobUnreadMessages(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanReadJobMessages)
	if jobportal.ErrorCode(err) == jobportal.EFORBIDDEN {
		err = jobportal.Errorf(jobportal.ENOTFOUND, "%s", jobNotFound)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	counts, err := s.db.JobUnreadMessages(r.Context(), j.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, counts, "")
}

// handleMyUnreadMessages counts, by application, the messages to the
// signed-in applicant that they have not read.
func (s *Server) handleMyUnreadMessages(w http.ResponseWriter, r *http.Request) {
	counts, err := s.db.CustomerUnreadMessages(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, counts, "")
}
