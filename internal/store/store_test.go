package store_test

import (
	"context"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

var ctx = context.Background()

func registration(email string) jobportal.Registration {
	return jobportal.Registration{Type: jobportal.CustomerIndividual, Name: "Nimali Perera", Email: email, Phone: "077 123 4567"}
}

func mustCreateCustomer(t *testing.T, db *store.DB, email string) *jobportal.Customer {
	t.Helper()
	c, err := db.CreateCustomer(ctx, registration(email), "hash-1")
	if err != nil {
		t.Fatalf("create customer: %v", err)
	}
	return c
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if got := jobportal.ErrorCode(err); got != code {
		t.Fatalf("error code = %q (%v), want %q", got, err, code)
	}
}

// clock lets a test move the store's time forward.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }
func useClock(db *store.DB) *clock {
	c := &clock{time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	db.Now = c.now
	return c
}

func TestCustomers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		t.Run("a new customer is stored and found by id and by email", func(t *testing.T) {
			c := mustCreateCustomer(t, db, "nimali@example.lk")
			if c.ID == 0 || c.Status != jobportal.StatusActive || c.CreatedAt.IsZero() {
				t.Fatalf("unexpected customer %+v", c)
			}
			got, err := db.FindCustomerByID(ctx, c.ID)
			if err != nil || got.Email != "nimali@example.lk" || got.Phone != "077 123 4567" {
				t.Fatalf("find by id = %+v, %v", got, err)
			}
			got, hash, err := db.CustomerCredentials(ctx, "nimali@example.lk")
			if err != nil || got.ID != c.ID || hash != "hash-1" {
				t.Fatalf("credentials = %+v, %q, %v", got, hash, err)
			}
		})
		t.Run("a second account with the same email is a conflict and changes nothing", func(t *testing.T) {
			r := registration("nimali@example.lk")
			r.Name = "Someone Else"
			_, err := db.CreateCustomer(ctx, r, "hash-2")
			wantCode(t, err, jobportal.ECONFLICT)
			_, hash, _ := db.CustomerCredentials(ctx, "nimali@example.lk")
			if hash != "hash-1" {
				t.Fatalf("the first account's password changed")
			}
		})
		t.Run("an unknown customer is not found", func(t *testing.T) {
			_, err := db.FindCustomerByID(ctx, 999999)
			wantCode(t, err, jobportal.ENOTFOUND)
			_, _, err = db.CustomerCredentials(ctx, "nobody@example.lk")
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("a profile update is saved", func(t *testing.T) {
			c, _, _ := db.CustomerCredentials(ctx, "nimali@example.lk")
			c.Name, c.District = "Nimali Fernando", "Kandy"
			if err := db.UpdateCustomerProfile(ctx, c); err != nil {
				t.Fatal(err)
			}
			got, _ := db.FindCustomerByID(ctx, c.ID)
			if got.Name != "Nimali Fernando" || got.District != "Kandy" {
				t.Fatalf("got %+v", got)
			}
		})
		t.Run("updating a missing customer is not found", func(t *testing.T) {
			wantCode(t, db.UpdateCustomerProfile(ctx, &jobportal.Customer{ID: 424242, Name: "x"}), jobportal.ENOTFOUND)
		})
	})
}

func TestAdminUsers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		n, err := db.CountAdminUsers(ctx)
		if err != nil || n != 0 {
			t.Fatalf("count = %d, %v", n, err)
		}
		a := &jobportal.AdminUser{Username: "admin", Name: "Site Admin", Role: jobportal.RoleSuperadmin}
		if err := db.CreateAdminUser(ctx, a, "h"); err != nil {
			t.Fatal(err)
		}
		if a.ID == 0 {
			t.Fatal("no id")
		}
		wantCode(t, db.CreateAdminUser(ctx, &jobportal.AdminUser{Username: "admin", Name: "x", Role: jobportal.RoleAdmin}, "h"), jobportal.ECONFLICT)
		got, hash, err := db.AdminCredentials(ctx, "admin")
		if err != nil || got.ID != a.ID || hash != "h" || got.Role != jobportal.RoleSuperadmin {
			t.Fatalf("credentials = %+v %q %v", got, hash, err)
		}
		if n, _ := db.CountAdminUsers(ctx); n != 1 {
			t.Fatalf("count = %d", n)
		}
	})
}

func TestSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		c := mustCreateCustomer(t, db, "kasun@example.lk")

		t.Run("a live session is found", func(t *testing.T) {
			if _, err := db.CreateSession(ctx, "h1", jobportal.KindCustomer, c.ID, time.Hour); err != nil {
				t.Fatal(err)
			}
			s, err := db.FindSession(ctx, "h1")
			if err != nil || s.AccountID != c.ID || s.Kind != jobportal.KindCustomer {
				t.Fatalf("got %+v, %v", s, err)
			}
		})
		t.Run("an expired session is refused", func(t *testing.T) {
			clk.advance(61 * time.Minute)
			_, err := db.FindSession(ctx, "h1")
			wantCode(t, err, jobportal.EUNAUTHORIZED)
			if n, err := db.DeleteExpiredSessions(ctx); err != nil || n != 1 {
				t.Fatalf("deleted %d, %v", n, err)
			}
		})
		t.Run("a revoked session is refused", func(t *testing.T) {
			db.CreateSession(ctx, "h2", jobportal.KindCustomer, c.ID, time.Hour)
			if err := db.DeleteSession(ctx, "h2"); err != nil {
				t.Fatal(err)
			}
			_, err := db.FindSession(ctx, "h2")
			wantCode(t, err, jobportal.EUNAUTHORIZED)
		})
		t.Run("rotation ends the old session and starts a new one", func(t *testing.T) {
			db.CreateSession(ctx, "h3", jobportal.KindAdmin, 7, time.Hour)
			s, err := db.RotateSession(ctx, "h3", "h4", 2*time.Hour)
			if err != nil || s.AccountID != 7 || s.Kind != jobportal.KindAdmin {
				t.Fatalf("rotate = %+v, %v", s, err)
			}
			_, err = db.FindSession(ctx, "h3")
			wantCode(t, err, jobportal.EUNAUTHORIZED)
			if _, err := db.FindSession(ctx, "h4"); err != nil {
				t.Fatal(err)
			}
			_, err = db.RotateSession(ctx, "h3", "h5", time.Hour)
			wantCode(t, err, jobportal.EUNAUTHORIZED)
		})
		t.Run("a password change ends the other sessions but keeps the current one", func(t *testing.T) {
			db.CreateSession(ctx, "keep", jobportal.KindCustomer, c.ID, time.Hour)
			db.CreateSession(ctx, "other", jobportal.KindCustomer, c.ID, time.Hour)
			if err := db.SetCustomerPassword(ctx, c.ID, "new-hash", "keep"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.FindSession(ctx, "keep"); err != nil {
				t.Fatal(err)
			}
			_, err := db.FindSession(ctx, "other")
			wantCode(t, err, jobportal.EUNAUTHORIZED)
			if h, _ := db.CustomerPasswordHash(ctx, c.ID); h != "new-hash" {
				t.Fatalf("hash = %q", h)
			}
		})
	})
}

func TestPasswordResets(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		c := mustCreateCustomer(t, db, "amaya@example.lk")
		db.CreateSession(ctx, "s1", jobportal.KindCustomer, c.ID, time.Hour)

		t.Run("a reset token works once and ends every session", func(t *testing.T) {
			if err := db.CreatePasswordReset(ctx, c.ID, "r1", time.Hour); err != nil {
				t.Fatal(err)
			}
			// Checking a token before hashing the new password does not use it.
			if err := db.CheckPasswordReset(ctx, "r1"); err != nil {
				t.Fatal(err)
			}
			if err := db.CreatePasswordReset(ctx, c.ID, "r0", time.Hour); err != nil {
				t.Fatal(err)
			}
			id, err := db.ResetPassword(ctx, "r1", "reset-hash")
			if err != nil || id != c.ID {
				t.Fatalf("reset = %d, %v", id, err)
			}
			if h, _ := db.CustomerPasswordHash(ctx, c.ID); h != "reset-hash" {
				t.Fatalf("hash = %q", h)
			}
			_, err = db.FindSession(ctx, "s1")
			wantCode(t, err, jobportal.EUNAUTHORIZED)
			_, err = db.ResetPassword(ctx, "r1", "again")
			wantCode(t, err, jobportal.EBADREQUEST)
			wantCode(t, db.CheckPasswordReset(ctx, "r1"), jobportal.EBADREQUEST)
			_, err = db.ResetPassword(ctx, "r0", "older-link")
			wantCode(t, err, jobportal.EBADREQUEST)
		})
		t.Run("an expired reset token is refused and changes nothing", func(t *testing.T) {
			db.CreatePasswordReset(ctx, c.ID, "r2", time.Hour)
			clk.advance(time.Hour + time.Second)
			wantCode(t, db.CheckPasswordReset(ctx, "r2"), jobportal.EBADREQUEST)
			_, err := db.ResetPassword(ctx, "r2", "late")
			wantCode(t, err, jobportal.EBADREQUEST)
			if h, _ := db.CustomerPasswordHash(ctx, c.ID); h != "reset-hash" {
				t.Fatalf("hash = %q", h)
			}
		})
		t.Run("an unknown reset token is refused", func(t *testing.T) {
			wantCode(t, db.CheckPasswordReset(ctx, "nope"), jobportal.EBADREQUEST)
			_, err := db.ResetPassword(ctx, "nope", "x")
			wantCode(t, err, jobportal.EBADREQUEST)
		})
	})
}

func TestContactMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		m := &jobportal.ContactMessage{Name: "A", Email: "a@example.lk", Subject: "Hi", Message: "Hello there, team."}
		if err := db.SaveContactMessage(ctx, m); err != nil || m.ID == 0 {
			t.Fatalf("save = %v, id %d", err, m.ID)
		}
	})
}
