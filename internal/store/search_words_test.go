package store_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// Jobs written in Sinhala, Tamil and English are found by their words in any
// of the three scripts and in Latin letters as people type Sinhala and Tamil,
// on both databases.
func TestSearchAcrossScripts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		start := w.clk.t
		text := func(desc string) func(*jobportal.Job) {
			return func(j *jobportal.Job) { j.Description = desc }
		}
		w.add("කාර්යාල සහායක රැකියා - මහනුවර", text("මහනුවර නගරයේ කාර්යාලයක් සඳහා සහායකයෙකු අවශ්\u200dයයි."),
			posted(start.Add(-5*time.Hour)), func(j *jobportal.Job) { j.Location = "Kandy" })
		w.add("රියදුරු රැකියා - කොළඹ", text("බර වාහන රියදුරු බලපත්\u200dරය ඇති අය සඳහා."), posted(start.Add(-4*time.Hour)))
		w.add("ගුරු පුරප්පාඩු - ගාල්ල", text("ඉංග්\u200dරීසි ගුරුවරුන් බඳවා ගැනේ."), posted(start.Add(-3*time.Hour)))
		w.add("ஆசிரியர் வேலை - யாழ்ப்பாணம்", text("ஆங்கில ஆசிரியர் தேவை."), posted(start.Add(-2*time.Hour)))
		w.add("சாரதி வேலை - கண்டி", text("கனரக வாகன சாரதி தேவை."), posted(start.Add(-90*time.Minute)))
		w.add("Driver - Kandy", text("A driver for our Kandy office."), posted(start.Add(-time.Hour)))
		w.add("ක්\u200dරීඩා පුහුණුකරු", text("පාසල් ක්\u200dරීඩා පුහුණුව සඳහා."), posted(start.Add(-30*time.Minute)))
		db.RefreshSearchWords(ctx)

		find := func(keyword string) []string {
			t.Helper()
			got := titles(w.search(keyword, nil))
			slices.Sort(got)
			return got
		}
		sorted := func(ts ...string) []string { slices.Sort(ts); return ts }

		t.Run("rakiya kandy finds the Sinhala and Tamil jobs in Kandy", func(t *testing.T) {
			// rakiya only says "a job": every job in Kandy, the Sinhala ones
			// first, since rakiya is Sinhala typed in Latin letters.
			got := titles(w.search("rakiya kandy", nil))
			if len(got) != 3 || got[0] != "කාර්යාල සහායක රැකියා - මහනුවර" || !slices.Contains(got, "சாரதி வேலை - கண்டி") {
				t.Fatalf("rakiya kandy found %q", got)
			}
			if got := titles(w.search("velai kandy", nil)); len(got) != 3 || got[0] != "சாரதி வேலை - கண்டி" {
				t.Fatalf("velai kandy found %q, want the Tamil job first", got)
			}
			wantTitles(t, find("rekiyawa mahanuwara"), sorted("කාර්යාල සහායක රැකියා - මහනුවර", "சாரதி வேலை - கண்டி", "Driver - Kandy")...)
		})
		t.Run("guru finds the teachers in Sinhala and Tamil", func(t *testing.T) {
			wantTitles(t, find("guru"), sorted("ගුරු පුරප්පාඩු - ගාල්ල", "ஆசிரியர் வேலை - யாழ்ப்பாணம்")...)
			wantTitles(t, find("guruvaru"), sorted("ගුරු පුරප්පාඩු - ගාල්ල", "ஆசிரியர் வேலை - யாழ்ப்பாணம்")...)
		})
		t.Run("velai finds the jobs, in Tamil first of all", func(t *testing.T) {
			got := find("velai")
			for _, want := range []string{"ஆசிரியர் வேலை - யாழ்ப்பாணம்", "சாரதி வேலை - கண்டி", "රියදුරු රැකියා - කොළඹ"} {
				if !slices.Contains(got, want) {
					t.Fatalf("velai found %q, not %q", got, want)
				}
			}
		})
		t.Run("a script word finds the same job in the other scripts", func(t *testing.T) {
			wantTitles(t, find("රියදුරු"), sorted("රියදුරු රැකියා - කොළඹ", "சாரதி வேலை - கண்டி", "Driver - Kandy")...)
			wantTitles(t, find("ஆசிரியர்"), sorted("ගුරු පුරප්පාඩු - ගාල්ල", "ஆசிரியர் வேலை - யாழ்ப்பாணம்")...)
		})
		t.Run("the words as typed rank first", func(t *testing.T) {
			got := titles(w.search("driver", nil))
			if len(got) != 3 || got[0] != "Driver - Kandy" {
				t.Fatalf("driver found %q, want the English job first of three", got)
			}
		})
		t.Run("a Sinhala word is found whole, with or without its joiner", func(t *testing.T) {
			wantTitles(t, find("ක්\u200dරීඩා"), "ක්\u200dරීඩා පුහුණුකරු")
			wantTitles(t, find("ක්රීඩා"), "ක්\u200dරීඩා පුහුණුකරු")
			// A word's pieces are not words of their own.
			wantTitles(t, find("රීඩා"))
			wantTitles(t, find("සහායක"), "කාර්යාල සහායක රැකියා - මහනුවර")
		})
		t.Run("a Latin word spelling a Sinhala title word finds it", func(t *testing.T) {
			wantTitles(t, find("punukaru"))
			wantTitles(t, find("puhunukaru"), "ක්\u200dරීඩා පුහුණුකරු")
		})
		t.Run("did you mean corrects from the vocabulary and the titles", func(t *testing.T) {
			if got := db.DidYouMean("rakiay kandu"); got != "rakiya kandy" {
				t.Fatalf("DidYouMean = %q", got)
			}
			if got := db.DidYouMean("guru kandy"); got != "" {
				t.Fatalf("DidYouMean of known words = %q", got)
			}
		})
		t.Run("suggestions come in the three scripts from public jobs only", func(t *testing.T) {
			w.add("Gemmologist Trainee", status(jobportal.JobPending))
			db.RefreshSearchWords(ctx)
			var texts []string
			for _, s := range db.SuggestSearch("gur", 8) {
				texts = append(texts, s.Text)
			}
			for _, want := range []string{"ගුරු", "ஆசிரியர்", "teacher"} {
				if !slices.Contains(texts, want) {
					t.Fatalf("suggestions %q, missing %q", texts, want)
				}
			}
			for _, s := range db.SuggestSearch("gemmol", 8) {
				if strings.Contains(s.Text, "gemmologist") {
					t.Fatalf("a pending job's title was suggested: %q", s.Text)
				}
			}
		})
	})
}

// Companies and articles written in Sinhala and Tamil are found by their
// whole words and by a word's beginning, a Sinhala word with or without its
// joiner, and a word's pieces find nothing, on both databases.
func TestCompanyAndBlogSearchKeepSinhalaAndTamilWordsWhole(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		w.adminCompany("ශ්\u200dරී ලංකා ප්\u200dරවාහන සේවය", func(c *jobportal.Company) {
			c.Description = "බර වාහන රියදුරන් සහ කාර්මිකයින් බඳවා ගනී."
		})
		w.adminCompany("யாழ் கல்வி நிலையம்", func(c *jobportal.Company) {
			c.Description = "ஆசிரியர்களுக்கான பயிற்சி நிலையம்."
		})
		w.adminCompany("Lanka Logistics", func(c *jobportal.Company) { c.Description = "Trucks and drivers." })
		companies := func(keyword string) string {
			t.Helper()
			f := jobportal.CompanyFilter{Keyword: keyword, SortBy: "name", SortOrder: "asc", Page: 1, Limit: 20}
			f.Normalize()
			got, _, err := db.ListCompanies(ctx, f)
			if err != nil {
				t.Fatalf("companies %q: %v", keyword, err)
			}
			return companyNames(got)
		}
		for keyword, want := range map[string]string{
			"රියදුරන්":   "ශ්\u200dරී ලංකා ප්\u200dරවාහන සේවය",
			"රියදු":      "ශ්\u200dරී ලංකා ප්\u200dරවාහන සේවය", // a word's beginning
			"ශ්\u200dරී": "ශ්\u200dරී ලංකා ප්\u200dරවාහන සේවය",
			"ශ්රී":       "ශ්\u200dරී ලංකා ප්\u200dරවාහන සේවය", // typed without the joiner
			"දුරන්":      "",                                   // a word's piece
			"ஆசிரியர்களுக்கான": "யாழ் கல்வி நிலையம்",
			"ஆசிரிய": "யாழ் கல்வி நிலையம்",
			"ரியர்":  "",
			"\u200d": "Lanka Logistics, யாழ் கல்வி நிலையம், ශ්\u200dරී ලංකා ප්\u200dරවාහන සේවය", // no word: no search
		} {
			if got := companies(keyword); got != want {
				t.Errorf("companies %q = %q, want %q", keyword, got, want)
			}
		}

		b := newBlogWorld(t, db)
		b.post("රැකියා සම්මුඛ පරීක්ෂණයකට සූදානම් වීම", "<p>ප්\u200dරශ්න වලට පිළිතුරු දීමට පුහුණු වන්න.</p>")
		b.post("நேர்முகத் தேர்வுக்குத் தயாராகுதல்", "<p>கேள்விகளுக்குப் பதில் சொல்லப் பழகுங்கள்.</p>")
		b.post("Preparing for an interview", "<p>Practise your answers.</p>")
		posts := func(keyword string) string {
			t.Helper()
			got, _, err := db.SearchPosts(ctx, blogFilter(func(f *jobportal.BlogFilter) { f.Keyword = keyword }))
			if err != nil {
				t.Fatalf("posts %q: %v", keyword, err)
			}
			return postTitles(got)
		}
		for keyword, want := range map[string]string{
			"පරීක්ෂණයකට":   "රැකියා සම්මුඛ පරීක්ෂණයකට සූදානම් වීම",
			"සූදා":         "රැකියා සම්මුඛ පරීක්ෂණයකට සූදානම් වීම",
			"ප්රශ්න":       "රැකියා සම්මුඛ පරීක්ෂණයකට සූදානම් වීම",
			"ක්ෂණ":         "",
			"தேர்வுக்குத்": "நேர்முகத் தேர்வுக்குத் தயாராகுதல்",
			"கேள்வி":       "நேர்முகத் தேர்வுக்குத் தயாராகுதல்",
			"ர்வுக்":       "",
		} {
			if got := posts(keyword); got != want {
				t.Errorf("posts %q = %q, want %q", keyword, got, want)
			}
		}
	})
}
