package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"
)

// cvWorld is a job seeker with a CV, another job seeker, and an employer.
type cvWorld struct {
	seeker, other, employer string
	cv                      int64
}

func newCVWorld(e *env) cvWorld {
	e.t.Helper()
	w := cvWorld{seeker: e.customerToken("nimal@example.lk"), other: e.customerToken("kamala@example.lk"),
		employer: e.companyToken("Lanka Software Labs", "hr@lsl.lk")}
	w.cv = e.cvID(e.must(http.StatusCreated, "POST", "/api/cvs", `{"title":"Software engineer"}`, w.seeker))
	return w
}

func (e *env) cvID(a answer) int64 {
	e.t.Helper()
	id, ok := a.data()["id"].(float64)
	if !ok {
		e.t.Fatalf("no id in %s", a.Body.String())
	}
	return int64(id)
}

// storedCV reads a CV as its owner sees it.
func (e *env) storedCV(id int64, token string) map[string]any {
	e.t.Helper()
	return e.must(http.StatusOK, "GET", fmt.Sprintf("/api/cvs/%d", id), "", token).data()
}

// cvBody is a save of a CV at a version with the given builderData.
func cvBody(version any, builderData string) string {
	return fmt.Sprintf(`{"version":%v,"title":"Backend engineer","builderData":%s}`, version, builderData)
}

const goodBuilderData = `{"personalInfo":{"firstName":"Nimal","lastName":"Perera","email":"nimal@example.lk","phone":"077 123 4567",
	"city":"Colombo","summary":"Backend developer who builds payment systems."},
	"experience":[{"id":"exp-1732700000000","company":"WSO2","position":"Software Engineer","startDate":"2021-03","current":true},
		{"company":"Dialog Axiata","position":"Intern","startDate":"2020-01","endDate":"2020-12-31"}],
	"skills":{"technical":[{"name":"Go","level":"expert"},{"name":"PostgreSQL","level":"advanced"}],"soft":[],"languages":[{"name":"Sinhala","level":"expert"}]},
	"projects":[{"name":"Bus times","url":"https://bus.example.lk","technologies":["Go","React"]}]}`

func TestCVs(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCVWorld(e)
		url := fmt.Sprintf("/api/cvs/%d", w.cv)

		t.Run("a new CV has SPEC's defaults and empty lists", func(t *testing.T) {
			cv := e.storedCV(w.cv, w.seeker)
			c := cv["customization"].(map[string]any)
			if cv["version"] != 1.0 || cv["language"] != "en" || c["template"] != "modern" || c["colorScheme"] != "blue" ||
				c["showPhoto"] != true || len(c["sectionOrder"].([]any)) != 9 {
				t.Fatalf("new CV %v", cv)
			}
			d := cv["builderData"].(map[string]any)
			for _, list := range []string{"experience", "education", "certifications", "projects", "achievements", "references", "customSections"} {
				if l, ok := d[list].([]any); !ok || len(l) != 0 {
					t.Fatalf("%s is %v, want []", list, d[list])
				}
			}
		})

		t.Run("a save replaces the parts given and raises the version", func(t *testing.T) {
			a := e.must(http.StatusOK, "PUT", url, cvBody(1, goodBuilderData), w.seeker)
			cv := a.data()
			if a.msg() != "CV updated successfully" || cv["version"] != 2.0 || cv["title"] != "Backend engineer" {
				t.Fatalf("%s", a.Body.String())
			}
			exp := cv["builderData"].(map[string]any)["experience"].([]any)
			if id := exp[1].(map[string]any)["id"].(string); !strings.HasPrefix(id, "exp-") || exp[0].(map[string]any)["id"] != "exp-1732700000000" {
				t.Fatalf("item ids %v", exp)
			}
			if cv["completionPercentage"].(float64) < 50 {
				t.Fatalf("completion %v", cv["completionPercentage"])
			}
			if cv["customization"].(map[string]any)["template"] != "modern" {
				t.Fatal("the customization changed though it was not sent")
			}
		})

		t.Run("a stale save is a 409 with the stored CV", func(t *testing.T) {
			a := e.do("PUT", url, `{"version":1,"title":"From an old tab"}`, w.seeker)
			wantStatus(t, a, http.StatusConflict)
			if a.msg() != "This CV was changed in another tab or window. Reload to see the newer version." ||
				a.data()["version"] != 2.0 || a.data()["title"] != "Backend engineer" || a.body["success"] != false {
				t.Fatalf("%s", a.Body.String())
			}
		})

		many := func(n int) string {
			items := make([]string, n)
			for i := range items {
				items[i] = `{"company":"X"}`
			}
			return `{"experience":[` + strings.Join(items, ",") + `]}`
		}
		bad := []scenario{
			{name: "a month 13", method: "PUT", url: url, token: w.seeker, wantStatus: 422,
				body:       cvBody(2, `{"experience":[{},{},{"company":"WSO2","startDate":"2024-13-40"}]}`),
				wantFields: []string{"builderData.experience[2].startDate"}},
			{name: "a javascript: address", method: "PUT", url: url, token: w.seeker, wantStatus: 422,
				body:       cvBody(2, `{"projects":[{"name":"x","url":"javascript:alert(1)"}]}`),
				wantFields: []string{"builderData.projects[0].url"}},
			{name: "500 jobs", method: "PUT", url: url, token: w.seeker, wantStatus: 422, body: cvBody(2, many(500)),
				wantFields: []string{"builderData.experience"}, wantBody: "At most 50 entries"},
			{name: "an unknown template", method: "PUT", url: url, token: w.seeker, wantStatus: 422,
				body: `{"version":2,"customization":{"template":"fancy"}}`, wantFields: []string{"customization.template"}},
			{name: "a section named twice", method: "PUT", url: url, token: w.seeker, wantStatus: 422,
				body:       `{"version":2,"customization":{"sectionOrder":["skills","skills"]}}`,
				wantFields: []string{"customization.sectionOrder[1]"}},
			{name: "no version", method: "PUT", url: url, token: w.seeker, wantStatus: 422, body: `{"title":"x"}`,
				wantFields: []string{"version"}},
			{name: "an empty title", method: "PUT", url: url, token: w.seeker, wantStatus: 422, body: `{"version":2,"title":"  "}`,
				wantFields: []string{"title"}},
			{name: "an unknown field", method: "PUT", url: url, token: w.seeker, wantStatus: 400, body: `{"version":2,"owner":3}`},
			{name: "malformed JSON", method: "PUT", url: url, token: w.seeker, wantStatus: 400, body: `{"version":`},
			{name: "a photo from elsewhere", method: "PUT", url: url, token: w.seeker, wantStatus: 422,
				body:       cvBody(2, `{"personalInfo":{"profilePhoto":"https://evil.example/x.jpg"}}`),
				wantFields: []string{"builderData.personalInfo.profilePhoto"}},
			{name: "5 MB", method: "PUT", url: url, token: w.seeker, wantStatus: 413,
				body: cvBody(2, `{"personalInfo":{"summary":"`+strings.Repeat("a", 5<<20)+`"}}`)},
			{name: "an unknown starting point", method: "POST", url: "/api/cvs", token: w.seeker, wantStatus: 422,
				body: `{"from":"linkedin"}`, wantFields: []string{"from"}},
			{name: "an unknown template to start with", method: "POST", url: "/api/cvs", token: w.seeker, wantStatus: 422,
				body: `{"template":"fancy"}`, wantFields: []string{"template"}},
			{name: "an unknown language", method: "POST", url: "/api/cvs", token: w.seeker, wantStatus: 422,
				body: `{"language":"fr"}`, wantFields: []string{"language"}},
			{name: "a company account", method: "GET", url: "/api/cvs", token: w.employer, wantStatus: 403, wantBody: "job seekers"},
			{name: "a company account's new CV", method: "POST", url: "/api/cvs", token: w.employer, wantStatus: 403},
			{name: "no sign-in", method: "GET", url: "/api/cvs", wantStatus: 401},
			{name: "an id that is not a number", method: "GET", url: "/api/cvs/abc", token: w.seeker, wantStatus: 404},
		}
		// Another customer reaches nothing of the CV, by any route.
		for _, r := range []struct{ method, url, body string }{
			{"GET", url, ""}, {"PUT", url, `{"version":2,"title":"Mine now"}`}, {"DELETE", url, ""},
			{"POST", url + "/duplicate", ""}, {"POST", url + "/generate-pdf", ""}, {"GET", url + "/exports", ""},
			{"GET", url + "/exports/1/pdf", ""}, {"POST", url + "/share", `{"allowDownload":true}`}, {"GET", url + "/shares", ""},
			{"DELETE", url + "/shares/1", ""},
		} {
			bad = append(bad, scenario{name: "another customer: " + r.method + " " + r.url, method: r.method, url: r.url,
				body: r.body, token: w.other, wantStatus: 404})
		}
		e.run(t, bad)
		t.Run("nothing was stored by the refused requests", func(t *testing.T) {
			cv := e.storedCV(w.cv, w.seeker)
			if cv["version"] != 2.0 || cv["title"] != "Backend engineer" || cv["downloads"] != 0.0 {
				t.Fatalf("after refusals %v", cv)
			}
			if list := e.must(http.StatusOK, "GET", "/api/cvs", "", w.other).body["data"].([]any); len(list) != 0 {
				t.Fatalf("the other customer has %v", list)
			}
			if keys := e.blobKeys(); len(keys) != 0 {
				t.Fatalf("files kept: %v", keys)
			}
		})

		t.Run("a CV starts from the account and its career profile", func(t *testing.T) {
			e.must(http.StatusOK, "PUT", "/api/user/profile",
				`{"headline":"Backend developer","about":"Five years of Go.","district":"Galle","skills":["Go","Docker"],"languages":["Sinhala","English"]}`, w.seeker)
			a := e.must(http.StatusCreated, "POST", "/api/cvs", `{"from":"profile","template":"compact","language":"si"}`, w.seeker)
			cv := a.data()
			pi := cv["builderData"].(map[string]any)["personalInfo"].(map[string]any)
			sk := cv["builderData"].(map[string]any)["skills"].(map[string]any)
			if a.msg() != "CV created successfully" || pi["firstName"] != "Nimali" || pi["lastName"] != "Perera" ||
				pi["email"] != "nimal@example.lk" || pi["city"] != "Galle" || pi["country"] != "Sri Lanka" ||
				pi["summary"] != "Five years of Go." || len(sk["technical"].([]any)) != 2 || len(sk["languages"].([]any)) != 2 ||
				cv["language"] != "si" || cv["customization"].(map[string]any)["template"] != "compact" || cv["title"] != "My CV" {
				t.Fatalf("%s", a.Body.String())
			}
		})

		t.Run("list, duplicate and dashboard", func(t *testing.T) {
			a := e.must(http.StatusCreated, "POST", url+"/duplicate", "", w.seeker)
			dup := a.data()
			if a.msg() != "CV duplicated successfully" || dup["title"] != "Backend engineer (copy)" || dup["version"] != 1.0 {
				t.Fatalf("%s", a.Body.String())
			}
			list := e.must(http.StatusOK, "GET", "/api/cvs", "", w.seeker).body["data"].([]any)
			if len(list) != 3 || list[0].(map[string]any)["id"] != dup["id"] {
				t.Fatalf("list %v", list)
			}
			d := e.must(http.StatusOK, "GET", "/api/cvs/dashboard", "", w.seeker).data()
			if d["totalCVs"] != 3.0 || d["lastUpdated"] == nil || d["completionPercentage"].(float64) <= 0 {
				t.Fatalf("dashboard %v", d)
			}
			empty := e.must(http.StatusOK, "GET", "/api/cvs/dashboard", "", w.other).data()
			if empty["totalCVs"] != 0.0 || empty["lastUpdated"] != nil || empty["completionPercentage"] != 0.0 {
				t.Fatalf("empty dashboard %v", empty)
			}
		})

		t.Run("at most 20 CVs", func(t *testing.T) {
			for range 20 {
				if a := e.do("POST", "/api/cvs", "", w.other); a.Code != http.StatusCreated {
					wantStatus(t, a, http.StatusUnprocessableEntity)
					if !strings.Contains(a.msg(), "at most 20 CVs") {
						t.Fatal(a.msg())
					}
					return
				}
			}
			a := e.do("POST", "/api/cvs", "", w.other)
			wantStatus(t, a, http.StatusUnprocessableEntity)
		})

		t.Run("delete", func(t *testing.T) {
			a := e.must(http.StatusOK, "DELETE", url, "", w.seeker)
			if a.msg() != "CV deleted successfully" {
				t.Fatal(a.Body.String())
			}
			e.must(http.StatusNotFound, "GET", url, "", w.seeker)
			e.must(http.StatusNotFound, "DELETE", url, "", w.seeker)
		})
	})
}

// transparentPNG is a picture with a see-through corner, which a CV's photo
// is not: it is kept as a JPEG on white.
func transparentPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 300, 200))
	for y := range 200 {
		for x := range 300 {
			a := uint8(255)
			if x < 50 {
				a = 0
			}
			img.Set(x, y, color.NRGBA{200, 40, 40, a})
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func TestCVPhotosAndPDFs(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCVWorld(e)
		url := fmt.Sprintf("/api/cvs/%d", w.cv)

		a := e.sendForm("POST", url+"/photo", w.seeker, nil, formFile{"photo", "me.png", transparentPNG(t)})
		wantStatus(t, a, http.StatusOK)
		photo := a.data()["profilePhoto"].(string)
		if !strings.HasPrefix(photo, "/media/img/") || !strings.HasSuffix(photo, ".jpg") {
			t.Fatalf("photo %q", photo)
		}
		data, err := e.blobData(mediaKey(photo))
		if err != nil || !bytes.HasPrefix(data, []byte{0xff, 0xd8, 0xff}) {
			t.Fatalf("the photo is not kept as a JPEG: %v", err)
		}
		if img, _, err := image.Decode(bytes.NewReader(data)); err != nil || img.Bounds().Dx() != 200 || img.Bounds().Dy() != 200 {
			t.Fatalf("photo %v %v", img.Bounds(), err)
		}
		e.run(t, []scenario{
			{name: "a photo sent as JSON", method: "POST", url: url + "/photo", body: `{"photo":"x"}`, token: w.seeker, wantStatus: 415},
		})
		for _, c := range []struct {
			name string
			file formFile
			want int
		}{
			{"a PDF as a photo", formFile{"photo", "me.jpg", testPDF}, http.StatusUnsupportedMediaType},
			{"a photo over 5 MB", formFile{"photo", "me.jpg", bytes.Repeat([]byte{0xff}, 5<<20+10)}, http.StatusRequestEntityTooLarge},
			{"a picture of a billion pixels", formFile{"photo", "bomb.png", pngClaiming(40000, 40000)}, http.StatusRequestEntityTooLarge},
			{"no photo", formFile{"other", "x.jpg", testPhoto(t, 10, 10, 1)}, http.StatusBadRequest},
		} {
			t.Run(c.name, func(t *testing.T) {
				wantStatus(t, e.sendForm("POST", url+"/photo", w.seeker, nil, c.file), c.want)
			})
		}
		if a := e.sendForm("POST", url+"/photo", w.other, nil, formFile{"photo", "me.jpg", testPhoto(t, 50, 50, 2)}); a.Code != http.StatusNotFound {
			t.Fatalf("another's CV: %d", a.Code)
		}
		if n := len(e.blobKeys()); n != 1 {
			t.Fatalf("refused photos were kept: %v", e.blobKeys())
		}
		e.must(http.StatusOK, "PUT", url, cvBody(1, strings.Replace(goodBuilderData, `"city":"Colombo"`,
			`"city":"Colombo","profilePhoto":"`+photo+`"`, 1)), w.seeker)

		var exportURL, exportID string
		t.Run("generate-pdf answers the PDF and keeps it", func(t *testing.T) {
			a := e.do("POST", url+"/generate-pdf", `{"includePhoto":true}`, w.seeker)
			wantStatus(t, a, http.StatusOK)
			h := a.Header()
			if h.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(a.Body.Bytes(), []byte("%PDF-")) ||
				h.Get("Content-Disposition") != `attachment; filename="Nimal-Perera-CV.pdf"` {
				t.Fatalf("headers %v", h)
			}
			exportURL, exportID = h.Get("X-PDF-Url"), h.Get("X-Export-Id")
			if exportURL != fmt.Sprintf("%s/exports/%s/pdf", url, exportID) {
				t.Fatalf("X-PDF-Url %q, X-Export-Id %q", exportURL, exportID)
			}
			if e.storedCV(w.cv, w.seeker)["downloads"] != 1.0 {
				t.Fatal("the download was not counted")
			}
			wantStatus(t, e.do("POST", url+"/generate-pdf", "", w.seeker), http.StatusOK) // no body at all
			list := e.must(http.StatusOK, "GET", url+"/exports", "", w.seeker).body["data"].([]any)
			first := list[1].(map[string]any)
			if len(list) != 2 || first["url"] != exportURL || first["format"] != "pdf" || first["size"].(float64) < 100 {
				t.Fatalf("exports %v", list)
			}
			again := e.do("GET", exportURL, "", w.seeker)
			wantStatus(t, again, http.StatusOK)
			if !bytes.HasPrefix(again.Body.Bytes(), []byte("%PDF-")) || again.Header().Get("Content-Type") != "application/pdf" ||
				again.Header().Get("Content-Disposition") != `attachment; filename="Nimal-Perera-CV.pdf"` {
				t.Fatal("the kept PDF is not served")
			}
			e.must(http.StatusNotFound, "GET", exportURL, "", w.other)
			e.must(http.StatusNotFound, "GET", url+"/exports/999/pdf", "", w.seeker)
		})
		t.Run("characters without a font are named in X-PDF-Warning", func(t *testing.T) {
			cv := e.storedCV(w.cv, w.seeker)
			e.must(http.StatusOK, "PUT", url, fmt.Sprintf(`{"version":%v,"builderData":{"personalInfo":{"firstName":"Nimal 😀","lastName":"Perera"}}}`,
				cv["version"]), w.seeker)
			a := e.do("POST", url+"/generate-pdf", `{"includePhoto":false}`, w.seeker)
			wantStatus(t, a, http.StatusOK)
			if warn := a.Header().Get("X-PDF-Warning"); !strings.Contains(warn, "U+1F600") || !strings.Contains(warn, "left out") {
				t.Fatalf("X-PDF-Warning %q", warn)
			}
			e.must(http.StatusOK, "PUT", url, fmt.Sprintf(`{"version":%v,"builderData":%s}`, cv["version"].(float64)+1,
				strings.Replace(goodBuilderData, `"city":"Colombo"`, `"city":"Colombo","profilePhoto":"`+photo+`"`, 1)), w.seeker)
		})
		e.run(t, []scenario{
			{name: "pdf options of the wrong type", method: "POST", url: url + "/generate-pdf", body: `{"includePhoto":"yes"}`,
				token: w.seeker, wantStatus: 400},
		})
		wantStatus(t, e.do("POST", url+"/generate-pdf", `{}`, w.seeker, "Content-Type", "text/plain"), http.StatusUnsupportedMediaType)

		t.Run("making PDFs is throttled", func(t *testing.T) {
			var last answer
			for range 30 {
				if last = e.do("POST", url+"/generate-pdf", "", w.seeker); last.Code != http.StatusOK {
					break
				}
			}
			wantStatus(t, last, http.StatusTooManyRequests)
			if last.Header().Get("Retry-After") == "" {
				t.Fatal("no Retry-After")
			}
		})

		t.Run("deleting the CV removes its PDFs and photo", func(t *testing.T) {
			if n := len(e.blobKeys()); n < 3 {
				t.Fatalf("files %v", e.blobKeys())
			}
			e.must(http.StatusOK, "DELETE", url, "", w.seeker)
			if keys := e.blobKeys(); len(keys) != 0 {
				t.Fatalf("files left: %v", keys)
			}
		})
	})
}

func TestCVTemplates(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		list := e.must(http.StatusOK, "GET", "/api/cv-templates", "", "").body["data"].([]any)
		var ids []string
		for _, item := range list {
			m := item.(map[string]any)
			ids = append(ids, m["id"].(string))
			if m["thumbnailUrl"] != "/api/cv-templates/"+m["id"].(string)+"/thumbnail.png" || m["name"] == "" {
				t.Fatalf("template %v", m)
			}
		}
		if !slices.Equal(ids, []string{"modern", "classic", "compact", "sidebar"}) {
			t.Fatalf("templates %v", ids)
		}
		if one := e.must(http.StatusOK, "GET", "/api/cv-templates/compact", "", "").data(); one["atsFriendly"] != true {
			t.Fatalf("compact %v", one)
		}
		e.must(http.StatusNotFound, "GET", "/api/cv-templates/fancy", "", "")
		a := e.do("GET", "/api/cv-templates/sidebar/thumbnail.png", "", "")
		wantStatus(t, a, http.StatusOK)
		if _, format := decodeImage(t, a); format != "png" || a.Header().Get("Content-Type") != "image/png" {
			t.Fatalf("thumbnail %s", format)
		}
		wantStatus(t, e.do("GET", "/api/cv-templates/fancy/thumbnail.png", "", ""), http.StatusNotFound)
	})
}

func TestCVShares(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCVWorld(e)
		url := fmt.Sprintf("/api/cvs/%d", w.cv)
		e.must(http.StatusOK, "PUT", url, cvBody(1, goodBuilderData), w.seeker)

		a := e.must(http.StatusCreated, "POST", url+"/share", `{"allowDownload":true}`, w.seeker)
		share := a.data()
		token := share["token"].(string)
		if a.msg() != "CV shared successfully" || len(token) != 43 || share["url"] != "/cv/s/"+token || share["expiresAt"] != nil {
			t.Fatalf("%s", a.Body.String())
		}
		if open := e.must(http.StatusCreated, "POST", url+"/share", `{"expiresInDays":null}`, w.seeker).data(); open["expiresAt"] != nil {
			t.Fatalf("a link with expiresInDays null expires: %v", open)
		} else {
			e.must(http.StatusOK, "DELETE", fmt.Sprintf("%s/shares/%v", url, open["id"]), "", w.seeker)
		}
		closed := e.must(http.StatusCreated, "POST", url+"/share", `{"expiresInDays":30}`, w.seeker).data()
		closedToken := closed["token"].(string)
		if closed["allowDownload"] != false || closed["expiresAt"] == nil {
			t.Fatalf("%v", closed)
		}
		shares := e.must(http.StatusOK, "GET", url+"/shares", "", w.seeker).body["data"].([]any)
		if len(shares) != 2 || shares[1].(map[string]any)["token"] != token {
			t.Fatalf("shares %v", shares)
		}

		t.Run("anyone with the link sees the CV, and a view is counted", func(t *testing.T) {
			a := e.do("GET", "/api/shared-cvs/"+token, "", "")
			wantStatus(t, a, http.StatusOK)
			d := a.data()
			cv := d["cv"].(map[string]any)
			if a.Header().Get("X-Robots-Tag") != "noindex, nofollow" || a.Header().Get("Cache-Control") != "no-store" ||
				d["allowDownload"] != true || d["pdfUrl"] != "/api/shared-cvs/"+token+"/pdf" || cv["title"] != "Backend engineer" {
				t.Fatalf("%v %s", a.Header(), a.Body.String())
			}
			for _, hidden := range []string{"views", "downloads", "version"} {
				if _, ok := cv[hidden]; ok {
					t.Fatalf("the shared CV shows %s", hidden)
				}
			}
			e.must(http.StatusOK, "GET", "/api/shared-cvs/"+token, "", w.seeker) // the owner: not counted
			if v := e.storedCV(w.cv, w.seeker)["views"]; v != 1.0 {
				t.Fatalf("views %v", v)
			}
			list := e.must(http.StatusOK, "GET", url+"/shares", "", w.seeker).body["data"].([]any)
			if list[1].(map[string]any)["views"] != 1.0 {
				t.Fatalf("share views %v", list)
			}
			if d := e.must(http.StatusOK, "GET", "/api/shared-cvs/"+closedToken, "", "").data(); d["pdfUrl"] != nil {
				t.Fatalf("pdfUrl %v", d["pdfUrl"])
			}
		})

		t.Run("the PDF only where downloads are allowed", func(t *testing.T) {
			a := e.do("GET", "/api/shared-cvs/"+token+"/pdf", "", "")
			wantStatus(t, a, http.StatusOK)
			if !bytes.HasPrefix(a.Body.Bytes(), []byte("%PDF-")) || a.Header().Get("X-Robots-Tag") != "noindex, nofollow" {
				t.Fatal("not a PDF")
			}
			if e.storedCV(w.cv, w.seeker)["downloads"] != 1.0 {
				t.Fatal("the download was not counted")
			}
			wantStatus(t, e.do("GET", "/api/shared-cvs/"+closedToken+"/pdf", "", ""), http.StatusNotFound)
		})

		t.Run("the page of the link is the app, not indexed, at a language's address too", func(t *testing.T) {
			for _, prefix := range []string{"", "/si", "/ta"} {
				a := e.do("GET", prefix+"/cv/s/"+token, "", "")
				wantStatus(t, a, http.StatusOK)
				if !strings.Contains(a.Body.String(), `<meta name="robots" content="noindex, nofollow">`) ||
					!strings.Contains(a.Body.String(), `<div id="root">`) || a.Header().Get("X-Robots-Tag") != "noindex, nofollow" ||
					!strings.HasPrefix(a.Header().Get("Content-Type"), "text/html") {
					t.Fatalf("%s: %v %s", prefix, a.Header(), a.Body.String())
				}
				b := e.do("GET", prefix+"/cv/s/nothing-here", "", "")
				wantStatus(t, b, http.StatusNotFound)
				if !strings.Contains(b.Body.String(), "noindex, nofollow") || b.Header().Get("X-Robots-Tag") != "noindex, nofollow" {
					t.Fatalf("%s: a dead link's page may be indexed", prefix)
				}
			}
		})

		last := "A"
		if token[42] == 'A' {
			last = "B"
		}
		tampered := token[:42] + last
		e.run(t, []scenario{
			{name: "a tampered token", method: "GET", url: "/api/shared-cvs/" + tampered, wantStatus: 404,
				wantBody: "This shared CV link is not available."},
			{name: "a short token", method: "GET", url: "/api/shared-cvs/abc", wantStatus: 404, wantBody: "not available"},
			{name: "a token that is not base64url", method: "GET", url: "/api/shared-cvs/" + strings.Repeat("*", 43), wantStatus: 404},
			{name: "a link of 0 days", method: "POST", url: url + "/share", body: `{"expiresInDays":0}`, token: w.seeker,
				wantStatus: 422, wantFields: []string{"expiresInDays"}},
			{name: "a link of 366 days", method: "POST", url: url + "/share", body: `{"expiresInDays":366}`, token: w.seeker,
				wantStatus: 422, wantFields: []string{"expiresInDays"}},
			{name: "a link of a company account", method: "POST", url: url + "/share", body: `{}`, token: w.employer, wantStatus: 403},
		})

		t.Run("a link that expired is gone", func(t *testing.T) {
			e.db.Now = func() time.Time { return time.Now().Add(31 * 24 * time.Hour) }
			defer func() { e.db.Now = time.Now }()
			a := e.do("GET", "/api/shared-cvs/"+closedToken, "", "")
			wantStatus(t, a, http.StatusNotFound)
			wantStatus(t, e.do("GET", "/api/shared-cvs/"+token, "", ""), http.StatusOK)
		})

		t.Run("a revoked link is gone", func(t *testing.T) {
			id := int64(share["id"].(float64))
			e.must(http.StatusNotFound, "DELETE", fmt.Sprintf("%s/shares/%d", url, id), "", w.other)
			e.must(http.StatusOK, "DELETE", fmt.Sprintf("%s/shares/%d", url, id), "", w.seeker)
			e.must(http.StatusNotFound, "GET", "/api/shared-cvs/"+token, "", "")
			e.must(http.StatusNotFound, "GET", "/api/shared-cvs/"+token+"/pdf", "", "")
			wantStatus(t, e.do("GET", "/cv/s/"+token, "", ""), http.StatusNotFound)
			e.must(http.StatusNotFound, "DELETE", fmt.Sprintf("%s/shares/%d", url, id), "", w.seeker)
			if list := e.must(http.StatusOK, "GET", url+"/shares", "", w.seeker).body["data"].([]any); len(list) != 1 {
				t.Fatalf("shares %v", list)
			}
		})

		t.Run("deleting the CV ends its links", func(t *testing.T) {
			e.must(http.StatusOK, "DELETE", url, "", w.seeker)
			e.must(http.StatusNotFound, "GET", "/api/shared-cvs/"+closedToken, "", "")
		})
	})
}

func TestApplyingWithABuiltCV(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCVWorld(e)
		admin := e.adminToken("admin")
		job := e.approvedJob(w.employer, admin)
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/cvs/%d", w.cv), cvBody(1, goodBuilderData), w.seeker)
		apply := fmt.Sprintf("/api/jobs/%d/apply", job)

		a := e.sendForm("POST", apply, w.other, applyForm(formFile{}, [2]string{"cvId", fmt.Sprint(w.cv)}))
		wantStatus(t, a, http.StatusNotFound)
		if e.applicationCount(job) != 0 {
			t.Fatal("an application with another's CV was stored")
		}
		a = e.sendForm("POST", apply, w.seeker, applyForm(formFile{}, [2]string{"cvId", fmt.Sprint(w.cv)}))
		wantStatus(t, a, http.StatusCreated)
		cv := a.data()["cv"].(map[string]any)
		if cv["name"] != "Nimal-Perera-CV.pdf" || cv["type"] != "application/pdf" {
			t.Fatalf("cv %v", cv)
		}
		file := e.do("GET", fmt.Sprintf("/api/applications/%d/cv", int64(a.data()["id"].(float64))), "", w.employer)
		wantStatus(t, file, http.StatusOK)
		if !bytes.HasPrefix(file.Body.Bytes(), []byte("%PDF-")) {
			t.Fatal("the employer does not get the PDF")
		}
		var body map[string]any
		if err := json.Unmarshal(a.Body.Bytes(), &body); err != nil || e.applicationCount(job) != 1 {
			t.Fatal(err)
		}
	})
}
