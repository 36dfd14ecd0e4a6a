package store_test

import (
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestResetLinksDieWithEveryChangeOfPasswordOrStanding(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		// Each case sends a link, does one thing to the account, and the
		// link must no longer work.
		cases := []struct {
			name string
			do   func(t *testing.T, c *jobportal.Customer) error
		}{
			{"the customer changes their password", func(t *testing.T, c *jobportal.Customer) error {
				return db.SetCustomerPassword(ctx, c.ID, "hash-2", "")
			}},
			{"another reset link sets a new password", func(t *testing.T, c *jobportal.Customer) error {
				if err := db.CreatePasswordReset(ctx, c.ID, "other-"+c.Email, time.Hour); err != nil {
					return err
				}
				_, err := db.ResetPassword(ctx, "other-"+c.Email, "hash-3")
				return err
			}},
			{"an admin changes the account's email", func(t *testing.T, c *jobportal.Customer) error {
				c.Email = "moved-" + c.Email
				return db.AdminUpdateCustomer(ctx, c)
			}},
			{"an admin bans the account", func(t *testing.T, c *jobportal.Customer) error {
				_, _, err := db.SetCustomerBan(ctx, c.ID, true, "spam")
				return err
			}},
			{"an admin erases the account", func(t *testing.T, c *jobportal.Customer) error {
				_, err := db.EraseCustomer(ctx, c.ID)
				return err
			}},
		}
		for i, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				c := mustCreateCustomer(t, db, strings.ReplaceAll(tc.name, " ", "-")+"@example.lk")
				token := "link-" + string(rune('a'+i))
				if err := db.CreatePasswordReset(ctx, c.ID, token, time.Hour); err != nil {
					t.Fatal(err)
				}
				if err := db.CheckPasswordReset(ctx, token); err != nil {
					t.Fatalf("a fresh link does not work: %v", err)
				}
				if err := tc.do(t, c); err != nil {
					t.Fatal(err)
				}
				wantCode(t, db.CheckPasswordReset(ctx, token), jobportal.EBADREQUEST)
				_, err := db.ResetPassword(ctx, token, "hash-thief")
				wantCode(t, err, jobportal.EBADREQUEST)
				if _, hash, err := db.CustomerCredentials(ctx, c.Email); err == nil && hash == "hash-thief" {
					t.Fatal("the old link set the password")
				}
			})
		}
		t.Run("an unbanned account's links from before the ban stay dead", func(t *testing.T) {
			c := mustCreateCustomer(t, db, "unbanned@example.lk")
			if err := db.CreatePasswordReset(ctx, c.ID, "before-ban", time.Hour); err != nil {
				t.Fatal(err)
			}
			if _, _, err := db.SetCustomerBan(ctx, c.ID, true, "spam"); err != nil {
				t.Fatal(err)
			}
			if _, _, err := db.SetCustomerBan(ctx, c.ID, false, ""); err != nil {
				t.Fatal(err)
			}
			wantCode(t, db.CheckPasswordReset(ctx, "before-ban"), jobportal.EBADREQUEST)
		})
	})
}

func TestEmailConfirmation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		t.Run("a new account is unconfirmed until its link is used, once", func(t *testing.T) {
			c := mustCreateCustomer(t, db, "nimali@example.lk")
			if c.EmailConfirmed {
				t.Fatal("a new account is confirmed")
			}
			for _, token := range []string{"first", "second"} {
				if err := db.CreateEmailConfirmation(ctx, c.ID, c.Email, token, 7*24*time.Hour); err != nil {
					t.Fatal(err)
				}
			}
			got, err := db.ConfirmEmail(ctx, "second")
			if err != nil || got.ID != c.ID || !got.EmailConfirmed {
				t.Fatalf("confirm: %+v %v", got, err)
			}
			if found, _ := db.FindCustomerByID(ctx, c.ID); !found.EmailConfirmed {
				t.Fatal("the confirmation was not kept")
			}
			_, err = db.ConfirmEmail(ctx, "second")
			wantCode(t, err, jobportal.EBADREQUEST)
			_, err = db.ConfirmEmail(ctx, "first")
			wantCode(t, err, jobportal.EBADREQUEST)
		})
		t.Run("an expired or made-up link confirms nothing", func(t *testing.T) {
			c := mustCreateCustomer(t, db, "late@example.lk")
			if err := db.CreateEmailConfirmation(ctx, c.ID, c.Email, "late", time.Hour); err != nil {
				t.Fatal(err)
			}
			clk.advance(time.Hour + time.Second)
			_, err := db.ConfirmEmail(ctx, "late")
			wantCode(t, err, jobportal.EBADREQUEST)
			_, err = db.ConfirmEmail(ctx, "made-up")
			wantCode(t, err, jobportal.EBADREQUEST)
			if found, _ := db.FindCustomerByID(ctx, c.ID); found.EmailConfirmed {
				t.Fatal("an expired link confirmed the email")
			}
		})
		t.Run("an admin's change of email unconfirms it and voids the old address's links", func(t *testing.T) {
			c := mustCreateCustomer(t, db, "kasun@example.lk")
			if err := db.MarkEmailConfirmed(ctx, c.ID); err != nil {
				t.Fatal(err)
			}
			if err := db.CreateEmailConfirmation(ctx, c.ID, c.Email, "old-address", 24*time.Hour); err != nil {
				t.Fatal(err)
			}
			c.Email = "kasun.new@example.lk"
			if err := db.AdminUpdateCustomer(ctx, c); err != nil {
				t.Fatal(err)
			}
			if found, _ := db.FindCustomerByID(ctx, c.ID); found.EmailConfirmed || c.EmailConfirmed {
				t.Fatal("a new email counts as confirmed")
			}
			_, err := db.ConfirmEmail(ctx, "old-address")
			wantCode(t, err, jobportal.EBADREQUEST)
			// A name change keeps the confirmation.
			if err := db.MarkEmailConfirmed(ctx, c.ID); err != nil {
				t.Fatal(err)
			}
			c.Name = "Kasun Silva"
			if err := db.AdminUpdateCustomer(ctx, c); err != nil {
				t.Fatal(err)
			}
			if found, _ := db.FindCustomerByID(ctx, c.ID); !found.EmailConfirmed {
				t.Fatal("a change of name unconfirmed the email")
			}
		})
		t.Run("a banned account's link confirms nothing", func(t *testing.T) {
			c := mustCreateCustomer(t, db, "banned@example.lk")
			if err := db.CreateEmailConfirmation(ctx, c.ID, c.Email, "banned", time.Hour); err != nil {
				t.Fatal(err)
			}
			if _, _, err := db.SetCustomerBan(ctx, c.ID, true, "spam"); err != nil {
				t.Fatal(err)
			}
			_, err := db.ConfirmEmail(ctx, "banned")
			wantCode(t, err, jobportal.EBADREQUEST)
		})
	})
}

func TestMigrationHidesLoggedLinksAndConfirmsOnlyProvenAddresses(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			dsn := storetest.DSN(t, d)
			if err := store.MigrateTo(ctx, dsn, 14); err != nil {
				t.Fatal(err)
			}
			at := time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC)
			for _, q := range []struct {
				sql  string
				args []any
			}{
				{`INSERT INTO customers (type, name, email, password_hash, created_at, updated_at)
					VALUES ('individual', 'Nimali', 'n@example.lk', 'h', $1, $1)`, []any{at}},
				{`INSERT INTO customers (type, name, email, password_hash, created_at, updated_at)
					VALUES ('individual', 'Kasun', 'k@example.lk', 'h', $1, $1)`, []any{at}},
				{`INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at, used_at)
					VALUES ('used', 1, $1, $1, $1)`, []any{at}},
				{`INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at)
					VALUES ('unused', 2, $1, $1)`, []any{at}},
				{`INSERT INTO email_log (recipient, subject, body, status, error, created_at)
					VALUES ('k@example.lk', 'Reset your JobPortal password', $2, 'logged', '', $1)`,
					[]any{at, "Hello Kasun,\n\nhttps://jobs.lk/customer/reset-password?token=SeCrEt_123-x\n\nJobPortal"}},
				{`INSERT INTO email_log (recipient, subject, body, status, error, created_at)
					VALUES ('k@example.lk', 'New jobs', $2, 'sent', '', $1)`,
					[]any{at, "Jobs: https://jobs.lk/job/7/chef\nStop: https://jobs.lk/alerts/unsubscribe?token=7.c2ln%3D"}},
			} {
				if err := store.Exec(ctx, dsn, q.sql, q.args...); err != nil {
					t.Fatal(err)
				}
			}
			db, err := store.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			list, _, err := db.ListEmails(ctx, jobportal.EmailLogFilter{Page: jobportal.NewPage(1, 10)})
			if err != nil || len(list) != 2 {
				t.Fatalf("%v %v", list, err)
			}
			want := map[string]string{
				"Reset your JobPortal password": "Hello Kasun,\n\nhttps://jobs.lk/customer/reset-password?token=[hidden]\n\nJobPortal",
				"New jobs":                      "Jobs: https://jobs.lk/job/7/chef\nStop: https://jobs.lk/alerts/unsubscribe?token=[hidden]",
			}
			for _, e := range list {
				if e.Body != want[e.Subject] {
					t.Errorf("%s:\n got %q\nwant %q", e.Subject, e.Body, want[e.Subject])
				}
			}
			for id, confirmed := range map[int64]bool{1: true, 2: false} {
				c, err := db.FindCustomerByID(ctx, id)
				if err != nil || c.EmailConfirmed != confirmed {
					t.Errorf("customer %d: confirmed %v, want %v (%v)", id, c != nil && c.EmailConfirmed, confirmed, err)
				}
			}
		})
	}
}

func TestEmailLogHidesTheTokensOfLinks(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := &jobportal.EmailLogEntry{Recipient: "n@example.lk", Subject: "Confirm your email", Status: "sent",
			Body: "Open https://jobs.lk/customer/confirm-email?token=Abc_123 to confirm."}
		if err := db.RecordEmail(ctx, e); err != nil {
			t.Fatal(err)
		}
		list, _, err := db.ListEmails(ctx, jobportal.EmailLogFilter{Page: jobportal.NewPage(1, 10)})
		if err != nil || len(list) != 1 || list[0].Body != "Open https://jobs.lk/customer/confirm-email?token=[hidden] to confirm." {
			t.Fatalf("%+v %v", list, err)
		}
	})
}
