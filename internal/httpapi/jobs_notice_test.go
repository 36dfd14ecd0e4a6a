package httpapi_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os/exec"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/media/notice"
	"jobportal/internal/notices"
	"jobportal/internal/ocr"
)

// flyerClosing is the closing date printed on the flyer: a fixed day far ahead, so that
// the picture is the same every day. The date is one of its words, and a different
// picture can be read differently (Tesseract took "80,000" for "88,000" on some days).
const flyerClosing = "2099-06-30"

// flyerJPEG is a photographed notice with the words of a flyer-only job.
func flyerJPEG(t *testing.T) []byte {
	t.Helper()
	data, err := notice.JPEG(1000, 1300, 3, []string{"Position: Lorry Drivers - Polonnaruwa",
		"Heavy vehicle licence required.", "Salary: Rs. 65,000 - 80,000 a month",
		"Closing date: " + flyerClosing, "Send your CV to drivers@transport.example.lk"})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestJobNoticeReading(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		employer := e.companyToken("Lanka Transport", "hr@transport.lk")
		seeker := e.customerToken("nimali@example.lk")
		editor := e.adminTokenAs("editor", jobportal.RoleEditor)
		admin := e.adminToken("admin")
		png := []byte("\x89PNG\r\n\x1a\n not really a picture")
		e.run(t, []scenario{
			{name: "a visitor may not have a flyer read", method: "POST", url: "/api/jobs/notice", wantStatus: 401},
			{name: "an editor, who does not post jobs, may not either", method: "POST", url: "/api/jobs/notice",
				token: editor, wantStatus: 403},
			{name: "a flyer sent as JSON is refused, naming the form", method: "POST", url: "/api/jobs/notice",
				body: `{"image":"x"}`, token: employer, wantStatus: 415, wantBody: "multipart/form-data"},
		})
		for _, c := range []struct {
			name       string
			fields     [][2]string
			files      []formFile
			wantStatus int
			wantField  string
		}{
			{"a form without the image names the field", nil, nil, 422, "image"},
			{"a file that is not an image is refused", nil, []formFile{{"image", "flyer.png", png}}, 422, "image"},
			{"a field the call does not take is refused", [][2]string{{"title", "Driver"}},
				[]formFile{{"image", "flyer.jpg", []byte("x")}}, 400, "title"},
		} {
			t.Run(c.name, func(t *testing.T) {
				e := e.sub(t)
				a := e.sendForm("POST", "/api/jobs/notice", employer, c.fields, c.files...)
				if a.Code != c.wantStatus || strings.Join(a.fieldErrors(), ",") != c.wantField {
					t.Fatalf("status %d, fields %q: %s", a.Code, a.fieldErrors(), a.Body.String())
				}
			})
		}
		if _, err := exec.LookPath("tesseract"); err != nil {
			t.Log("tesseract is not installed: the flyers are not read")
			return
		}
		t.Run("a job seeker posting a job gets the flyer's text and the fields it gives", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", "/api/jobs/notice", seeker, nil, formFile{"image", "flyer.jpg", flyerJPEG(t)})
			if a.Code != 200 {
				t.Fatalf("status %d: %s", a.Code, a.Body.String())
			}
			d := a.data()
			s, _ := d["suggestions"].(map[string]any)
			if !strings.Contains(d["text"].(string), "Polonnaruwa") || s["title"] != "Lorry Drivers - Polonnaruwa" ||
				s["closingDate"] != flyerClosing || s["salaryMin"] != 65000.0 || s["salaryMax"] != 80000.0 ||
				s["applyEmail"] != "drivers@transport.example.lk" {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
		t.Run("a flyer-only job is found by a word printed on it once its text is read", func(t *testing.T) {
			e := e.sub(t)
			fields := [][2]string{{"title", "Vacancy"}, {"description", "See the flyer."}, {"location", "Colombo"},
				{"jobType", "Full Time Jobs"}, {"experienceLevel", "Mid Level"}, {"mainTopic", "Private Jobs"},
				{"closingDate", day(20)}}
			a := e.sendForm("POST", "/api/jobs", employer, fields, formFile{"image", "flyer.jpg", flyerJPEG(t)})
			if a.Code != 201 {
				t.Fatalf("status %d: %s", a.Code, a.Body.String())
			}
			id := int64(a.data()["id"].(float64))
			e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/approve", id), "", admin)
			if got := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", id), "", "").data(); got["noticeText"] != nil {
				t.Fatalf("a text before it is read: %v", got["noticeText"])
			}
			worker := &notices.Worker{DB: e.db, Blobs: e.blobs, Reader: &ocr.Reader{}, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
			if n, err := worker.RunOnce(ctxb); err != nil || n != 1 {
				t.Fatalf("read %d, %v", n, err)
			}
			got := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", id), "", "").data()
			if text, _ := got["noticeText"].(string); !strings.Contains(text, "Polonnaruwa") {
				t.Fatalf("noticeText %v", got["noticeText"])
			}
			page := e.do("GET", fmt.Sprintf("/job/%d/vacancy", id), "", "")
			ld := page.Body.String()
			if i := strings.Index(ld, `application/ld+json`); i < 0 || !strings.Contains(ld[i:i+strings.Index(ld[i:], "</script>")], "Polonnaruwa") {
				t.Fatalf("the JobPosting's description lacks the flyer's text: %d %s", page.Code, ld)
			}
			list := e.must(200, "GET", "/api/jobs/search?keyword="+url.QueryEscape("polonnaruwa"), "", "")
			if !strings.Contains(list.Body.String(), `"title":"Vacancy"`) {
				t.Fatalf("search %s", list.Body.String())
			}
		})
	})
}
