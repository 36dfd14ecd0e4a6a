// Command blogplans prints the query plans of the blog reads that
// bench/blog.sh loads: the list's first page with its count, a search with
// its count, and an article's page (the post, its tags and its first page
// of comments). The statements are the store's own (store.PostListQueries,
// store.PostPageQueries). On SQLite the plan is EXPLAIN QUERY PLAN; on
// PostgreSQL EXPLAIN (ANALYZE, BUFFERS). A step that reads a whole table is
// flagged, and each statement is timed alone (the median of 21 runs).
//
//	go run ./bench/blogplans -db /tmp/blog.db -post 50000
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storebench"
)

// fullScan matches a plan step that reads every row of a blog table:
// SQLite's "SCAN p" or "SCAN m" (without an index) and PostgreSQL's "Seq Scan".
var fullScan = regexp.MustCompile(`^\s*(SCAN (p|m|c|a|t|pt|blog_\w+)\s*$|.*Seq Scan on blog_\w+)`)

const timedRuns = 21

func main() {
	dsn := flag.String("db", "", "an SQLite file or a postgres:// URL (required)")
	word := flag.String("q", "salary", "the word searched for")
	post := flag.Int64("post", 0, "the post whose page is read (required)")
	flag.Parse()
	if *dsn == "" || *post < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), *dsn, *word, *post); err != nil {
		fmt.Fprintln(os.Stderr, "blogplans:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, dsn, word string, post int64) error {
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	plans, err := storebench.Open(dsn)
	if err != nil {
		return err
	}
	defer plans.Close()
	list := jobportal.BlogFilter{}
	list.Normalize()
	search := jobportal.BlogFilter{Keyword: word}
	search.Normalize()
	cases := []storebench.Case{
		{Name: "list, first page (GET /api/blogs)", Queries: db.PostListQueries(list, false)},
		{Name: "search (GET /api/blogs/search?q=" + word + ")", Queries: db.PostListQueries(search, true)},
		{Name: "article and its first comments (GET /api/blogs/{id}, /comments)", Queries: db.PostPageQueries(post, jobportal.NewPage(1, 10))},
	}
	return plans.ShowAll(ctx, os.Stdout, cases, timedRuns, fullScan)
}
