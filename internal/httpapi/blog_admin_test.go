package httpapi_test

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

func TestBlogImages(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		send := func(t *testing.T, token string, files ...formFile) answer {
			return b.sub(t).sendForm("POST", "/api/blogs/images", token, nil, files...)
		}
		t.Run("an editor's PNG is kept and served from /media", func(t *testing.T) {
			a := send(t, b.editor, formFile{"image", "chart.png", testGraphic(t, 40, 30)})
			wantStatus(t, a, http.StatusCreated)
			url, _ := a.data()["url"].(string)
			if a.body["success"] != true || !strings.HasPrefix(url, "/media/img/") || !strings.HasSuffix(url, ".png") {
				t.Fatalf("%s", a.Body.String())
			}
			if got := b.sub(t).do("GET", url, "", ""); got.Code != 200 || got.Header().Get("Content-Type") != "image/png" {
				t.Fatalf("GET %s: %d %s", url, got.Code, got.Header().Get("Content-Type"))
			}
		})
		t.Run("an admin's JPEG is kept too", func(t *testing.T) {
			wantStatus(t, send(t, b.admin, formFile{"image", "photo.jpg", testPhoto(t, 32, 32, 9)}), http.StatusCreated)
		})
		keys := len(b.blobKeys())
		for _, c := range []struct {
			name   string
			token  string
			files  []formFile
			status int
			field  string
		}{
			{"an HTML file named .png is a 415", b.editor, []formFile{{"image", "x.png", []byte("<html><script>alert(1)</script></html>")}}, http.StatusUnsupportedMediaType, ""},
			{"an image of 20 MB is a 413", b.editor, []formFile{{"image", "big.png", bytes.Repeat([]byte{0x89}, 20<<20)}}, http.StatusRequestEntityTooLarge, "image"},
			{"a form without the image is a 422", b.editor, nil, http.StatusUnprocessableEntity, "image"},
			{"a file under another name is a 400", b.editor, []formFile{{"picture", "x.png", testGraphic(t, 8, 8)}}, http.StatusBadRequest, ""},
			{"a customer may not upload", b.seeker, []formFile{{"image", "x.png", testGraphic(t, 8, 8)}}, http.StatusForbidden, ""},
			{"a visitor may not upload", "", []formFile{{"image", "x.png", testGraphic(t, 8, 8)}}, http.StatusUnauthorized, ""},
		} {
			t.Run(c.name, func(t *testing.T) {
				a := send(t, c.token, c.files...)
				wantStatus(t, a, c.status)
				if a.body["success"] != false || a.msg() == "" {
					t.Fatalf("%s", a.Body.String())
				}
				if c.field != "" && strings.Join(a.fieldErrors(), ",") != c.field {
					t.Fatalf("fields %v: %s", a.fieldErrors(), a.Body.String())
				}
			})
		}
		t.Run("the refused uploads stored nothing", func(t *testing.T) {
			if n := len(b.blobKeys()); n != keys {
				t.Fatalf("%d blobs, want %d", n, keys)
			}
		})
		t.Run("JSON is refused", func(t *testing.T) {
			a := b.sub(t).do("POST", "/api/blogs/images", `{"image":"x"}`, b.editor)
			wantStatus(t, a, http.StatusUnsupportedMediaType)
		})
	})
}

func TestBlogStatsRoute(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		post := fmt.Sprintf("/api/blogs/%d", b.post)
		b.must(200, "POST", post+"/like", "", b.seeker)
		b.must(201, "POST", post+"/comments", `{"text":"Useful, thank you."}`, b.other)
		b.run(t, []scenario{
			{name: "a visitor may not read the figures", method: "GET", url: "/api/blogs/stats", wantStatus: 401},
			{name: "a customer may not read the figures", method: "GET", url: "/api/blogs/stats", token: b.seeker, wantStatus: 403},
			{name: "an editor reads the figures", method: "GET", url: "/api/blogs/stats", token: b.editor, wantStatus: 200,
				wantBody: `"totalPosts":2,"publishedPosts":1,"draftPosts":1,"totalViews":0,"totalLikes":1,"totalComments":1,"averageReadTime":1`},
			{name: "the top category and tag are named", method: "GET", url: "/api/blogs/stats", token: b.admin, wantStatus: 200,
				wantBody: fmt.Sprintf(`"topCategories":[{"id":%d,"name":"Career Advice","slug":"career-advice","count":1}],"topTags":[{"id":%d,"name":"CV","slug":"cv","count":1}]`, b.category, b.tag)},
			{name: "stats is not read as a post's id", method: "GET", url: "/api/blogs/stats", wantStatus: 401},
		})
	})
}
