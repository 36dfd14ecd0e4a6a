package jobportal_test

import (
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

func TestCleanMessage(t *testing.T) {
	for _, c := range []struct {
		name, in, want, problem string
	}{
		{"spaces around are trimmed and line ends kept as LF", "  Hello\r\nthere\t \n", "Hello\nthere", ""},
		{"an empty message is refused", " \n ", "", "it is empty"},
		{"4000 characters of Sinhala pass", strings.Repeat("අ", 4000), strings.Repeat("අ", 4000), ""},
		{"4001 characters are refused", strings.Repeat("a", 4001), "", "at most 4000 characters (it has 4001)"},
		{"a control character is refused, not removed", "Hello\x07", "", "control character"},
		{"a byte-order mark is refused", "Hi\ufeff", "", "control character"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := jobportal.CleanMessage(c.in)
			if c.problem == "" {
				if err != nil || got != c.want {
					t.Fatalf("%q, %v", got, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.problem) {
				t.Fatalf("error %v, want %q", err, c.problem)
			}
		})
	}
}

func TestValidateMessageKey(t *testing.T) {
	for key, ok := range map[string]bool{"": true, "0c9a-44_f": true, strings.Repeat("a", 64): true,
		strings.Repeat("a", 65): false, "a b": false, "ක": false, "a/b": false} {
		if err := jobportal.ValidateMessageKey(key); (err == nil) != ok {
			t.Errorf("key %q: %v", key, err)
		}
	}
}

func TestMessagePreviewOf(t *testing.T) {
	t.Run("a short message is quoted on one line", func(t *testing.T) {
		if got := jobportal.MessagePreviewOf("Come on\nMonday."); got != "Come on Monday." {
			t.Fatalf("%q", got)
		}
	})
	t.Run("an email address is left out", func(t *testing.T) {
		if got := jobportal.MessagePreviewOf("Write to me at nimali@example.lk please"); strings.Contains(got, "@") {
			t.Fatalf("%q", got)
		}
	})
	t.Run("a long message is cut with an ellipsis", func(t *testing.T) {
		got := jobportal.MessagePreviewOf(strings.Repeat("ක ", 200))
		if n := len([]rune(got)); n > jobportal.MessagePreview+1 || !strings.HasSuffix(got, "…") {
			t.Fatalf("%d characters: %q", n, got)
		}
	})
}

func TestMessageSide(t *testing.T) {
	app := &jobportal.Application{Applicant: jobportal.ApplicationApplicant{ID: 7},
		JobPostedBy: jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: 3}}
	for _, c := range []struct {
		name  string
		actor jobportal.Actor
		want  string
	}{
		{"the applicant", jobportal.Actor{Kind: jobportal.KindCustomer, ID: 7}, jobportal.SideApplicant},
		{"the job's poster", jobportal.Actor{Kind: jobportal.KindCustomer, ID: 3}, jobportal.SideEmployer},
		{"another customer", jobportal.Actor{Kind: jobportal.KindCustomer, ID: 9}, ""},
		{"an admin with the poster's id", jobportal.Actor{Kind: jobportal.KindAdmin, ID: 3, Role: jobportal.RoleSuperadmin}, ""},
	} {
		if got := jobportal.MessageSide(c.actor, app); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
