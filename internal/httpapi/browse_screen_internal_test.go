package httpapi

import (
	"reflect"
	"testing"
)

func TestSnippetPieces(t *testing.T) {
	var p screenPage
	cases := map[string][]snippetPiece{
		"":                                       nil,
		"plain &amp; simple":                     {{"plain & simple", false}},
		"Civil <mark>engineers</mark> for roads": {{"Civil ", false}, {"engineers", true}, {" for roads", false}},
		"<MARK>Go</Mark><mark> and</mark> Java":  {{"Go and", true}, {" Java", false}},
		"a &lt;b&gt; &#39;c&#x27; &#8230; &hellip;&nbsp;": {{"a <b> 'c' … …\u00a0", false}},
		// Unknown references and tags stay as they are written; unbalanced marks are forgiven.
		"&copy; &#0; &#x110000; <b>bold</b> </mark>end": {{"&copy; &#0; &#x110000; <b>bold</b> end", false}},
		"<mark>open to the end":                         {{"open to the end", true}},
	}
	for in, want := range cases {
		if got := p.SnippetPieces(in); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v, want %+v", in, got, want)
		}
	}
}

func TestReadBrowseParams(t *testing.T) {
	ok := map[string]browseParams{
		"": {Page: 1},
		"search=software+engineer&jobType=Remote+Jobs&minSal=50000&maxSal=2000000&location=Foreign&mainTopics=International+Jobs&subTopics=Europe&subTopics=Maldives&experienceLevel=Senior+Level&datePosted=7d&sortBy=salary&page=3": {
			Search: "software engineer", JobType: "Remote Jobs", MinSal: "50000", MaxSal: "2000000", Location: "Foreign",
			MainTopic: "International Jobs", SubTopics: []string{"Europe", "Maldives"}, ExperienceLevel: "Senior Level",
			DatePosted: "7d", SortBy: "salary", Page: 3},
		"search=go&sortBy=posted_date":  {Search: "go", SortBy: "posted_date", Page: 1},
		"subTopics=Teaching&company=12": {SubTopics: []string{"Teaching"}, Company: "12", Page: 1},
		"maxSal=0":                      {MaxSal: "0", Page: 1},
	}
	for q, want := range ok {
		got, read := readBrowseParams(q)
		if !read || !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v %v, want %+v", q, got, read, want)
		}
	}
	for _, q := range []string{"search=a%09b", "search=a%C2%A0b", "search=%EF%BB%BFa", "search=a+", "sortBy=relevance",
		"search=go&sortBy=relevance", "page=1", "page=9007199254740992", "company=007", "minSal=-5", "minSal=1e5",
		"maxSal=1000000", "minSal=0", "subTopics=Europe,Maldives", "mainTopics=private+jobs", "location=colombo",
		"location=Sri+Lanka", "datePosted=1y", "jobType=Full+Time+Jobs&jobType=Freelance", "page=2;x=1"} {
		if got, read := readBrowseParams(q); read {
			t.Errorf("%q read as %+v", q, got)
		}
	}
}
