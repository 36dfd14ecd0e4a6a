package seed

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log/slog"
	"time"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// demoEditor is the demo admin user who runs the blog.
var demoEditor = jobportal.AdminUser{Username: "editor", Name: "Dilini Fernando", Role: jobportal.RoleEditor}

// DemoBlog adds the demo editor, the blog's categories and tags and the
// demo articles with their covers, each unless it is there already (an
// article by its title), and has the demo job seeker like, save and comment
// on the articles it adds. Run it after Demo, which adds the job seeker.
// storeImage keeps the generated covers, as Demo's keeps the logos.
func DemoBlog(ctx context.Context, db *store.DB, storeImage StoreImage, log *slog.Logger) error {
	editor, err := demoEditorAccount(ctx, db, log)
	if err != nil {
		return err
	}
	categories, err := demoTerms(ctx, db)
	if err != nil {
		return err
	}
	tags, err := demoTags(ctx, db)
	if err != nil {
		return err
	}
	f := jobportal.BlogFilter{Status: jobportal.PostsAll, Limit: jobportal.MaxPerPage}
	f.Normalize()
	existing, _, err := db.ListPosts(ctx, f)
	if err != nil {
		return fmt.Errorf("demo blog: %w", err)
	}
	have := map[string]bool{}
	for _, p := range existing {
		have[p.Title] = true
	}
	seeker, _, err := db.CustomerCredentials(ctx, demoCustomers[0].Email)
	if err != nil && jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
		return fmt.Errorf("demo blog: %w", err)
	}
	now := db.Now().UTC()
	added := 0
	for i, a := range demoArticles {
		if have[a.title] {
			continue
		}
		p, err := demoPost(ctx, db, storeImage, a, editor.ID, categories, tags, now)
		if err != nil {
			return err
		}
		added++
		if seeker != nil {
			if err := demoReactions(ctx, db, p.ID, seeker.ID, i); err != nil {
				return err
			}
		}
	}
	if added > 0 {
		log.Info("added the demo articles", "articles", added, "editor", demoEditor.Username, "password", DemoPassword)
	}
	return nil
}

func demoEditorAccount(ctx context.Context, db *store.DB, log *slog.Logger) (*jobportal.AdminUser, error) {
	a, _, err := db.AdminCredentials(ctx, demoEditor.Username)
	if err == nil {
		return a, nil
	} else if jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
		return nil, fmt.Errorf("demo editor: %w", err)
	}
	hash, err := auth.HashPassword(DemoPassword)
	if err != nil {
		return nil, err
	}
	e := demoEditor
	if err := db.CreateAdminUser(ctx, &e, hash); err != nil {
		return nil, fmt.Errorf("demo editor: %w", err)
	}
	log.Info("added the demo editor", "username", e.Username, "password", DemoPassword)
	return &e, nil
}

// demoTerms adds the missing demo categories and returns every category's id by name.
func demoTerms(ctx context.Context, db *store.DB) (map[string]int64, error) {
	list, err := db.ListCategories(ctx)
	if err != nil {
		return nil, fmt.Errorf("demo categories: %w", err)
	}
	ids := map[string]int64{}
	for _, c := range list {
		ids[c.Name] = c.ID
	}
	for _, c := range demoCategories {
		if _, ok := ids[c[0]]; ok {
			continue
		}
		made, err := db.CreateCategory(ctx, jobportal.CategoryInput{Name: c[0], Description: c[1]})
		if err != nil {
			return nil, fmt.Errorf("demo category %s: %w", c[0], err)
		}
		ids[made.Name] = made.ID
	}
	return ids, nil
}

// demoTags adds the tags the demo articles use and returns every tag's id by name.
func demoTags(ctx context.Context, db *store.DB) (map[string]int64, error) {
	list, err := db.ListTags(ctx)
	if err != nil {
		return nil, fmt.Errorf("demo tags: %w", err)
	}
	ids := map[string]int64{}
	for _, t := range list {
		ids[t.Name] = t.ID
	}
	for _, a := range demoArticles {
		for _, name := range a.tags {
			if _, ok := ids[name]; ok {
				continue
			}
			made, err := db.CreateTag(ctx, jobportal.TagInput{Name: name})
			if err != nil {
				return nil, fmt.Errorf("demo tag %s: %w", name, err)
			}
			ids[name] = made.ID
		}
	}
	return ids, nil
}

// demoPost stores an article, published daysAgo days before now, with a cover made for it.
func demoPost(ctx context.Context, db *store.DB, storeImage StoreImage, a demoArticle, editorID int64,
	categories, tags map[string]int64, now time.Time) (*jobportal.Post, error) {
	cat := categories[a.category]
	in := jobportal.PostInput{Title: a.title, Excerpt: a.excerpt, Content: a.content, CategoryID: &cat, Featured: &a.featured}
	for _, t := range a.tags {
		in.TagIDs = append(in.TagIDs, tags[t])
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, fmt.Errorf("demo article %q: %w", a.title, err)
	}
	data, err := demoCover(a.colour)
	if err != nil {
		return nil, err
	}
	cover, err := storeImage(ctx, data)
	if err != nil {
		return nil, fmt.Errorf("demo cover: %w", err)
	}
	published := now.AddDate(0, 0, -a.daysAgo)
	p := &jobportal.Post{Author: jobportal.PostAuthor{ID: editorID}, Published: true, PublishedAt: &published, CoverImage: cover}
	in.Apply(p)
	if err := db.CreatePost(ctx, p); err != nil {
		return nil, fmt.Errorf("demo article %q: %w", a.title, err)
	}
	return p, nil
}

// demoComments are what the demo job seeker says about the articles, in turn.
var demoComments = []string{
	"Very useful, thank you. I rewrote my CV to two pages last night.",
	"The part about certified copies saved me a second trip to Colombo.",
	"I practised the two-minute answer with my sister. It really helped!",
	"My cousin nearly paid an agent without a licence. Sharing this with the family.",
}

// demoReactions has the job seeker like every other article, save every
// third and comment on the first few.
func demoReactions(ctx context.Context, db *store.DB, postID, seekerID int64, i int) error {
	if i%2 == 0 {
		if _, err := db.LikePost(ctx, postID, seekerID); err != nil {
			return fmt.Errorf("demo like: %w", err)
		}
	}
	if i%3 == 0 {
		if _, err := db.BookmarkPost(ctx, postID, seekerID); err != nil {
			return fmt.Errorf("demo bookmark: %w", err)
		}
	}
	if i < len(demoComments) {
		if _, err := db.AddComment(ctx, postID, seekerID, demoComments[i]); err != nil {
			return fmt.Errorf("demo comment: %w", err)
		}
	}
	return nil
}

// Cover images are 1200 × 630, the size social networks show link previews at.
const (
	coverWidth  = 1200
	coverHeight = 630
)

// demoCover draws a cover in an article's colour (a gradient, rings and a
// band, no text, so it suits every language) as a PNG.
func demoCover(c [3]uint8) ([]byte, error) {
	img := image.NewNRGBA(image.Rect(0, 0, coverWidth, coverHeight))
	shade := func(v uint8, f float64) uint8 { return uint8(min(255, float64(v)*f)) }
	for y := range coverHeight {
		f := 1.25 - 0.55*float64(y)/coverHeight
		row := color.NRGBA{shade(c[0], f), shade(c[1], f), shade(c[2], f), 255}
		for x := range coverWidth {
			img.SetNRGBA(x, y, row)
		}
	}
	light := func(x, y int, a uint8) {
		p := img.NRGBAAt(x, y)
		blend := func(v uint8) uint8 { return uint8((int(v)*(255-int(a)) + 255*int(a)) / 255) }
		img.SetNRGBA(x, y, color.NRGBA{blend(p.R), blend(p.G), blend(p.B), 255})
	}
	rings := [][3]int{{980, 120, 220}, {1080, 520, 160}, {160, 560, 120}}
	for _, r := range rings {
		for y := max(0, r[1]-r[2]); y < min(coverHeight, r[1]+r[2]); y++ {
			for x := max(0, r[0]-r[2]); x < min(coverWidth, r[0]+r[2]); x++ {
				dx, dy := x-r[0], y-r[1]
				d := dx*dx + dy*dy
				if d <= r[2]*r[2] && d >= (r[2]-28)*(r[2]-28) {
					light(x, y, 60)
				}
			}
		}
	}
	for y := 400; y < 440; y++ {
		for x := 90; x < 700; x++ {
			light(x, y, 200)
		}
	}
	for y := 470; y < 490; y++ {
		for x := 90; x < 480; x++ {
			light(x, y, 120)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("demo cover: %w", err)
	}
	return buf.Bytes(), nil
}
