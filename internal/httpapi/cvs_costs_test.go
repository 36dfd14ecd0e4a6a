package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
)

// serveForm sends a form as sendForm does, but may be called from any
// goroutine: it reports nothing to the test.
func (e *env) serveForm(method, url, token string, fields [][2]string, files ...formFile) *httptest.ResponseRecorder {
	body, ctype := formBody(fields, files...)
	r := httptest.NewRequest(method, url, strings.NewReader(body))
	r.Header.Set("Content-Type", ctype)
	r.Header.Set("x-auth-token", token)
	w := httptest.NewRecorder()
	e.srv.ServeHTTP(w, r)
	return w
}

// serve sends a request without a body from any goroutine.
func (e *env) serve(method, url, token string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, url, nil)
	r.Header.Set("x-auth-token", token)
	w := httptest.NewRecorder()
	e.srv.ServeHTTP(w, r)
	return w
}

// countedRenders makes PDFs as the server does, counting them, each taking
// at least take.
func countedRenders(n *atomic.Int32, take time.Duration) func(jobportal.CV, cvpdf.Options) (*cvpdf.Result, error) {
	return func(cv jobportal.CV, opt cvpdf.Options) (*cvpdf.Result, error) {
		n.Add(1)
		time.Sleep(take)
		return cvpdf.Render(cv, opt)
	}
}

// quickRenders stand in for PDFs where their content does not matter.
func quickRenders(n *atomic.Int32) func(jobportal.CV, cvpdf.Options) (*cvpdf.Result, error) {
	return func(jobportal.CV, cvpdf.Options) (*cvpdf.Result, error) {
		n.Add(1)
		return &cvpdf.Result{PDF: testPDF}, nil
	}
}

func TestApplyingWithABuiltCVMakesOnePDF(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		var renders atomic.Int32
		e.srv.SetPDFMaking(4, 10*time.Second, countedRenders(&renders, 300*time.Millisecond))
		w := newCVWorld(e)
		admin := e.adminToken("admin")
		job := e.approvedJob(w.employer, admin)
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/cvs/%d", w.cv), cvBody(1, goodBuilderData), w.seeker)
		form := applyForm(formFile{}, [2]string{"cvId", fmt.Sprint(w.cv)})
		apply := func(job int64) string { return fmt.Sprintf("/api/jobs/%d/apply", job) }

		t.Run("applies sent at once by one person make one PDF", func(t *testing.T) {
			codes := make([]int, 8)
			var wg sync.WaitGroup
			for i := range codes {
				wg.Go(func() { codes[i] = e.serveForm("POST", apply(job), w.seeker, form).Code })
			}
			wg.Wait()
			created, refused := 0, 0
			for _, c := range codes {
				switch c {
				case http.StatusCreated:
					created++
				case http.StatusConflict:
					refused++
				}
			}
			if created != 1 || refused != 7 {
				t.Fatalf("answers %v, want one 201 and seven 409", codes)
			}
			if n := renders.Load(); n != 1 {
				t.Fatalf("%d PDFs made, want 1", n)
			}
			if e.applicationCount(job) != 1 {
				t.Fatal("not one application")
			}
		})
		t.Run("a second apply to the same job makes nothing", func(t *testing.T) {
			a := e.sendForm("POST", apply(job), w.seeker, form)
			wantStatus(t, a, http.StatusConflict)
			if n := renders.Load(); n != 1 {
				t.Fatalf("%d PDFs made, want 1", n)
			}
		})
		t.Run("every refusal comes before the PDF is made", func(t *testing.T) {
			own := e.approvedJob(w.seeker, admin, set("companyName", "Nimal Stores"))
			pending := e.postJob(w.employer, false, set("title", "Pending Job"))
			byEmail := e.approvedJob(w.employer, admin, set("applyMethod", "email"), set("applyEmail", "jobs@lsl.lk"))
			other := e.approvedJob(w.employer, admin, set("title", "Store Keeper"))
			for _, c := range []struct {
				name, url, token string
				fields           [][2]string
			}{
				{"a job one posted", apply(own), w.seeker, form},
				{"a job not yet approved", apply(pending), w.seeker, form},
				{"a job that takes applications by email", apply(byEmail), w.seeker, form},
				{"a company account", apply(other), w.employer, form},
				{"another's CV", apply(other), w.other, form},
				{"no cover letter", apply(other), w.seeker, [][2]string{{"cvId", fmt.Sprint(w.cv)}}},
			} {
				t.Run(c.name, func(t *testing.T) {
					a := e.sub(t).sendForm("POST", c.url, c.token, c.fields)
					if a.Code < 400 || a.Code >= 500 {
						t.Fatalf("status %d: %s", a.Code, a.Body.String())
					}
					if n := renders.Load(); n != 1 {
						t.Fatalf("%d PDFs made, want 1", n)
					}
				})
			}
		})
	})
}

func TestApplyingCountsAsOneOfThePDFsMade(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		var renders atomic.Int32
		e.srv.SetPDFMaking(4, 10*time.Second, quickRenders(&renders))
		w := newCVWorld(e)
		job := e.approvedJob(w.employer, e.adminToken("admin"))
		url := fmt.Sprintf("/api/cvs/%d", w.cv)
		e.must(http.StatusOK, "PUT", url, cvBody(1, goodBuilderData), w.seeker)
		wantStatus(t, e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), w.seeker,
			applyForm(formFile{}, [2]string{"cvId", fmt.Sprint(w.cv)})), http.StatusCreated)
		made := 0
		for range 31 {
			a := e.do("POST", url+"/generate-pdf", "", w.seeker)
			if a.Code != http.StatusOK {
				wantStatus(t, a, http.StatusTooManyRequests)
				break
			}
			made++
		}
		if made != 29 || renders.Load() != 30 {
			t.Fatalf("%d PDFs downloaded after applying, %d made in all; want 29 and 30 (the limit)", made, renders.Load())
		}
		other := e.approvedJob(w.employer, e.adminToken("admin2"), set("title", "Store Keeper"))
		a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", other), w.seeker,
			applyForm(formFile{}, [2]string{"cvId", fmt.Sprint(w.cv)}))
		wantStatus(t, a, http.StatusTooManyRequests)
		if renders.Load() != 30 || e.applicationCount(other) != 0 {
			t.Fatal("an apply past the limit made a PDF or was stored")
		}
	})
}

func TestPDFsWaitForATurn(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		entered, release := make(chan struct{}, 64), make(chan struct{})
		e.srv.SetPDFMaking(1, 50*time.Millisecond, func(cv jobportal.CV, opt cvpdf.Options) (*cvpdf.Result, error) {
			entered <- struct{}{}
			<-release
			return &cvpdf.Result{PDF: testPDF}, nil
		})
		w := newCVWorld(e)
		otherCV := e.cvID(e.must(http.StatusCreated, "POST", "/api/cvs", `{"title":"Accountant"}`, w.other))
		generate := func(cv int64, token string) *httptest.ResponseRecorder {
			t.Helper()
			done := make(chan *httptest.ResponseRecorder, 1)
			go func() { done <- e.serve("POST", fmt.Sprintf("/api/cvs/%d/generate-pdf", cv), token) }()
			select {
			case a := <-done:
				return a
			case <-time.After(5 * time.Second):
				t.Fatal("the request waits for its turn without end")
				return nil
			}
		}
		first := make(chan int)
		go func() { first <- e.serve("POST", fmt.Sprintf("/api/cvs/%d/generate-pdf", w.cv), w.seeker).Code }()
		<-entered

		t.Run("the server's PDFs all being made, another waits briefly and is told to retry", func(t *testing.T) {
			a := generate(otherCV, w.other)
			var body struct{ Message string }
			json.Unmarshal(a.Body.Bytes(), &body)
			if a.Code != http.StatusServiceUnavailable || a.Header().Get("Retry-After") != "10" ||
				!strings.Contains(body.Message, "busy making other PDFs") {
				t.Fatalf("status %d, Retry-After %q, message %q", a.Code, a.Header().Get("Retry-After"), body.Message)
			}
			if list := e.must(http.StatusOK, "GET", fmt.Sprintf("/api/cvs/%d/exports", otherCV), "", w.other).body["data"].([]any); len(list) != 0 {
				t.Fatalf("exports %v", list)
			}
		})
		t.Run("one person's PDFs are made one at a time", func(t *testing.T) {
			a := generate(w.cv, w.seeker)
			var body struct{ Message string }
			json.Unmarshal(a.Body.Bytes(), &body)
			if a.Code != http.StatusTooManyRequests || a.Header().Get("Retry-After") != "10" ||
				!strings.Contains(body.Message, "previous PDF is still being made") {
				t.Fatalf("status %d, Retry-After %q, message %q", a.Code, a.Header().Get("Retry-After"), body.Message)
			}
		})
		close(release)
		if code := <-first; code != http.StatusOK {
			t.Fatalf("the PDF that had its turn: %d", code)
		}
		t.Run("a PDF the server was too busy to make is not counted against the limit", func(t *testing.T) {
			made := 0
			for range 31 {
				if generate(otherCV, w.other).Code != http.StatusOK {
					break
				}
				made++
			}
			if made != 30 {
				t.Fatalf("%d PDFs made before the limit, want 30", made)
			}
		})
	})
}

func TestCVExportsKeepTheNewestTen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		var renders atomic.Int32
		e.srv.SetPDFMaking(4, 10*time.Second, quickRenders(&renders))
		w := newCVWorld(e)
		url := fmt.Sprintf("/api/cvs/%d", w.cv)
		e.must(http.StatusOK, "PUT", url, cvBody(1, goodBuilderData), w.seeker)
		job := e.approvedJob(w.employer, e.adminToken("admin"))
		a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), w.seeker, applyForm(formFile{}, [2]string{"cvId", fmt.Sprint(w.cv)}))
		wantStatus(t, a, http.StatusCreated)
		sent := fmt.Sprintf("/api/applications/%d/cv", int64(a.data()["id"].(float64)))

		var first string
		for i := range 12 {
			a := e.must(http.StatusOK, "POST", url+"/generate-pdf", "", w.seeker)
			if i == 0 {
				first = a.Header().Get("X-PDF-Url")
			}
		}
		list := e.must(http.StatusOK, "GET", url+"/exports", "", w.seeker).body["data"].([]any)
		if len(list) != 10 {
			t.Fatalf("%d exports kept, want 10", len(list))
		}
		pdfs := 0
		for _, k := range e.blobKeys() {
			if strings.HasPrefix(k, "cvpdf/") {
				pdfs++
			}
		}
		if pdfs != 10 {
			t.Fatalf("%d PDF files kept, want 10: %v", pdfs, e.blobKeys())
		}
		e.must(http.StatusNotFound, "GET", first, "", w.seeker)
		if got := e.storedCV(w.cv, w.seeker)["downloads"]; got != 12.0 {
			t.Fatalf("downloads %v", got)
		}
		file := e.do("GET", sent, "", w.employer)
		wantStatus(t, file, http.StatusOK)
		if !bytes.Equal(file.Body.Bytes(), testPDF) {
			t.Fatal("the application lost its PDF")
		}
	})
}

func TestCVPhotosAreTheOwnersOwn(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCVWorld(e)
		url := fmt.Sprintf("/api/cvs/%d", w.cv)
		otherCV := e.cvID(e.must(http.StatusCreated, "POST", "/api/cvs", `{"title":"Accountant"}`, w.other))
		upload := func(token string, cv int64, seed uint8) string {
			t.Helper()
			a := e.sendForm("POST", fmt.Sprintf("/api/cvs/%d/photo", cv), token, nil, formFile{"photo", "me.jpg", testPhoto(t, 400, 400, seed)})
			wantStatus(t, a, http.StatusOK)
			return a.data()["profilePhoto"].(string)
		}
		mine, theirs := upload(w.seeker, w.cv, 1), upload(w.other, otherCV, 2)
		flyerPost := e.sendForm("POST", "/api/jobs", w.employer, jobFields(), formFile{"image", "flyer.jpg", testPhoto(t, 1600, 1200, 3)})
		wantStatus(t, flyerPost, http.StatusCreated)
		flyer := flyerPost.data()["image"].(string)
		avatarPost := e.sendForm("POST", "/api/user/avatar", w.seeker, nil, formFile{"avatar", "me.jpg", testPhoto(t, 300, 300, 4)})
		wantStatus(t, avatarPost, http.StatusOK)
		avatar := avatarPost.data()["avatarUrl"].(string)
		withPhoto := func(version any, photo string) string {
			return cvBody(version, strings.Replace(goodBuilderData, `"city":"Colombo"`, `"city":"Colombo","profilePhoto":"`+photo+`"`, 1))
		}

		for _, c := range []struct{ name, photo string }{
			{"another job seeker's photo", theirs},
			{"a job's flyer", flyer},
			{"one's avatar, not uploaded for a CV", avatar},
			{"an image the site does not have", "/media/img/ab/" + strings.Repeat("a", 32) + ".jpg"},
		} {
			t.Run(c.name+" is refused", func(t *testing.T) {
				a := e.sub(t).do("PUT", url, withPhoto(1, c.photo), w.seeker)
				wantStatus(t, a, http.StatusUnprocessableEntity)
				if a.msg() != "Upload your photo here: a CV can show only a photo you uploaded for your CVs." ||
					strings.Join(a.fieldErrors(), ",") != "builderData.personalInfo.profilePhoto" {
					t.Fatalf("message %q, fields %v", a.msg(), a.fieldErrors())
				}
				if cv := e.storedCV(w.cv, w.seeker); cv["version"] != 1.0 {
					t.Fatalf("the CV changed: %v", cv)
				}
			})
		}
		t.Run("one's own photo is taken, and kept through later saves", func(t *testing.T) {
			e.must(http.StatusOK, "PUT", url, withPhoto(1, mine), w.seeker)
			e.must(http.StatusOK, "PUT", url, withPhoto(2, mine), w.seeker)
			a := e.do("POST", url+"/generate-pdf", "", w.seeker)
			wantStatus(t, a, http.StatusOK)
			if !bytes.Contains(a.Body.Bytes(), []byte("/DCTDecode")) {
				t.Fatal("the PDF has no photo")
			}
		})
		t.Run("a CV kept with another image from before does not carry it", func(t *testing.T) {
			cv, err := e.db.FindCV(ctxb, cvOwner(t, e, w.seeker), w.cv)
			if err != nil {
				t.Fatal(err)
			}
			cv.BuilderData.PersonalInfo.ProfilePhoto = flyer
			if _, err := e.db.UpdateCV(ctxb, cv, cv.Version); err != nil {
				t.Fatal(err)
			}
			a := e.do("POST", url+"/generate-pdf", "", w.seeker)
			wantStatus(t, a, http.StatusOK)
			if bytes.Contains(a.Body.Bytes(), []byte("/DCTDecode")) {
				t.Fatal("the PDF carries the flyer")
			}
		})
	})
}

// cvOwner is the customer id behind a job seeker's token.
func cvOwner(t *testing.T, e *env, token string) int64 {
	t.Helper()
	var me struct {
		Data struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	a := e.must(http.StatusOK, "GET", "/api/customers/profile", "", token)
	if err := json.Unmarshal(a.Body.Bytes(), &me); err != nil || me.Data.ID == 0 {
		t.Fatalf("profile %s: %v", a.Body.String(), err)
	}
	return me.Data.ID
}

func TestStorageQuotaCoversEveryUpload(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		var renders atomic.Int32
		e.srv.SetPDFMaking(4, 10*time.Second, quickRenders(&renders))
		w := newCVWorld(e)
		admin := e.adminToken("admin")
		url := fmt.Sprintf("/api/cvs/%d", w.cv)
		e.must(http.StatusOK, "PUT", url, cvBody(1, goodBuilderData), w.seeker)
		job := e.approvedJob(w.employer, admin)
		second := e.approvedJob(w.employer, admin, set("title", "Store Keeper"))
		apply := fmt.Sprintf("/api/jobs/%d/apply", job)
		cvFile := formFile{"cv", "Nimal Perera CV.pdf", testPDF}

		// Room for one CV file: the seeker sends it, and then nothing fits.
		e.srv.SetStorageQuota(int64(len(testPDF)))
		wantStatus(t, e.sendForm("POST", apply, w.seeker, applyForm(cvFile), cvFile), http.StatusCreated)
		keys := e.blobKeys()
		for _, c := range []struct {
			name   string
			send   func() answer
			stored func() bool
		}{
			{"a CV photo", func() answer {
				return e.sendForm("POST", url+"/photo", w.seeker, nil, formFile{"photo", "me.jpg", testPhoto(t, 200, 200, 1)})
			}, nil},
			{"a CV file sent with an application", func() answer {
				return e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", second), w.seeker, applyForm(cvFile), cvFile)
			}, func() bool { return e.applicationCount(second) != 0 }},
			{"a built CV sent with an application", func() answer {
				return e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", second), w.seeker,
					applyForm(formFile{}, [2]string{"cvId", fmt.Sprint(w.cv)}))
			}, func() bool { return e.applicationCount(second) != 0 }},
			{"a PDF of a CV", func() answer { return e.do("POST", url+"/generate-pdf", "", w.seeker) }, func() bool {
				return len(e.must(http.StatusOK, "GET", url+"/exports", "", w.seeker).body["data"].([]any)) != 0
			}},
			{"an avatar", func() answer {
				return e.sendForm("POST", "/api/user/avatar", w.seeker, nil, formFile{"avatar", "me.jpg", testPhoto(t, 200, 200, 2)})
			}, nil},
		} {
			t.Run(c.name+" past the quota is refused", func(t *testing.T) {
				a := c.send()
				wantStatus(t, a, http.StatusRequestEntityTooLarge)
				if !strings.HasPrefix(a.msg(), "Your storage is full (") || !strings.HasSuffix(a.msg(), "Delete old CVs or files to upload more.") {
					t.Fatalf("message %q", a.msg())
				}
				if got := e.blobKeys(); len(got) != len(keys) || (c.stored != nil && c.stored()) {
					t.Fatalf("something was stored: %v", got)
				}
			})
		}

		// An employer's images count against the employer.
		e.srv.SetStorageQuota(20 << 10)
		flyer := formFile{"image", "flyer.jpg", testPhoto(t, 900, 700, 5)}
		if len(flyer.data) <= 20<<10 {
			t.Fatalf("the flyer is only %d bytes", len(flyer.data))
		}
		jobs := e.jobCount()
		for _, c := range []struct {
			name string
			send func() answer
		}{
			{"a job's flyer", func() answer { return e.sendForm("POST", "/api/jobs", w.employer, jobFields(), flyer) }},
			{"a company's logo", func() answer {
				return e.sendForm("PUT", "/api/companies/mine", w.employer, [][2]string{{"name", "Lanka Software Labs"}},
					formFile{"logo", "logo.jpg", flyer.data})
			}},
		} {
			t.Run(c.name+" past the quota is refused", func(t *testing.T) {
				a := c.send()
				wantStatus(t, a, http.StatusRequestEntityTooLarge)
				if !strings.HasPrefix(a.msg(), "Your storage is full (0 KB of 20 KB used)") {
					t.Fatalf("message %q", a.msg())
				}
				if len(e.blobKeys()) != len(keys) || e.jobCount() != jobs {
					t.Fatal("something was stored")
				}
			})
		}
		t.Run("an admin's images count against no one", func(t *testing.T) {
			wantStatus(t, e.sendForm("POST", "/api/jobs/admin", admin, jobFields([2]string{"companyName", "Ceylon Traders"}), flyer), http.StatusCreated)
		})
		t.Run("within the quota the same uploads are taken", func(t *testing.T) {
			e.srv.SetStorageQuota(jobportal.MaxStorage)
			wantStatus(t, e.sendForm("POST", "/api/jobs", w.employer, jobFields(), flyer), http.StatusCreated)
			wantStatus(t, e.sendForm("POST", url+"/photo", w.seeker, nil, formFile{"photo", "me.jpg", testPhoto(t, 200, 200, 1)}), http.StatusOK)
			wantStatus(t, e.do("POST", url+"/generate-pdf", "", w.seeker), http.StatusOK)
		})
	})
}
