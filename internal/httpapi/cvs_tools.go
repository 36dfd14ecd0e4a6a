package httpapi

import (
	"encoding/json"
	"fmt"
	"mime"
	"net/http"
	"strings"
	"time"

	"jobportal/internal/cvtools"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// The CV builder's tools: importing a CV written elsewhere, the import
// history, the export to JSON Resume and the analysis. The talent pool's
// routes (cv_submissions.go) are registered with them.

// cvToolsNotFound is the answer for a CV that is missing or another's.
const cvToolsNotFound = "CV not found."

// The weights of the jobs a person looks at, in the CV analysis: a job
// applied to says more about what they want than a job saved, and a job
// saved more than one only viewed.
const (
	appliedJobWeight = 3
	savedJobWeight   = 2
	viewedJobWeight  = 1
)

// cvToolRoutes registers the CV builder's tools and the talent pool.
func (s *Server) cvToolRoutes(r *router) {
	r.api("POST /api/cvs/import", s.cvOwner(s.handleCVImport))
	r.api("GET /api/cvs/imports", s.cvOwner(s.handleCVImports))
	r.api("GET /api/cvs/{id}/json-resume", s.cvOwner(s.handleCVJSONResume))
	r.api("POST /api/cvs/{id}/analyze", s.cvOwner(s.handleCVAnalyze))
	s.cvSubmissionRoutes(r)
}

// cvImportAnswer is what an import found, for the builder to merge.
type cvImportAnswer struct {
	Source      string           `json:"source"`
	BuilderData jobportal.CVData `json:"builderData"`
	Warnings    []string         `json:"warnings"`
	ImportedAt  time.Time        `json:"importedAt"`
}

// handleCVImport reads a CV written elsewhere (JSON Resume, LinkedIn's data
// export or pasted text) and answers the builder data found, which the
// builder merges; nothing of it is stored but the entry in the history.
func (s *Server) handleCVImport(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Source string          `json:"source"`
		Data   json.RawMessage `json:"data"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	source := strings.ToLower(strings.TrimSpace(body.Source))
	var p jobportal.Problems
	if source == "" {
		p.Add("source", "Choose the source json-resume, linkedin or text.")
	}
	if d := strings.TrimSpace(string(body.Data)); d == "" || d == "null" {
		p.Add("data", "Send the CV to import in data.")
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	d, warnings, err := cvtools.Import(source, body.Data)
	if err != nil {
		Error(w, r, err)
		return
	}
	im, err := s.db.RecordCVImport(r.Context(), accountFrom(r.Context()).Customer.ID, source)
	if err != nil {
		Error(w, r, err)
		return
	}
	if warnings == nil {
		warnings = []string{}
	}
	respond(w, http.StatusOK, cvImportAnswer{Source: source, BuilderData: d, Warnings: warnings,
		ImportedAt: im.Timestamp}, "CV data imported successfully")
}

// handleCVImports lists the signed-in customer's import history.
func (s *Server) handleCVImports(w http.ResponseWriter, r *http.Request) {
	list, err := s.db.CVImports(r.Context(), accountFrom(r.Context()).Customer.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, list, "")
}

// cvForTools returns the signed-in customer's CV of the request's path; another's
// is not found, so ids reveal nothing.
func (s *Server) cvForTools(r *http.Request) (jobportal.CV, error) {
	id, err := pathID(r, "id", cvToolsNotFound)
	if err != nil {
		return jobportal.CV{}, err
	}
	cv, err := s.db.FindCV(r.Context(), accountFrom(r.Context()).Customer.ID, id)
	if err != nil {
		return jobportal.CV{}, err
	}
	return *cv, nil
}

// handleCVJSONResume sends a CV as a JSON Resume document, as a download.
func (s *Server) handleCVJSONResume(w http.ResponseWriter, r *http.Request) {
	cv, err := s.cvForTools(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	doc, err := cvtools.ExportJSONResume(cv)
	if err != nil {
		Error(w, r, err)
		return
	}
	p := cv.BuilderData.PersonalInfo
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{
		"filename": resumeFileName(p.FirstName, p.LastName)}))
	h.Set("Cache-Control", "private, no-store")
	w.WriteHeader(http.StatusOK)
	w.Write(doc)
}

// resumeFileName is the name a JSON Resume download is saved under:
// "Nimal-Perera-resume.json", in ASCII letters and digits, or
// "resume.json" when the name has none.
func resumeFileName(first, last string) string {
	var words []string
	for _, word := range strings.Fields(first + " " + last) {
		var b strings.Builder
		for _, r := range word {
			if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
				b.WriteRune(r)
			}
		}
		if b.Len() > 0 {
			words = append(words, b.String())
		}
	}
	if len(words) == 0 {
		return "resume.json"
	}
	return strings.Join(words, "-") + "-resume.json"
}

// cvAnalyzeInput is the analysis's optional body: the jobs the person
// viewed recently, which only the browser knows.
type cvAnalyzeInput struct {
	ViewedJobIDs []int64 `json:"viewedJobIds"`
}

// viewedJobIDs checks the ids of the jobs viewed: positive, at most
// store.MaxCVViewedJobs once duplicates are left out.
func (in cvAnalyzeInput) viewedJobIDs() ([]int64, error) {
	var ids []int64
	seen := map[int64]bool{}
	var p jobportal.Problems
	for _, id := range in.ViewedJobIDs {
		if id <= 0 {
			p.Add("viewedJobIds", "Send the ids of the jobs viewed as positive whole numbers.")
			return nil, p.Err()
		}
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	if len(ids) > store.MaxCVViewedJobs {
		p.Add("viewedJobIds", fmt.Sprintf("Send at most %d jobs viewed.", store.MaxCVViewedJobs))
	}
	return ids, p.Err()
}

// handleCVAnalyze analyses a CV against the jobs its owner saved or
// applied to, and the public jobs among those the body says they viewed
// (the list of recently viewed jobs lives in the browser).
func (s *Server) handleCVAnalyze(w http.ResponseWriter, r *http.Request) {
	var in cvAnalyzeInput
	if err := decodeOptional(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	viewed, err := in.viewedJobIDs()
	if err != nil {
		Error(w, r, err)
		return
	}
	cv, err := s.cvForTools(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	jobs, err := s.db.CVJobSignals(ctx, accountFrom(ctx).Customer.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	views, err := s.db.CVViewedJobSignals(ctx, viewed)
	if err != nil {
		Error(w, r, err)
		return
	}
	wanted := make([]cvtools.JobSkillSignal, 0, len(jobs)+len(views))
	counted := map[int64]bool{}
	for _, j := range jobs {
		weight := savedJobWeight
		if j.Applied {
			weight = appliedJobWeight
		}
		wanted = append(wanted, cvtools.JobSkillSignal{Title: j.Title, Text: j.Text, Weight: weight})
		counted[j.JobID] = true
	}
	// A job viewed and also saved or applied to counts once, with the higher weight.
	for _, j := range views {
		if !counted[j.JobID] {
			wanted = append(wanted, cvtools.JobSkillSignal{Title: j.Title, Text: j.Text, Weight: viewedJobWeight})
		}
	}
	respond(w, http.StatusOK, cvtools.AnalyzeAt(cv, wanted, s.db.Now()), "")
}
