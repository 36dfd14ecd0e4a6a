package httpapi

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// Share links: a CV shown to whoever holds its link, at /cv/s/<token>, until
// the owner revokes the link or it expires. The token is 32 random bytes, so
// links cannot be guessed; every answer about a link that does not work is
// the same 404, so a token that was revoked, expired or never existed look
// alike. Shared pages ask search engines to keep away.

// cvTokenBytes is the size of a share link's random token.
const cvTokenBytes = 32

// cvTokenLength is the length of a token written in base64url without padding.
var cvTokenLength = base64.RawURLEncoding.EncodedLen(cvTokenBytes)

const sharedRobots = "noindex, nofollow"

func (s *Server) cvShareRoutes(r *router) {
	r.api("POST /api/cvs/{id}/share", s.cvOwner(s.handleCVShare))
	r.api("GET /api/cvs/{id}/shares", s.cvOwner(s.handleCVShares))
	r.api("DELETE /api/cvs/{id}/shares/{shareId}", s.cvOwner(s.handleCVShareDelete))
	r.api("GET /api/shared-cvs/{token}", s.handleSharedCV)
	r.handle("GET /api/shared-cvs/{token}/pdf", http.HandlerFunc(s.handleSharedCVPDF))
	r.handle("GET /cv/s/{token}", http.HandlerFunc(s.handleSharedCVPage))
}

// cvShareInput is how a link is made: for a number of days, or until it
// is revoked (expiresInDays absent or null), and whether it offers the PDF.
type cvShareInput struct {
	ExpiresInDays *int `json:"expiresInDays"`
	AllowDownload bool `json:"allowDownload"`
}

func (s *Server) handleCVShare(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	var in cvShareInput
	if err := decodeOptional(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	var expires *time.Time
	if in.ExpiresInDays != nil {
		if n := *in.ExpiresInDays; n < 1 || n > jobportal.MaxCVShareDays {
			Error(w, r, &jobportal.Error{Code: jobportal.EINVALID, Message: fmt.Sprintf("A link lasts from 1 to %d days.", jobportal.MaxCVShareDays),
				Fields: []jobportal.FieldError{{Field: "expiresInDays", Message: fmt.Sprintf("Choose from 1 to %d days, or no end.", jobportal.MaxCVShareDays)}}})
			return
		}
		t := s.db.Now().UTC().Add(time.Duration(*in.ExpiresInDays) * 24 * time.Hour).Truncate(time.Microsecond)
		expires = &t
	}
	b := make([]byte, cvTokenBytes)
	rand.Read(b)
	share, err := s.db.CreateCVShare(r.Context(), me(r), id, base64.RawURLEncoding.EncodeToString(b), expires, in.AllowDownload)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, share, "CV shared successfully")
}

func (s *Server) handleCVShares(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	list, err := s.db.CVShares(r.Context(), me(r), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, list, "")
}

func (s *Server) handleCVShareDelete(w http.ResponseWriter, r *http.Request) {
	id, err := cvID(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	shareID, err := pathID(r, "shareId", "Share link not found.")
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.DeleteCVShare(r.Context(), me(r), id, shareID); err != nil {
		Error(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, envelope{Success: true, Message: "The link no longer works."})
}

// sharedCVMissing is the one answer of every link that shows nothing.
var sharedCVMissing = jobportal.Errorf(jobportal.ENOTFOUND, store.SharedCVMissing)

// findShared reads the CV a link shows. A token that cannot be one that
// this site made is refused before the database is asked.
func (s *Server) findShared(r *http.Request) (*jobportal.CV, *jobportal.CVShare, error) {
	token := r.PathValue("token")
	if len(token) != cvTokenLength {
		return nil, nil, sharedCVMissing
	}
	if _, err := base64.RawURLEncoding.DecodeString(token); err != nil {
		return nil, nil, sharedCVMissing
	}
	return s.db.SharedCV(r.Context(), token)
}

// sharedCVView is a CV as its link shows it: without the owner's figures
// and version.
type sharedCVView struct {
	ID            int64                     `json:"id"`
	Title         string                    `json:"title"`
	Language      string                    `json:"language"`
	BuilderData   jobportal.CVData          `json:"builderData"`
	Customization jobportal.CVCustomization `json:"customization"`
	Completion    int                       `json:"completionPercentage"`
	CreatedAt     time.Time                 `json:"createdAt"`
	UpdatedAt     time.Time                 `json:"updatedAt"`
}

type sharedCVAnswer struct {
	CV            sharedCVView `json:"cv"`
	AllowDownload bool         `json:"allowDownload"`
	PDFURL        *string      `json:"pdfUrl"`
}

// handleSharedCV shows a shared CV and counts a view of it, unless the
// owner is looking.
func (s *Server) handleSharedCV(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Robots-Tag", sharedRobots)
	cv, share, err := s.findShared(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	if a, _ := s.viewer(r); a == nil || a.Customer == nil || a.Customer.ID != cv.OwnerID {
		if err := s.db.CountSharedCVView(ctx, share.ID, cv.ID); err != nil {
			s.log.ErrorContext(ctx, "count a view of a shared CV", "err", err, "cv", cv.ID)
		}
	}
	out := sharedCVAnswer{AllowDownload: share.AllowDownload, CV: sharedCVView{ID: cv.ID, Title: cv.Title,
		Language: cv.Language, BuilderData: cv.BuilderData, Customization: cv.Customization, Completion: cv.Completion,
		CreatedAt: cv.CreatedAt, UpdatedAt: cv.UpdatedAt}}
	if share.AllowDownload {
		u := "/api/shared-cvs/" + share.Token + "/pdf"
		out.PDFURL = &u
	}
	respond(w, http.StatusOK, out, "")
}

// handleSharedCVPDF sends the PDF of a shared CV as it is now, when its
// link allows downloads. It is made on request, and throttled per address.
func (s *Server) handleSharedCVPDF(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Robots-Tag", sharedRobots)
	cv, share, err := s.findShared(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	if !share.AllowDownload {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "The owner of this CV has not offered it as a download."))
		return
	}
	ctx := r.Context()
	if err := s.takeThrottle(ctx, "PDFs made", store.Throttle{
		Key: throttleKey("cvpdf-address", throttleAddress(clientIP(r))), Rule: cvPDFAddressRule}); err != nil {
		Error(w, r, err)
		return
	}
	res, err := s.renderCV(ctx, cv, true, false)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.CountCVDownload(ctx, cv.ID); err != nil {
		s.log.ErrorContext(ctx, "count a download of a shared CV", "err", err, "cv", cv.ID)
	}
	if warn := missingWarning(res.Missing); warn != "" {
		w.Header().Set("X-PDF-Warning", warn)
	}
	writePDF(w, res.PDF, cvpdf.FileName(*cv))
}

// handleSharedCVPage serves the app's page for a shared CV, asking search
// engines neither to index it nor to follow its links. A link that shows
// nothing is the same page with a 404, where the app says so.
func (s *Server) handleSharedCVPage(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Robots-Tag", sharedRobots)
	if s.app.index == nil {
		s.app.ServeHTTP(w, r)
		return
	}
	status := http.StatusOK
	if _, _, err := s.findShared(r); jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
		status = http.StatusNotFound
	} else if err != nil {
		s.log.ErrorContext(r.Context(), "find a shared CV", "err", err, "request_id", requestID(r.Context()))
	}
	body := s.app.shell(shellLanguage(r)).body
	if end := headEnd.FindIndex(body); end != nil {
		body = splice(body, end[0], end[0], []byte(`<meta name="robots" content="`+sharedRobots+`">`+"\n  "))
	}
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	setPageHeaders(h, s.app.csp)
	w.WriteHeader(status)
	w.Write(bytes.Clone(body))
}
