package store_test

import (
	"math"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestBlogStats(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newBlogWorld(t, db)
		t.Run("an empty blog has zero figures and empty lists", func(t *testing.T) {
			s, err := db.BlogStats(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if s.TotalPosts != 0 || s.AverageReadTime != 0 || s.TopCategories == nil || len(s.TopCategories) != 0 || s.TopTags == nil || len(s.TopTags) != 0 {
				t.Fatalf("%+v", s)
			}
		})
		cv := w.post("Writing a CV", "<p>Two pages are enough.</p>",
			func(p *jobportal.Post) { p.Tags = []jobportal.TagRef{{ID: w.cv.ID}} })
		abroad := w.post("Working abroad safely", "<p>"+strings.Repeat("contract ", 1000)+"</p>",
			func(p *jobportal.Post) { p.Tags = []jobportal.TagRef{{ID: w.abro.ID}, {ID: w.cv.ID}} })
		w.post("A draft", "<p>"+strings.Repeat("draft ", 5000)+"</p>", func(p *jobportal.Post) {
			p.Published = false
			p.Tags = []jobportal.TagRef{{ID: w.abro.ID}}
		})
		other, err := db.CreateCategory(ctx, jobportal.CategoryInput{Name: "Employers"})
		if err != nil {
			t.Fatal(err)
		}
		w.post("Hiring fairly", "<p>Write the salary in the advert.</p>", func(p *jobportal.Post) { p.Category = &jobportal.CategoryRef{ID: other.ID} })
		if _, err := db.LikePost(ctx, cv.ID, w.reader.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.AddComment(ctx, abroad.ID, w.reader.ID, "Thank you"); err != nil {
			t.Fatal(err)
		}
		if _, err := db.AddComment(ctx, cv.ID, w.reader.ID, "Useful"); err != nil {
			t.Fatal(err)
		}
		if err := db.AddPostViews(ctx, map[int64]int64{cv.ID: 7, abroad.ID: 3}); err != nil {
			t.Fatal(err)
		}

		s, err := db.BlogStats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		t.Run("totals count every post and every reaction", func(t *testing.T) {
			if s.TotalPosts != 4 || s.PublishedPosts != 3 || s.DraftPosts != 1 || s.TotalViews != 10 || s.TotalLikes != 1 || s.TotalComments != 2 {
				t.Fatalf("%+v", s)
			}
		})
		t.Run("the average read time is over published posts", func(t *testing.T) {
			want := math.Round(float64(cv.ReadTime+abroad.ReadTime+1)/3*10) / 10
			if abroad.ReadTime < 2 || s.AverageReadTime != want {
				t.Fatalf("average %v, want %v (abroad %d)", s.AverageReadTime, want, abroad.ReadTime)
			}
		})
		t.Run("top categories and tags count published posts, most first", func(t *testing.T) {
			if len(s.TopCategories) != 2 || s.TopCategories[0].Slug != "career-advice" || s.TopCategories[0].Count != 2 ||
				s.TopCategories[1].Slug != "employers" || s.TopCategories[1].Count != 1 {
				t.Fatalf("categories %+v", s.TopCategories)
			}
			if len(s.TopTags) != 2 || s.TopTags[0].Slug != "cv" || s.TopTags[0].Count != 2 || s.TopTags[1].Slug != "working-abroad" ||
				s.TopTags[1].Count != 1 || s.TopTags[0].Name != "CV" || s.TopTags[0].ID != w.cv.ID {
				t.Fatalf("tags %+v", s.TopTags)
			}
		})
	})
}
