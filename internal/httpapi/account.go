package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"html/template"
	"mime"
	"net/http"

	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/notify"
)

// The job seeker's account: career profile, avatar, preferences, saved jobs,
// job alerts, and the unsubscribe links of the alerts' emails.

// avatarSize is the side of a stored avatar, in pixels.
const avatarSize = 512

// avatarField is the file of an avatar upload: an image of at most 5 MB.
var avatarField = fileField{name: "avatar", limit: media.MaxUploadBytes, label: "The image"}

func (s *Server) accountAreaRoutes(r *router) {
	r.api("GET /api/user/profile", s.customer(s.handleCareerProfile))
	r.api("PUT /api/user/profile", s.customer(s.handleCareerProfileUpdate))
	r.api("POST /api/user/avatar", s.customer(s.handleAvatarUpload))
	r.api("DELETE /api/user/avatar", s.customer(s.handleAvatarDelete))
	r.api("GET /api/user/preferences", s.customer(s.handlePreferences))
	r.api("PUT /api/user/preferences", s.customer(s.handlePreferencesUpdate))
	r.api("GET /api/user/favorites", s.customer(s.handleSavedJobs))
	r.api("POST /api/user/favorites/{jobId}", s.customer(s.handleSaveJob))
	r.api("DELETE /api/user/favorites/{jobId}", s.customer(s.handleUnsaveJob))
	r.api("GET /api/user/alerts", s.customer(s.handleAlerts))
	r.api("POST /api/user/alerts", s.customer(s.handleAlertCreate))
	r.api("PUT /api/user/alerts/{id}", s.customer(s.handleAlertUpdate))
	r.api("DELETE /api/user/alerts/{id}", s.customer(s.handleAlertDelete))
	r.handle("GET /alerts/unsubscribe", http.HandlerFunc(s.handleUnsubscribePage))
	r.handle("POST /alerts/unsubscribe", http.HandlerFunc(s.handleUnsubscribe))
}

// me is the signed-in customer's id.
func me(r *http.Request) int64 { return accountFrom(r.Context()).Customer.ID }

// customerLang is the language a customer's emails are written in.
func (s *Server) customerLang(ctx context.Context, id int64) notify.Lang {
	lang, err := s.db.CustomerLanguage(ctx, id)
	if err != nil {
		s.log.ErrorContext(ctx, "read the language of an account", "err", err, "customer", id)
		return notify.English
	}
	return notify.Lang(lang)
}

func (s *Server) handleCareerProfile(w http.ResponseWriter, r *http.Request) {
	p, err := s.db.CareerProfile(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, p, "")
}

func (s *Server) handleCareerProfileUpdate(w http.ResponseWriter, r *http.Request) {
	var u jobportal.CareerProfileUpdate
	if err := decode(w, r, &u); err != nil {
		Error(w, r, err)
		return
	}
	p, err := s.db.CareerProfile(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := u.Apply(p); err != nil {
		Error(w, r, err)
		return
	}
	if p, err = s.db.SaveCareerProfile(r.Context(), me(r), p); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, p, "Profile updated successfully")
}

type avatarAnswer struct {
	AvatarURL string `json:"avatarUrl"`
}

// handleAvatarUpload checks an uploaded picture by its content, cuts the
// square at its centre, makes it avatarSize pixels a side, keeps it as other
// images are kept and makes it the customer's avatar.
func (s *Server) handleAvatarUpload(w http.ResponseWriter, r *http.Request) {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		Error(w, r, jobportal.Errorf(jobportal.EUNSUPPORTED, "Send the picture as multipart/form-data, in the field avatar."))
		return
	}
	var none struct{}
	files, err := decodeForm(w, r, &none, []fileField{avatarField})
	if err != nil {
		Error(w, r, err)
		return
	}
	up := files["avatar"]
	if up == nil {
		Error(w, r, &jobportal.Error{Code: jobportal.EINVALID, Message: "Choose a picture to upload.",
			Fields: []jobportal.FieldError{{Field: "avatar", Message: "Choose a picture to upload."}}})
		return
	}
	ctx := r.Context()
	release, err := s.imageTurn(ctx)
	if err != nil {
		Error(w, r, err)
		return
	}
	defer release()
	info, err := media.CheckImage(ctx, "avatar", up.Data)
	if err != nil {
		Error(w, r, err)
		return
	}
	data, format, err := media.Square(ctx, up.Data, info, avatarSize)
	if err != nil {
		Error(w, r, err)
		return
	}
	key := imageKey(data, format)
	if err := s.recordImage(ctx, mediaPath+key, len(data)); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.blobs.Put(ctx, key, data); err != nil {
		Error(w, r, err)
		return
	}
	path := mediaPath + key
	old, err := s.db.SetCustomerAvatar(ctx, me(r), path)
	if err != nil {
		s.dropImage(ctx, path)
		Error(w, r, err)
		return
	}
	if old != "" && old != path {
		s.dropImage(ctx, old)
	}
	respond(w, http.StatusOK, avatarAnswer{AvatarURL: path}, "Avatar uploaded successfully")
}

func (s *Server) handleAvatarDelete(w http.ResponseWriter, r *http.Request) {
	old, err := s.db.SetCustomerAvatar(r.Context(), me(r), "")
	if err != nil {
		Error(w, r, err)
		return
	}
	if old != "" {
		s.dropImage(r.Context(), old)
	}
	respond(w, http.StatusOK, avatarAnswer{}, "Avatar removed successfully")
}

func (s *Server) handlePreferences(w http.ResponseWriter, r *http.Request) {
	p, err := s.db.Preferences(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, p, "")
}

func (s *Server) handlePreferencesUpdate(w http.ResponseWriter, r *http.Request) {
	var u jobportal.PreferencesUpdate
	if err := decode(w, r, &u); err != nil {
		Error(w, r, err)
		return
	}
	p, err := s.db.Preferences(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := u.Apply(p); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.SavePreferences(r.Context(), me(r), p); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, p, "Preferences updated successfully")
}

func (s *Server) handleSavedJobs(w http.ResponseWriter, r *http.Request) {
	list, err := s.db.SavedJobs(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, list, 0)
}

type savedAnswer struct {
	JobID int64 `json:"jobId"`
	Saved bool  `json:"saved"`
}

const savedJobNotFound = "Job not found"

func (s *Server) handleSaveJob(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "jobId", savedJobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	created, err := s.db.SaveJob(r.Context(), me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	if created {
		respond(w, http.StatusCreated, savedAnswer{JobID: id, Saved: true}, "Job saved")
		return
	}
	respond(w, http.StatusOK, savedAnswer{JobID: id, Saved: true}, "Job saved")
}

func (s *Server) handleUnsaveJob(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "jobId", savedJobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.UnsaveJob(r.Context(), me(r), id); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, savedAnswer{JobID: id}, "Job removed from saved jobs")
}

func (s *Server) handleAlerts(w http.ResponseWriter, r *http.Request) {
	list, err := s.db.ListAlerts(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, list, 0)
}

// readAlert reads and checks an alert sent to be created or to replace one.
func readAlert(w http.ResponseWriter, r *http.Request) (*jobportal.JobAlertInput, error) {
	var in jobportal.JobAlertInput
	if err := decode(w, r, &in); err != nil {
		return nil, err
	}
	in.Normalize()
	return &in, in.Validate()
}

func (s *Server) handleAlertCreate(w http.ResponseWriter, r *http.Request) {
	in, err := readAlert(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	a := &jobportal.JobAlert{CustomerID: me(r)}
	in.Apply(a)
	if a, err = s.db.CreateAlert(r.Context(), a); err != nil {
		Error(w, r, err)
		return
	}
	if !accountFrom(r.Context()).Customer.EmailConfirmed {
		respond(w, http.StatusCreated, a, alertUnconfirmedMessage)
		return
	}
	respond(w, http.StatusCreated, a, "Job alert created successfully")
}

func (s *Server) handleAlertUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", alertNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	in, err := readAlert(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	// Someone else's alert is not found (UpdateAlert changes only the account's own).
	a := &jobportal.JobAlert{ID: id, CustomerID: me(r)}
	in.Apply(a)
	if a, err = s.db.UpdateAlert(r.Context(), a); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, a, "Job alert updated successfully")
}

const alertNotFound = "Job alert not found"

// alertUnconfirmedMessage answers an alert made before the account's email
// is confirmed: it is kept, and its emails wait for the confirmation.
const alertUnconfirmedMessage = "Job alert created successfully. Its emails start once you confirm your email address: open the link we sent you, or ask for a new one on your dashboard."

func (s *Server) handleAlertDelete(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", alertNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.DeleteAlert(r.Context(), me(r), id); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, nil, "Job alert deleted successfully")
}

// hideContacts blanks the email and phone of the applicants who have not
// chosen to show them (preferences' privacy), for anyone but admins.
func (s *Server) hideContacts(ctx context.Context, actor jobportal.Actor, apps ...*jobportal.Application) error {
	if jobportal.CanSeeApplicantContacts(actor) || len(apps) == 0 {
		return nil
	}
	ids := make([]int64, len(apps))
	for i, a := range apps {
		ids[i] = a.Applicant.ID
	}
	shown, err := s.db.ContactPrivacies(ctx, ids)
	if err != nil {
		return err
	}
	for _, a := range apps {
		p := shown[a.Applicant.ID]
		if !p.ShowEmail {
			a.Applicant.Email = ""
		}
		// Without a CV, the phone number given is the application itself:
		// the applicant gave it to this employer to be called.
		if !p.ShowPhone && !a.WithoutCV {
			a.Phone = ""
		}
	}
	return nil
}

// The unsubscribe page: server-made HTML, in the alert owner's language,
// with no script and one style sheet allowed by its hash.
const unsubscribeStyle = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}` +
	`button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#0b5cad;color:#fff;cursor:pointer}` +
	`button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}a{color:#0b5cad}`

var unsubscribePolicy = func() string {
	sum := sha256.Sum256([]byte(unsubscribeStyle))
	return "default-src 'none'; style-src 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) +
		"'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
}()

var unsubscribeTemplate = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} · JobPortal</title><style>{{.Style}}</style></head>
<body><main><h1>{{.Title}}</h1><p>{{.Text}}</p>
{{- if .Action}}<form method="post" action="{{.Action}}"><button type="submit">{{.Button}}</button></form>{{end}}
</main></body></html>
`))

// unsubscribeAlert finds the alert a request's token names: nil when the
// token is not one the site made (or its alert is gone).
func (s *Server) unsubscribeAlert(r *http.Request) (*jobportal.JobAlert, error) {
	key, made, err := s.db.ExistingServerKey(r.Context(), jobportal.UnsubscribeKeyName)
	if err != nil || !made {
		return nil, err
	}
	token := r.URL.Query().Get("token")
	id, ok := jobportal.UnsubscribeTokenAlert(token)
	if !ok {
		return nil, nil
	}
	a, err := s.db.FindAlert(r.Context(), 0, id)
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	// A link made for an alert deleted since names its id, not its time.
	if !jobportal.CheckUnsubscribeToken(key, token, a.ID, a.CreatedAt) {
		return nil, nil
	}
	return a, nil
}

func (s *Server) handleUnsubscribePage(w http.ResponseWriter, r *http.Request) {
	a, err := s.unsubscribeAlert(r)
	if err != nil {
		plainError(w, http.StatusInternalServerError, "Something went wrong. Please try again later.")
		s.log.ErrorContext(r.Context(), "unsubscribe page", "err", err)
		return
	}
	if a == nil {
		s.unsubscribePage(w, r, http.StatusBadRequest, notify.English, notify.UnsubscribePage{Invalid: true}, "")
		return
	}
	action := "/alerts/unsubscribe?token=" + r.URL.Query().Get("token")
	s.unsubscribePage(w, r, http.StatusOK, s.customerLang(r.Context(), a.CustomerID), notify.UnsubscribePage{AlertName: a.Name}, action)
}

// handleUnsubscribe pauses the alert a token names: the page's button, and
// the one-click POST of RFC 8058 (body List-Unsubscribe=One-Click).
func (s *Server) handleUnsubscribe(w http.ResponseWriter, r *http.Request) {
	a, err := s.unsubscribeAlert(r)
	if err == nil && a != nil {
		err = s.db.DisableAlert(r.Context(), a.ID)
	}
	if err != nil {
		plainError(w, http.StatusInternalServerError, "Something went wrong. Please try again later.")
		s.log.ErrorContext(r.Context(), "unsubscribe", "err", err)
		return
	}
	if a == nil {
		s.unsubscribePage(w, r, http.StatusBadRequest, notify.English, notify.UnsubscribePage{Invalid: true}, "")
		return
	}
	s.unsubscribePage(w, r, http.StatusOK, s.customerLang(r.Context(), a.CustomerID),
		notify.UnsubscribePage{AlertName: a.Name, Done: true}, "")
}

func (s *Server) unsubscribePage(w http.ResponseWriter, r *http.Request, status int, lang notify.Lang, d notify.UnsubscribePage, action string) {
	d.ManageURL = s.customerDashboard()
	title, text, button, err := notify.UnsubscribeTexts(lang, d)
	if err != nil {
		s.log.ErrorContext(r.Context(), "unsubscribe page", "err", err)
		plainError(w, http.StatusInternalServerError, "Something went wrong. Please try again later.")
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", unsubscribePolicy)
	w.WriteHeader(status)
	unsubscribeTemplate.Execute(w, map[string]any{"Lang": string(lang), "Title": title, "Text": text, "Button": button,
		"Action": action, "Style": template.CSS(unsubscribeStyle)})
}
