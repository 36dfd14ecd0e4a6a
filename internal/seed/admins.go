package seed

import (
	"context"
	"fmt"
	"log/slog"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// demoModerator is the demo admin user of the `admin` role, who moderates
// jobs, companies and customer accounts but manages no admin users; the
// first admin is the superadmin and demoEditor the editor.
var demoModerator = jobportal.AdminUser{Username: "moderator", Name: "Ruwan Jayasuriya",
	Email: "moderator@demo.jobportal.lk", Role: jobportal.RoleAdmin}

// demoModeratorAccount adds the demo admin unless it is there already.
func demoModeratorAccount(ctx context.Context, db *store.DB, log *slog.Logger) error {
	_, _, err := db.AdminCredentials(ctx, demoModerator.Username)
	if err == nil {
		return nil
	} else if jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
		return fmt.Errorf("demo admin: %w", err)
	}
	hash, err := auth.HashPassword(DemoPassword)
	if err != nil {
		return err
	}
	a := demoModerator
	if err := db.CreateAdminUser(ctx, &a, hash); err != nil {
		return fmt.Errorf("demo admin: %w", err)
	}
	log.Info("added the demo admin", "username", a.Username, "password", DemoPassword)
	return nil
}
