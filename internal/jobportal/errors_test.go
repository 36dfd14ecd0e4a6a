package jobportal_test

import (
	"errors"
	"slices"
	"testing"

	"jobportal/internal/jobportal"
)

func TestProblemsMerge(t *testing.T) {
	invalid := func(fields ...string) error {
		var p jobportal.Problems
		for _, f := range fields {
			p.Add(f, f+" is wrong.")
		}
		return p.Err()
	}
	for _, tc := range []struct {
		name       string
		err        error
		handedBack bool
		wantFields []string
	}{
		{"nothing to merge leaves the problems as they are", nil, false, []string{"title"}},
		{"the fields of an invalid input are added", invalid("salary", "closingDate"), false,
			[]string{"title", "salary", "closingDate"}},
		{"a fault that is not about fields is handed back", errors.New("the database is down"), true, []string{"title"}},
		{"an error of another code is handed back", jobportal.Errorf(jobportal.ENOTFOUND, "Job not found."), true, []string{"title"}},
		{"an invalid error that names no field is handed back", jobportal.Errorf(jobportal.EINVALID, "No."), true, []string{"title"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p jobportal.Problems
			p.Add("title", "Title is required.")
			err := p.Merge(tc.err)
			if tc.handedBack && err != tc.err || !tc.handedBack && err != nil {
				t.Fatalf("error %v, handed back %v", err, tc.handedBack)
			}
			var got []string
			for _, f := range p {
				got = append(got, f.Field)
			}
			if !slices.Equal(got, tc.wantFields) {
				t.Fatalf("fields %q, want %q", got, tc.wantFields)
			}
		})
	}
}

func TestPage(t *testing.T) {
	p := jobportal.NewPage(0, 0)
	if p != (jobportal.Page{Number: 1, Limit: jobportal.DefaultPerPage}) || p.Offset() != 0 {
		t.Fatalf("default page %+v", p)
	}
	if p := (jobportal.Page{Number: 3, Limit: 20}); p.Offset() != 40 || p.Pages(41) != 3 || p.Pages(0) != 0 {
		t.Fatalf("page 3 of 20: offset %d, %d pages of 41", p.Offset(), p.Pages(41))
	}
	for _, bad := range []jobportal.Page{{Number: -1, Limit: 10}, {Number: 1, Limit: jobportal.MaxPerPage + 1}, {Number: 1, Limit: -1}} {
		if err := bad.Validate(); jobportal.ErrorCode(err) != jobportal.EINVALID {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}
