package jobportal_test

import (
	"slices"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

func TestCVSubmissionInput(t *testing.T) {
	valid := func() jobportal.CVSubmissionInput {
		return jobportal.CVSubmissionInput{Name: "  Nimali   Perera ", Email: " Nimali@Example.LK ", Phone: "077 123 4567",
			MainTopic: "private jobs", SubTopic: "it and software", Consent: true}
	}
	in := valid()
	in.Normalize()
	if err := in.Validate(); err != nil {
		t.Fatal(err)
	}
	if in.Name != "Nimali Perera" || in.Email != "nimali@example.lk" || in.MainTopic != "Private Jobs" ||
		in.SubTopic != "IT and Software" || in.Language != "en" {
		t.Fatalf("normalized %+v", in)
	}
	for _, c := range []struct {
		name   string
		change func(*jobportal.CVSubmissionInput)
		fields string
	}{
		{"nothing at all", func(in *jobportal.CVSubmissionInput) { *in = jobportal.CVSubmissionInput{} },
			"name,email,phone,mainTopic,consent"},
		{"a long name", func(in *jobportal.CVSubmissionInput) { in.Name = strings.Repeat("a", 121) }, "name"},
		{"a phone of letters", func(in *jobportal.CVSubmissionInput) { in.Phone = "call me" }, "phone"},
		{"an unknown main topic", func(in *jobportal.CVSubmissionInput) { in.MainTopic = "Space Jobs" }, "mainTopic"},
		{"a sub-topic of another main topic", func(in *jobportal.CVSubmissionInput) { in.SubTopic = "Teaching" }, "subTopic"},
		{"a language the portal does not speak", func(in *jobportal.CVSubmissionInput) { in.Language = "fr" }, "language"},
		{"no consent", func(in *jobportal.CVSubmissionInput) { in.Consent = false }, "consent"},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := valid()
			c.change(&in)
			in.Normalize()
			err := in.Validate()
			var fields []string
			if e, ok := err.(*jobportal.Error); ok {
				for _, f := range e.Fields {
					if !slices.Contains(fields, f.Field) {
						fields = append(fields, f.Field)
					}
				}
			}
			if got := strings.Join(fields, ","); got != c.fields {
				t.Fatalf("fields %q, want %q (%v)", got, c.fields, err)
			}
		})
	}
}

func TestCVSubmissionFilterAndContact(t *testing.T) {
	f := jobportal.CVSubmissionFilter{MainTopic: "government jobs", SubTopic: "teaching", Page: jobportal.NewPage(1, 10)}
	f.Normalize()
	if err := f.Validate(); err != nil || f.MainTopic != "Government Jobs" || f.SubTopic != "Teaching" {
		t.Fatalf("%+v %v", f, err)
	}
	bad := jobportal.CVSubmissionFilter{MainTopic: "Space", SubTopic: "Moon", Search: strings.Repeat("x", 201), Page: jobportal.NewPage(0, 500)}
	bad.Normalize()
	if err := bad.Validate(); err == nil || len(err.(*jobportal.Error).Fields) != 4 {
		t.Fatalf("%v", err)
	}
	c := jobportal.CVSubmissionContact{Subject: " An\ninterview ", Message: "  Monday at 10?  "}
	c.Normalize()
	if err := c.Validate(); err != nil || c.Subject != "An interview" || c.Message != "Monday at 10?" {
		t.Fatalf("%+v %v", c, err)
	}
	empty := jobportal.CVSubmissionContact{}
	if err := empty.Validate(); err == nil || len(err.(*jobportal.Error).Fields) != 2 {
		t.Fatalf("%v", err)
	}
}
