// Package seed creates the first admin user and the demo content.
package seed

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"log/slog"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// FirstAdmin creates a superadmin when there is no admin user yet. With an
// empty password it makes a random one and logs it once. It returns the
// password it set, or "" when an admin already existed.
func FirstAdmin(ctx context.Context, db *store.DB, username, password string, log *slog.Logger) (string, error) {
	n, err := db.CountAdminUsers(ctx)
	if err != nil || n > 0 {
		return "", err
	}
	generated := password == ""
	if generated {
		b := make([]byte, 12)
		rand.Read(b)
		password = base64.RawURLEncoding.EncodeToString(b)
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return "", err
	}
	a := &jobportal.AdminUser{Username: username, Name: "Site administrator", Role: jobportal.RoleSuperadmin}
	if err := db.CreateAdminUser(ctx, a, hash); err != nil {
		return "", fmt.Errorf("create first admin: %w", err)
	}
	if generated {
		log.Warn("created the first admin user with a random password; sign in at /jp-admin and change it",
			"username", username, "password", password)
	} else {
		log.Info("created the first admin user from ADMIN_USERNAME and ADMIN_PASSWORD", "username", username)
	}
	return password, nil
}

// DemoPassword is the password of every demo customer account.
const DemoPassword = "demo-pass-2026"

// demoCustomers are the demo accounts: a job seeker and two employers.
var demoCustomers = []jobportal.Registration{
	{Type: jobportal.CustomerIndividual, Name: "Nimali Perera", Email: "seeker@demo.jobportal.lk",
		Phone: "077 123 4567", District: "Colombo"},
	{Type: jobportal.CustomerCompany, Name: "Lanka Software Labs", Email: "employer@demo.jobportal.lk",
		ContactPerson: "Kasun Jayawardena", Phone: "011 234 5678", Website: "https://example.lk",
		Industry: "IT and Software", District: "Colombo"},
	{Type: jobportal.CustomerCompany, Name: "Hill Country Hotels", Email: "hotels@demo.jobportal.lk",
		ContactPerson: "Tharshini Rajan", Phone: "081 222 3344", Industry: "Hotels and Tourism",
		District: "Kandy"},
}

// Demo adds the demo accounts, company pages and jobs, each unless it is
// there already, so that running it at every start changes nothing after the
// first. The admin named adminUsername posts the demo jobs of government
// offices and agencies; without that admin, those jobs are left out.
// storeImage keeps the generated company logos and job flyers.
func Demo(ctx context.Context, db *store.DB, adminUsername string, storeImage StoreImage, log *slog.Logger) error {
	accounts, err := demoAccounts(ctx, db, log)
	if err != nil {
		return err
	}
	var adminID int64
	if a, _, err := db.AdminCredentials(ctx, adminUsername); err == nil {
		adminID = a.ID
	} else if jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
		return fmt.Errorf("demo jobs: %w", err)
	}
	if err := demoModeratorAccount(ctx, db, log); err != nil {
		return err
	}
	if err := demoCompanies(ctx, db, accounts, storeImage); err != nil {
		return err
	}
	if err := demoJobs(ctx, db, accounts, adminID, storeImage, log); err != nil {
		return err
	}
	if err := demoJobEdit(ctx, db, accounts[demoCustomers[1].Email], log); err != nil {
		return err
	}
	if err := demoSeekerAccount(ctx, db, accounts[demoCustomers[0].Email]); err != nil {
		return err
	}
	return demoCVs(ctx, db, accounts[demoCustomers[0].Email])
}

// demoAccounts adds the demo customers that are missing and returns every
// demo customer by email.
func demoAccounts(ctx context.Context, db *store.DB, log *slog.Logger) (map[string]*jobportal.Customer, error) {
	accounts := map[string]*jobportal.Customer{}
	var hash string
	for _, r := range demoCustomers {
		c, _, err := db.CustomerCredentials(ctx, r.Email)
		if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
			if hash == "" {
				if hash, err = auth.HashPassword(DemoPassword); err != nil {
					return nil, err
				}
			}
			if c, err = db.CreateCustomer(ctx, r, hash); err != nil {
				return nil, fmt.Errorf("demo customer %s: %w", r.Email, err)
			}
			log.Info("added a demo account", "email", r.Email, "password", DemoPassword)
		} else if err != nil {
			return nil, fmt.Errorf("demo customer %s: %w", r.Email, err)
		}
		// Their addresses are made up, and their alerts are part of the demo:
		// they count as confirmed, those of a database made before
		// confirmation existed too.
		if !c.EmailConfirmed {
			if err := db.MarkEmailConfirmed(ctx, c.ID); err != nil {
				return nil, fmt.Errorf("demo customer %s: %w", r.Email, err)
			}
			c.EmailConfirmed = true
		}
		accounts[r.Email] = c
	}
	return accounts, nil
}
