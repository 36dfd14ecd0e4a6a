package seed

import (
	"context"
	"fmt"
	"io"
	"strings"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// SignIn is one account a person trying the site can sign in with.
type SignIn struct {
	Who   string // what the account is, e.g. "job seeker"
	Path  string // the sign-in page, from the site's root
	Login string // the username or email
	// Password is the one the account still has, or "" when it was changed
	// after it was set, so that what is printed is always true.
	Password string
}

// DemoSignIns lists the first admin and the demo accounts that exist, each
// with its password while that still signs in. adminPassword is the first
// admin's password as configured ("" when it was made at random).
func DemoSignIns(ctx context.Context, db *store.DB, adminUsername, adminPassword string) ([]SignIn, error) {
	admins := []struct{ who, username, password string }{
		{"admin (superadmin)", adminUsername, adminPassword},
		{"admin (moderator)", demoModerator.Username, DemoPassword},
		{"blog editor", demoEditor.Username, DemoPassword},
	}
	var out []SignIn
	for _, a := range admins {
		_, hash, err := db.AdminCredentials(ctx, a.username)
		if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, fmt.Errorf("demo sign-ins: %w", err)
		}
		out = append(out, SignIn{Who: a.who, Path: "/jp-admin", Login: a.username, Password: stillWorks(hash, a.password)})
	}
	customers := []struct{ who, email string }{
		{"job seeker", demoCustomers[0].Email},
		{"employer", demoCustomers[1].Email},
		{"employer", demoCustomers[2].Email},
	}
	for _, c := range customers {
		_, hash, err := db.CustomerCredentials(ctx, c.email)
		if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, fmt.Errorf("demo sign-ins: %w", err)
		}
		out = append(out, SignIn{Who: c.who, Path: "/customer/login", Login: c.email, Password: stillWorks(hash, DemoPassword)})
	}
	return out, nil
}

func stillWorks(hash, password string) string {
	if password == "" {
		return ""
	}
	if ok, err := auth.CheckPassword(hash, password); err != nil || !ok {
		return ""
	}
	return password
}

// WriteSignIns prints the sign-ins as a table a person can read in a terminal.
func WriteSignIns(w io.Writer, baseURL string, rows []SignIn) {
	base := strings.TrimRight(baseURL, "/")
	table := [][3]string{{"who", "sign in at", "as"}}
	for _, r := range rows {
		pw := r.Password
		if pw == "" {
			pw = "(its password was changed)"
		}
		table = append(table, [3]string{r.Who, base + r.Path, r.Login + " / " + pw})
	}
	var width [2]int
	for _, row := range table {
		width[0] = max(width[0], len(row[0]))
		width[1] = max(width[1], len(row[1]))
	}
	fmt.Fprintln(w, "  Sign in to try it:")
	for _, row := range table {
		fmt.Fprintf(w, "  %-*s  %-*s  %s\n", width[0], row[0], width[1], row[1], row[2])
	}
	fmt.Fprintln(w)
}
