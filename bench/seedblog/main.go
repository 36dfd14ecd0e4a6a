// Command seedblog fills a database with generated blog posts and comments
// for benchmarks: posts in a dozen categories with two tags each, of 150 to
// 900 words drawn from a job seeker's vocabulary, published over the last
// three years (one in twenty a draft), and comments by a few hundred
// customers, a fifth of them on the hundred newest posts, as readers do.
// Posts go through the store in large transactions; comments in statements
// of many rows (store.CreateComments), so a million take seconds, not hours.
//
//	go run ./bench/seedblog -db /tmp/blog.db -posts 50000 -comments 1000000
//
// The database should be empty (bench/blog.sh empties it with seedjobs -drop
// or by removing the file). On PostgreSQL the schema named by the URL's
// search_path is made if it is missing, and statistics are gathered at the end.
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, to make the schema

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storebench"
)

func main() {
	var (
		dsn       = flag.String("db", "", "an SQLite file, or a postgres:// URL whose search_path names the schema (required)")
		posts     = flag.Int("posts", 50000, "number of posts")
		comments  = flag.Int("comments", 1000000, "number of comments")
		customers = flag.Int("customers", 300, "number of customers who comment")
		seed      = flag.Uint64("seed", 1, "random seed")
	)
	flag.Parse()
	if *dsn == "" || *posts < 1 || *comments < 0 || *customers < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), *dsn, *posts, *comments, *customers, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "seedblog:", err)
		os.Exit(1)
	}
}

var (
	categoryNames = []string{"Career Advice", "Working Abroad", "Government Jobs", "For Employers", "Interviews",
		"Salaries", "Education", "IT Careers", "Hospitality", "Banking", "Apparel", "Startups"}
	tagNames = []string{"CV", "Interviews", "Salary", "First Job", "Job Scams", "SLBFE", "Gazette", "A/L",
		"Degree", "NVQ", "Remote Work", "Colombo", "Kandy", "Galle", "Jaffna", "Middle East", "Japan", "Korea",
		"Negotiation", "Promotion", "Leadership", "Excel", "English", "Internship", "Part Time"}
	words = strings.Fields(`job work employer interview salary cv experience company skills training career
		manager team office colombo kandy galle jaffna government private bank hotel factory apparel engineer
		accountant teacher nurse driver clerk officer graduate school university diploma certificate exam
		gazette application deadline contract agency abroad visa passport qatar dubai korea japan maldives
		overtime leave bonus allowance epf etf promotion appraisal feedback customer sales marketing software
		developer designer analyst data excel english sinhala tamil communication leadership deadline project
		budget report meeting presentation recruiter shortlist reference letter offer probation permanent
		remote hybrid commute bus train transport family savings loan insurance pension negotiation confidence`)
	// rareWord appears in about one post in two hundred, for a search of a rare word.
	rareWord = "gemmologist"
)

func run(ctx context.Context, dsn string, nPosts, nComments, nCustomers int, seed uint64) error {
	if err := makeSchema(ctx, dsn); err != nil {
		return err
	}
	start := time.Now()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	now := time.Now().UTC()

	editor := &jobportal.AdminUser{Username: "bench-editor", Name: "Bench Editor", Role: jobportal.RoleEditor}
	if err := db.CreateAdminUser(ctx, editor, "not-a-hash"); err != nil {
		return err
	}
	var categories, tags []int64
	for _, name := range categoryNames {
		c, err := db.CreateCategory(ctx, jobportal.CategoryInput{Name: name})
		if err != nil {
			return err
		}
		categories = append(categories, c.ID)
	}
	for _, name := range tagNames {
		t, err := db.CreateTag(ctx, jobportal.TagInput{Name: name})
		if err != nil {
			return err
		}
		tags = append(tags, t.ID)
	}

	const postsPerTx = 2000
	batch := make([]*jobportal.Post, 0, postsPerTx)
	for i := range nPosts {
		batch = append(batch, post(rng, i, nPosts, now, editor.ID, categories, tags))
		if len(batch) == postsPerTx || i == nPosts-1 {
			if err := db.CreatePosts(ctx, batch); err != nil {
				return err
			}
			batch = batch[:0]
			fmt.Fprintf(os.Stderr, "\rseedblog: %d of %d posts", i+1, nPosts)
		}
	}
	fmt.Fprintln(os.Stderr)
	postsDone := time.Since(start)

	people := make([]int64, nCustomers)
	for i := range people {
		c, err := db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerIndividual,
			Name: fmt.Sprintf("Reader %d", i+1), Email: fmt.Sprintf("reader%d@bench.example.lk", i+1)}, "not-a-hash")
		if err != nil {
			return err
		}
		people[i] = c.ID
	}
	// Post ids run from 1 in the order made, and the newest are the last made.
	firstID, lastID := int64(1), int64(nPosts)
	const commentsPerTx = 20000
	cs := make([]jobportal.Comment, 0, commentsPerTx)
	for i := range nComments {
		postID := firstID + rng.Int64N(lastID-firstID+1)
		if rng.IntN(5) == 0 {
			postID = lastID - rng.Int64N(min(100, lastID))
		}
		at := now.Add(-time.Duration(rng.Int64N(int64(365 * 24 * time.Hour))))
		cs = append(cs, jobportal.Comment{PostID: postID, Author: jobportal.CommentAuthor{ID: people[rng.IntN(len(people))]},
			Text: sentence(rng, 5+rng.IntN(30)), CreatedAt: at})
		if len(cs) == commentsPerTx || i == nComments-1 {
			if err := db.CreateComments(ctx, cs); err != nil {
				return err
			}
			cs = cs[:0]
			fmt.Fprintf(os.Stderr, "\rseedblog: %d of %d comments", i+1, nComments)
		}
	}
	fmt.Fprintln(os.Stderr)
	commentsDone := time.Since(start) - postsDone
	if db.Dialect() == store.Postgres {
		plans, err := storebench.Open(dsn)
		if err != nil {
			return err
		}
		defer plans.Close()
		if err := plans.Analyze(ctx); err != nil {
			return err
		}
	}
	fmt.Printf("seeded %s: %d posts in %.1f s, %d comments in %.1f s\n", db.Dialect(), nPosts, postsDone.Seconds(),
		nComments, commentsDone.Seconds())
	return nil
}

// post makes the i-th of n posts: older ones first, so that ids follow the
// publication times.
func post(rng *rand.Rand, i, n int, now time.Time, editor int64, categories, tags []int64) *jobportal.Post {
	words := 150 + rng.IntN(750)
	var b strings.Builder
	for para := 0; words > 0; para++ {
		k := min(words, 40+rng.IntN(60))
		words -= k
		text := sentence(rng, k)
		if rng.IntN(200) == 0 && para == 0 {
			text += " " + rareWord
		}
		b.WriteString("<p>" + text + "</p>")
	}
	in := jobportal.PostInput{Title: strings.ToUpper(sentence(rng, 1)[:1]) + sentence(rng, 5+rng.IntN(6))[1:],
		Content: b.String()}
	cat := categories[rng.IntN(len(categories))]
	in.CategoryID = &cat
	first := rng.IntN(len(tags))
	in.TagIDs = jobportal.IDList{tags[first], tags[(first+1+rng.IntN(len(tags)-1))%len(tags)]}
	in.Normalize()
	p := &jobportal.Post{Author: jobportal.PostAuthor{ID: editor}, Published: rng.IntN(20) != 0,
		Featured: rng.IntN(50) == 0, Views: rng.Int64N(5000), LikesCount: rng.Int64N(200)}
	in.Apply(p)
	if p.Published {
		at := now.Add(-time.Duration(float64(3*365*24*time.Hour) * float64(n-i) / float64(n)))
		p.PublishedAt = &at
	}
	return p
}

// sentence is n words of the vocabulary.
func sentence(rng *rand.Rand, n int) string {
	out := make([]string, n)
	for i := range out {
		out[i] = words[rng.IntN(len(words))]
	}
	return strings.Join(out, " ")
}

// makeSchema makes the PostgreSQL schema named by the URL's search_path, if it is missing.
func makeSchema(ctx context.Context, dsn string) error {
	if !store.IsPostgresURL(dsn) {
		return nil
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return err
	}
	schema := u.Query().Get("search_path")
	if schema == "" || schema == "public" {
		return nil
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `CREATE SCHEMA IF NOT EXISTS `+pgIdent(schema)); err != nil {
		return fmt.Errorf("create schema %s: %w", schema, err)
	}
	return nil
}

// pgIdent quotes a PostgreSQL identifier.
func pgIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
