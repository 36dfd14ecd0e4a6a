package httpapi

import (
	"context"
	"errors"
	"mime"
	"net/http"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/ocr"
)

// The text of a flyer while a job is being posted: the poster sends the
// image they chose and gets its printed text read at once, with the job's
// fields it seems to give, for them to confirm one by one in the form. The
// image is not kept; the flyer saved with the job is read again in the
// background (internal/notices) for the job's page and the search.

// noticeReadLimit bounds the wait for one flyer's text (its turn, while the
// background worker reads another, and its reading), within the server's
// write time limit (60 s).
const noticeReadLimit = 40 * time.Second

// noticeReading is the answer of POST /api/jobs/notice.
type noticeReading struct {
	Text        string          `json:"text"`
	Suggestions ocr.Suggestions `json:"suggestions"`
}

func (s *Server) noticeReader() *ocr.Reader {
	if s.cfg.OCR != nil {
		return s.cfg.OCR
	}
	return defaultReader
}

// defaultReader reads with the tesseract found on PATH, for servers made
// without one (tests).
var defaultReader = &ocr.Reader{}

func (s *Server) handleJobNotice(w http.ResponseWriter, r *http.Request) {
	if a := actor(r); !jobportal.CanPostJob(a) && !jobportal.CanModerateJobs(a) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "This account cannot post jobs."))
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		Error(w, r, jobportal.Errorf(jobportal.EUNSUPPORTED, "Send the flyer as multipart/form-data, in the field image."))
		return
	}
	var none struct{}
	files, err := decodeForm(w, r, &none, []fileField{imageField})
	if err != nil {
		Error(w, r, err)
		return
	}
	up := files[imageField.name]
	if up == nil {
		Error(w, r, &jobportal.Error{Code: jobportal.EINVALID, Message: "Choose the flyer's image.",
			Fields: []jobportal.FieldError{{Field: "image", Message: "Choose the flyer's image."}}})
		return
	}
	ctx := r.Context()
	reader := s.noticeReader()
	if _, err := reader.Available(ctx); err != nil {
		Error(w, r, jobportal.Errorf(jobportal.EUNAVAILABLE, "This server cannot read the text of flyers."))
		return
	}
	release, err := s.imageTurn(ctx)
	if err != nil {
		Error(w, r, err)
		return
	}
	if _, err := media.CheckImage(ctx, "image", up.Data); err != nil {
		release()
		Error(w, r, err)
		return
	}
	img, err := media.Decode(up.Data)
	release()
	if err != nil {
		Error(w, r, err)
		return
	}
	// OCR is no database call: it may outlast the request's deadline
	// (requestDeadline), up to its own limit, and stops if the poster leaves.
	asked := ctx
	ctx, cancel := context.WithTimeout(context.WithoutCancel(asked), noticeReadLimit)
	defer cancel()
	stop := context.AfterFunc(asked, func() {
		if errors.Is(asked.Err(), context.Canceled) {
			cancel()
		}
	})
	defer stop()
	text, err := reader.Read(ctx, img)
	if errors.Is(err, context.DeadlineExceeded) || (err != nil && ctx.Err() != nil) {
		Error(w, r, jobportal.Errorf(jobportal.EUNAVAILABLE, "Reading the flyer took too long. Please try again in a minute."))
		return
	} else if err != nil {
		s.log.WarnContext(ctx, "read a flyer's text", "err", err)
		Error(w, r, jobportal.Errorf(jobportal.EUNAVAILABLE, "The flyer's text could not be read."))
		return
	}
	respond(w, http.StatusOK, noticeReading{Text: text, Suggestions: ocr.Suggest(text, jobportal.Today(s.db.Now()))}, "")
}
