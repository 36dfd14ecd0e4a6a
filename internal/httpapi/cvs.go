package httpapi

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/store"
)

// The CV builder: a job seeker's CVs, their photos, the templates, the
// PDFs made of them (kept in the blob store, under cvPDFPrefix and the
// owner's id) and, in cvs_share.go, the links that show a CV to others.

const cvMissing = "CV not found."

// cvPDFPrefix is where the PDFs made of CVs are kept: cvpdf/<owner>/<random>.pdf.
// Like uploaded CV files, they are never served by /media.
const cvPDFPrefix = "cvpdf/"

// cvPhotoSize is the side of a CV's photo, in pixels: sharp at 4 cm in print.
const cvPhotoSize = 600

// cvPhotoMaxBytes bounds the photo a PDF carries: one made here is a tenth of it.
const cvPhotoMaxBytes = 1 << 20

// cvPhotoField is the file of a CV's photo: an image of at most 5 MB.
var cvPhotoField = fileField{name: "photo", limit: media.MaxUploadBytes, label: "The photo"}

// Making a PDF takes a core for a moment: a person makes a few in a
// sitting, and the throttles keep anyone from making thousands.
var (
	cvPDFOwnerRule   = store.ThrottleRule{Limit: 30, Window: 10 * time.Minute}
	cvPDFAddressRule = store.ThrottleRule{Limit: 30, Window: 10 * time.Minute}
)

// noCVsForCompanies answers a company account on the CV routes.
var noCVsForCompanies = jobportal.Errorf(jobportal.EFORBIDDEN,
	"CVs are for job seekers' accounts. Company accounts cannot build CVs; please sign in with a job seeker's account.")

func (s *Server) cvRoutes(r *router) {
	r.api("GET /api/cvs", s.cvOwner(s.handleCVList))
	r.api("POST /api/cvs", s.cvOwner(s.handleCVCreate))
	r.api("GET /api/cvs/dashboard", s.cvOwner(s.handleCVDashboard))
	r.api("GET /api/cvs/{id}", s.cvOwner(s.handleCVGet))
	r.api("PUT /api/cvs/{id}", s.cvOwner(s.handleCVUpdate))
	r.api("DELETE /api/cvs/{id}", s.cvOwner(s.handleCVDelete))
	r.api("POST /api/cvs/{id}/duplicate", s.cvOwner(s.handleCVDuplicate))
	r.api("POST /api/cvs/{id}/photo", s.cvOwner(s.handleCVPhoto))
	r.api("POST /api/cvs/{id}/generate-pdf", s.cvOwner(s.handleCVGeneratePDF))
	r.api("GET /api/cvs/{id}/exports", s.cvOwner(s.handleCVExports))
	r.handle("GET /api/cvs/{id}/exports/{exportId}/pdf", s.cvOwner(s.handleCVExportPDF))
	r.api("GET /api/cv-templates", s.handleCVTemplates)
	r.api("GET /api/cv-templates/{id}", s.handleCVTemplate)
	r.handle("GET /api/cv-templates/{id}/thumbnail.png", http.HandlerFunc(s.handleCVTemplateThumbnail))
	s.cvShareRoutes(r)
}

// cvOwner lets only job seekers through to h: the CV routes of a company
// account are a 403 that says why.
func (s *Server) cvOwner(h http.HandlerFunc) http.HandlerFunc {
	return s.customer(func(w http.ResponseWriter, r *http.Request) {
		if !jobportal.CanHaveCVs(actor(r)) {
			Error(w, r, noCVsForCompanies)
			return
		}
		h(w, r)
	})
}

// cvID reads the CV id of the path; anything but a number names no CV.
func cvID(r *http.Request) (int64, error) { return pathID(r, "id", cvMissing) }

func (s *Server) handleCVList(w http.ResponseWriter, r *http.Request) {
	list, err := s.db.ListCVs(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, list, 0)
}

func (s *Server) handleCVGet(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	cv, err := s.db.FindCV(r.Context(), me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, cv, "")
}

func (s *Server) handleCVDashboard(w http.ResponseWriter, r *http.Request) {
	d, err := s.db.CVDashboard(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, d, "")
}

// cvCreateInput is what a new CV may start from.
type cvCreateInput struct {
	Title    string `json:"title"`
	Template string `json:"template"`
	Language string `json:"language"`
	// From is "empty" (the default) or "profile": the account's details and
	// career profile filled in.
	From string `json:"from"`
}

// decodeOptional reads a JSON body that may be left out altogether.
func decodeOptional(w http.ResponseWriter, r *http.Request, dst any) error {
	if r.ContentLength == 0 {
		return nil
	}
	return decode(w, r, dst)
}

func (s *Server) handleCVCreate(w http.ResponseWriter, r *http.Request) {
	var in cvCreateInput
	if err := decodeOptional(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	var p jobportal.Problems
	in.From = strings.ToLower(strings.TrimSpace(in.From))
	if in.From != "" && in.From != "empty" && in.From != "profile" {
		p.Add("from", "Start from empty or from profile.")
	}
	in.Template = strings.ToLower(strings.TrimSpace(in.Template))
	if in.Template != "" && !contains(jobportal.CVTemplates, in.Template) {
		p.Add("template", "Choose a template from the list.")
	}
	cv := &jobportal.CV{OwnerID: me(r), Title: in.Title, Language: in.Language,
		Customization: jobportal.DefaultCVCustomization()}
	if strings.TrimSpace(cv.Title) == "" {
		cv.Title = jobportal.DefaultCVTitle
	}
	if strings.TrimSpace(cv.Language) == "" {
		cv.Language = string(s.customerLang(ctx, me(r)))
	}
	if contains(jobportal.CVTemplates, in.Template) {
		cv.Customization.Template = in.Template
	}
	if in.From == "profile" {
		if err := s.prefillCV(ctx, cv); err != nil {
			Error(w, r, err)
			return
		}
	}
	cv.Normalize()
	if err := p.Merge(cv.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	created, err := s.db.CreateCV(ctx, cv)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, created, "CV created successfully")
}

func contains(list []string, v string) bool {
	for _, item := range list {
		if item == v {
			return true
		}
	}
	return false
}

// prefillCV fills a new CV from what the account knows of the person: the
// name, email, phone and district of the account, and the summary, skills
// and languages of the career profile.
func (s *Server) prefillCV(ctx context.Context, cv *jobportal.CV) error {
	c, err := s.db.FindCustomerByID(ctx, cv.OwnerID)
	if err != nil {
		return err
	}
	prof, err := s.db.CareerProfile(ctx, cv.OwnerID)
	if err != nil {
		return err
	}
	pi := &cv.BuilderData.PersonalInfo
	name := strings.Fields(c.Name)
	if len(name) > 0 {
		pi.FirstName, pi.LastName = name[0], strings.Join(name[1:], " ")
	}
	pi.Email, pi.Phone = c.Email, c.Phone
	if pi.City = prof.District; pi.City == "" {
		pi.City = c.District
	}
	if pi.City != "" && jobportal.IsLocation(pi.City) && pi.City != "Foreign" {
		pi.Country = "Sri Lanka"
	}
	if pi.City == "Foreign" {
		pi.City = ""
	}
	pi.Summary = prof.About
	if pi.Summary == "" {
		pi.Summary = prof.Headline
	}
	for _, sk := range prof.Skills {
		if len(cv.BuilderData.Skills.Technical) < jobportal.MaxCVItems {
			cv.BuilderData.Skills.Technical = append(cv.BuilderData.Skills.Technical, jobportal.CVSkill{Name: sk, Level: jobportal.SkillIntermediate})
		}
	}
	for _, l := range prof.Languages {
		if len(cv.BuilderData.Skills.Languages) < jobportal.MaxCVItems {
			cv.BuilderData.Skills.Languages = append(cv.BuilderData.Skills.Languages, jobportal.CVSkill{Name: l, Level: jobportal.SkillAdvanced})
		}
	}
	return nil
}

// cvUpdateInput is a save of a CV: each part given replaces that part
// wholly. The fields that the server keeps (id, figures, times) may be
// sent back with the rest and are ignored.
type cvUpdateInput struct {
	Version       *int64                     `json:"version"`
	Title         *string                    `json:"title"`
	Language      *string                    `json:"language"`
	BuilderData   *jobportal.CVData          `json:"builderData"`
	Customization *jobportal.CVCustomization `json:"customization"`
	ID            *ignoredValue              `json:"id"`
	Views         *ignoredValue              `json:"views"`
	Downloads     *ignoredValue              `json:"downloads"`
	Completion    *ignoredValue              `json:"completionPercentage"`
	CreatedAt     *ignoredValue              `json:"createdAt"`
	UpdatedAt     *ignoredValue              `json:"updatedAt"`
}

// ignoredValue takes any JSON value and keeps nothing of it.
type ignoredValue struct{}

// UnmarshalJSON ignores the value.
func (*ignoredValue) UnmarshalJSON([]byte) error { return nil }

// conflictBody is the answer to a save of an older version: the stored CV,
// so the builder can show what changed.
type conflictBody struct {
	Success bool          `json:"success"`
	Message string        `json:"message"`
	Data    *jobportal.CV `json:"data"`
}

func (s *Server) handleCVUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	var in cvUpdateInput
	if err := decodeWithin(w, r, &in, jobportal.MaxCVBytes); err != nil {
		Error(w, r, err)
		return
	}
	if in.Version == nil {
		Error(w, r, &jobportal.Error{Code: jobportal.EINVALID, Message: "Send the version of the CV that was changed.",
			Fields: []jobportal.FieldError{{Field: "version", Message: "The version is required."}}})
		return
	}
	ctx := r.Context()
	cv, err := s.db.FindCV(ctx, me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	oldPhoto := cv.BuilderData.PersonalInfo.ProfilePhoto
	if in.Title != nil {
		cv.Title = *in.Title
	}
	if in.Language != nil {
		cv.Language = *in.Language
	}
	if in.BuilderData != nil {
		cv.BuilderData = *in.BuilderData
	}
	if in.Customization != nil {
		cv.Customization = *in.Customization
	}
	cv.Normalize()
	if err := cv.Validate(); err != nil {
		Error(w, r, err)
		return
	}
	if photo := cv.BuilderData.PersonalInfo.ProfilePhoto; photo != "" && photo != oldPhoto {
		if err := s.ownCVPhoto(ctx, me(r), photo); err != nil {
			Error(w, r, err)
			return
		}
	}
	saved, err := s.db.UpdateCV(ctx, cv, *in.Version)
	if jobportal.ErrorCode(err) == jobportal.ECONFLICT && saved != nil {
		writeJSON(w, http.StatusConflict, conflictBody{Message: store.CVConflictMessage, Data: saved})
		return
	} else if err != nil {
		Error(w, r, err)
		return
	}
	if oldPhoto != "" && oldPhoto != saved.BuilderData.PersonalInfo.ProfilePhoto {
		s.dropImage(ctx, oldPhoto)
	}
	respond(w, http.StatusOK, saved, "CV updated successfully")
}

// notOwnPhoto answers a CV saved with a photo its owner did not upload for
// a CV: another's photo, or any other image of the site, which a PDF would
// carry however large it is.
const notOwnPhoto = "Upload your photo here: a CV can show only a photo you uploaded for your CVs."

// ownCVPhoto refuses a photo, named by its /media path, that the customer
// did not upload for a CV.
func (s *Server) ownCVPhoto(ctx context.Context, ownerID int64, path string) error {
	own, err := s.db.IsOwnUpload(ctx, ownerID, path, store.UploadCVPhoto)
	if err != nil {
		return err
	}
	if !own {
		return &jobportal.Error{Code: jobportal.EINVALID, Message: notOwnPhoto,
			Fields: []jobportal.FieldError{{Field: "builderData.personalInfo.profilePhoto", Message: notOwnPhoto}}}
	}
	return nil
}

func (s *Server) handleCVDelete(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	files, err := s.db.DeleteCV(ctx, me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropFiles(ctx, files.Keys...)
	if files.Photo != "" {
		s.dropImage(ctx, files.Photo)
	}
	writeJSON(w, http.StatusOK, envelope{Success: true, Message: "CV deleted successfully"})
}

func (s *Server) handleCVDuplicate(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	cv, err := s.db.DuplicateCV(r.Context(), me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, cv, "CV duplicated successfully")
}

type cvPhotoAnswer struct {
	ProfilePhoto string `json:"profilePhoto"`
}

// handleCVPhoto keeps a photo for one of the customer's CVs: checked by its
// content, cut square at its centre, made cvPhotoSize pixels a side and kept
// as a JPEG without metadata. The builder puts its address into the CV and
// saves it; until then nothing shows it, and one nothing shows days later
// is removed (media_sweep.go).
func (s *Server) handleCVPhoto(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		Error(w, r, jobportal.Errorf(jobportal.EUNSUPPORTED, "Send the photo as multipart/form-data, in the field photo."))
		return
	}
	ctx := r.Context()
	if _, err := s.db.FindCV(ctx, me(r), id); err != nil {
		Error(w, r, err)
		return
	}
	var none struct{}
	files, err := decodeForm(w, r, &none, []fileField{cvPhotoField})
	if err != nil {
		Error(w, r, err)
		return
	}
	up := files["photo"]
	if up == nil {
		Error(w, r, &jobportal.Error{Code: jobportal.EINVALID, Message: "Choose a photo to upload.",
			Fields: []jobportal.FieldError{{Field: "photo", Message: "Choose a photo to upload."}}})
		return
	}
	release, err := s.imageTurn(ctx)
	if err != nil {
		Error(w, r, err)
		return
	}
	defer release()
	info, err := media.CheckImage(ctx, "photo", up.Data)
	if err != nil {
		Error(w, r, err)
		return
	}
	data, format, err := media.Square(ctx, up.Data, info, cvPhotoSize)
	if err != nil {
		Error(w, r, err)
		return
	}
	if format != media.JPEG {
		if data, err = flattenToJPEG(data); err != nil {
			Error(w, r, err)
			return
		}
	}
	key := imageKey(data, media.JPEG)
	if err := s.recordUpload(ctx, mediaPath+key, store.UploadCVPhoto, int64(len(data))); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.blobs.Put(ctx, key, data); err != nil {
		Error(w, r, err)
		return
	}
	// Shown once the builder saves the CV; removed if it never does.
	owner := me(r)
	s.noteUnclaimed(ctx, mediaPath+key, &owner)
	respond(w, http.StatusOK, cvPhotoAnswer{ProfilePhoto: mediaPath + key}, "Photo uploaded successfully")
}

// flattenToJPEG writes an image with transparency as a JPEG on white, as
// it would be printed.
func flattenToJPEG(data []byte) ([]byte, error) {
	src, err := media.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("photo: %w", err)
	}
	dst := image.NewRGBA(src.Bounds())
	draw.Draw(dst, dst.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(dst, dst.Bounds(), src, src.Bounds().Min, draw.Over)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 85}); err != nil {
		return nil, fmt.Errorf("photo: %w", err)
	}
	return buf.Bytes(), nil
}

// cvTemplate is a template as the API lists it.
type cvTemplate struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Description  string `json:"description"`
	ATSFriendly  bool   `json:"atsFriendly"`
	ThumbnailURL string `json:"thumbnailUrl"`
}

func templateAnswer(t cvpdf.Template) cvTemplate {
	return cvTemplate{ID: t.ID, Name: t.Name, Description: t.Description, ATSFriendly: t.ATSFriendly,
		ThumbnailURL: "/api/cv-templates/" + t.ID + "/thumbnail.png"}
}

func (s *Server) handleCVTemplates(w http.ResponseWriter, r *http.Request) {
	out := []cvTemplate{}
	for _, t := range cvpdf.Templates() {
		out = append(out, templateAnswer(t))
	}
	respondWhole(w, out, 0)
}

const templateMissing = "CV template not found."

func (s *Server) handleCVTemplate(w http.ResponseWriter, r *http.Request) {
	for _, t := range cvpdf.Templates() {
		if t.ID == r.PathValue("id") {
			respond(w, http.StatusOK, templateAnswer(t), "")
			return
		}
	}
	Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, templateMissing))
}

func (s *Server) handleCVTemplateThumbnail(w http.ResponseWriter, r *http.Request) {
	png, ok := cvpdf.Thumbnail(r.PathValue("id"))
	if !ok {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, templateMissing))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/png")
	h.Set("Cache-Control", "public, max-age=86400")
	h.Set("Content-Length", strconv.Itoa(len(png)))
	w.Write(png)
}

// cvPDFOptions are what a PDF is made with.
type cvPDFOptions struct {
	IncludePhoto *bool `json:"includePhoto"`
	Watermark    bool  `json:"watermark"`
}

// renderCV makes the PDF of a CV as it is now, with its photo when the CV
// shows one and includePhoto is true.
func (s *Server) renderCV(ctx context.Context, cv *jobportal.CV, includePhoto, watermark bool) (*cvpdf.Result, error) {
	opt := cvpdf.Options{IncludePhoto: includePhoto && cv.Customization.ShowPhoto, Watermark: watermark}
	if opt.IncludePhoto && cv.BuilderData.PersonalInfo.ProfilePhoto != "" {
		photo, err := s.cvPhoto(ctx, cv.BuilderData.PersonalInfo.ProfilePhoto)
		if err != nil {
			return nil, err
		}
		opt.Photo = photo
	}
	res, err := s.costs.renderPDF(ctx, *cv, opt)
	if errors.Is(err, serverBusy) || ctx.Err() != nil {
		return nil, err
	} else if err != nil {
		return nil, fmt.Errorf("render CV %d: %w", cv.ID, err)
	}
	return res, nil
}

// renderOwnCV makes the PDF of a customer's CV for them to keep or send.
// It counts against the PDFs they may make (cvPDFOwnerRule) unless the
// server was too busy to make it, and is refused when their storage is
// full. The caller holds the account's lock (costGuard.lockAccount).
func (s *Server) renderOwnCV(ctx context.Context, cv *jobportal.CV, includePhoto, watermark bool) (*cvpdf.Result, error) {
	if err := s.checkStorage(ctx, cv.OwnerID, 1); err != nil {
		return nil, err
	}
	key := throttleKey("cvpdf-owner", strconv.FormatInt(cv.OwnerID, 10))
	if err := s.takeThrottle(ctx, "PDFs made", store.Throttle{Key: key, Rule: cvPDFOwnerRule}); err != nil {
		return nil, err
	}
	res, err := s.renderCV(ctx, cv, includePhoto, watermark)
	if errors.Is(err, serverBusy) {
		if err := s.db.UntakeThrottle(ctx, key); err != nil {
			s.log.ErrorContext(ctx, "give back a PDF not made", "err", err, "customer", cv.OwnerID)
		}
	}
	if err != nil {
		return nil, err
	}
	if err := s.checkStorage(ctx, cv.OwnerID, int64(len(res.PDF))); err != nil {
		return nil, err
	}
	return res, nil
}

// cvPhoto reads a CV's photo from the blob store: a JPEG kept there, or
// nothing when the address names no such file (the PDF is made without).
func (s *Server) cvPhoto(ctx context.Context, path string) ([]byte, error) {
	key, ok := strings.CutPrefix(path, mediaPath)
	if !ok || !publicImage.MatchString(key) {
		return nil, nil
	}
	f, err := s.blobs.Open(ctx, key)
	if errors.Is(err, blob.ErrNotFound) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("read CV photo: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, cvPhotoMaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read CV photo: %w", err)
	}
	if len(data) > cvPhotoMaxBytes || !bytes.HasPrefix(data, []byte{0xff, 0xd8, 0xff}) {
		return nil, nil // only the JPEGs this site made are photos of CVs
	}
	// A CV saved before photos had to be its owner's may name any image
	// of the site, such as a flyer of megabytes; the photos made here are
	// squares of at most cvPhotoSize.
	if c, err := jpeg.DecodeConfig(bytes.NewReader(data)); err != nil || c.Width != c.Height || c.Width > cvPhotoSize {
		return nil, nil
	}
	return data, nil
}

// missingWarning is the sentence of X-PDF-Warning: the characters that no
// font of the PDF has, written as code points so that the header stays ASCII.
func missingWarning(missing []rune) string {
	if len(missing) == 0 {
		return ""
	}
	codes := make([]string, 0, len(missing))
	for i, r := range missing {
		if i == 20 {
			codes = append(codes, "and more")
			break
		}
		codes = append(codes, fmt.Sprintf("U+%04X", r))
	}
	return "Some characters have no font in the PDF and were left out: " + strings.Join(codes, ", ") + "."
}

// attachment is the Content-Disposition of a download named name. A plain
// name is always quoted, as clients that read the header with a pattern expect.
func attachment(name string) string {
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return mime.FormatMediaType("attachment", map[string]string{"filename": name})
		}
	}
	return `attachment; filename="` + name + `"`
}

// writePDF sends a PDF as a download.
func writePDF(w http.ResponseWriter, pdf []byte, name string) {
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Disposition", attachment(name))
	h.Set("Cache-Control", "private, no-store")
	h.Set("Content-Length", strconv.Itoa(len(pdf)))
	w.WriteHeader(http.StatusOK)
	w.Write(pdf)
}

// handleCVGeneratePDF makes the PDF of one of the customer's CVs, keeps it
// as an export (a download of the CV), removes the exports older than the
// newest the store keeps, and sends it.
func (s *Server) handleCVGeneratePDF(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	var opt cvPDFOptions
	if err := decodeOptional(w, r, &opt); err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	cv, err := s.db.FindCV(ctx, me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	unlock, err := s.costs.lockAccount(ctx, me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	defer unlock()
	res, err := s.renderOwnCV(ctx, cv, opt.IncludePhoto == nil || *opt.IncludePhoto, opt.Watermark)
	if err != nil {
		Error(w, r, err)
		return
	}
	key := cvPDFPrefix + strconv.FormatInt(me(r), 10) + "/" + randomHex(16) + ".pdf"
	if err := s.blobs.Put(ctx, key, res.PDF); err != nil {
		Error(w, r, fmt.Errorf("keep CV PDF: %w", err))
		return
	}
	name := cvpdf.FileName(*cv)
	e, older, err := s.db.AddCVExport(ctx, me(r), &jobportal.CVExport{CVID: cv.ID, Key: key, FileName: name, Size: int64(len(res.PDF))})
	if err != nil {
		s.dropFiles(ctx, key)
		Error(w, r, err)
		return
	}
	s.dropFiles(ctx, older...)
	h := w.Header()
	h.Set("X-PDF-Url", e.URL)
	h.Set("X-Export-Id", strconv.FormatInt(e.ID, 10))
	if warn := missingWarning(res.Missing); warn != "" {
		h.Set("X-PDF-Warning", warn)
	}
	writePDF(w, res.PDF, name)
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func (s *Server) handleCVExports(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	list, err := s.db.CVExports(r.Context(), me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, list, "")
}

func (s *Server) handleCVExportPDF(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	exportID, err := pathID(r, "exportId", "Export not found.")
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	e, err := s.db.FindCVExport(ctx, me(r), id, exportID)
	if err != nil {
		Error(w, r, err)
		return
	}
	f, err := s.blobs.Open(ctx, e.Key)
	if errors.Is(err, blob.ErrNotFound) {
		s.log.ErrorContext(ctx, "the file of a CV export is missing", "export", e.ID, "key", e.Key)
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "The PDF file is missing; make it again."))
		return
	} else if err != nil {
		Error(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Disposition", attachment(e.FileName))
	h.Set("Cache-Control", "private, no-store")
	http.ServeContent(w, r, "", f.ModTime, f)
}
