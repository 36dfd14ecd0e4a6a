package jobportal_test

import (
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

func TestMaskSecretLinksHidesEveryTokenAndKeepsTheRest(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"a reset link", "Open https://jobs.lk/customer/reset-password?token=Ab_9-xYz within one hour:",
			"Open https://jobs.lk/customer/reset-password?token=[hidden] within one hour:"},
		{"a confirmation link at the end of a line", "https://jobs.lk/customer/confirm-email?token=q1w2e3\nJobPortal",
			"https://jobs.lk/customer/confirm-email?token=[hidden]\nJobPortal"},
		{"an unsubscribe link with a signed token", "<https://jobs.lk/alerts/unsubscribe?token=12.c2lnbmF0dXJl%3D>",
			"<https://jobs.lk/alerts/unsubscribe?token=[hidden]>"},
		{"a token after another parameter", "https://jobs.lk/x?lang=si&TOKEN=abc&next=1",
			"https://jobs.lk/x?lang=si&TOKEN=[hidden]&next=1"},
		{"a share link", "See https://jobs.lk/cv/s/Zx81_k2 and https://jobs.lk/api/shared-cvs/Zx81_k2/pdf",
			"See https://jobs.lk/cv/s/[hidden] and https://jobs.lk/api/shared-cvs/[hidden]/pdf"},
		{"no link", "Your job Night Receptionist was approved.", "Your job Night Receptionist was approved."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := jobportal.MaskSecretLinks(c.in)
			if got != c.want {
				t.Fatalf("MaskSecretLinks(%q)\n got %q\nwant %q", c.in, got, c.want)
			}
			if again := jobportal.MaskSecretLinks(got); again != got {
				t.Fatalf("masking twice changed %q to %q", got, again)
			}
			if strings.Contains(got, "Ab_9") || strings.Contains(got, "q1w2e3") || strings.Contains(got, "Zx81") {
				t.Fatalf("a token is left in %q", got)
			}
		})
	}
}
