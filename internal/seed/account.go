package seed

import (
	"context"
	"fmt"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// demoSeekerAccount gives the demo job seeker a career profile, preferences,
// a few saved jobs and two job alerts, unless the account has them already.
func demoSeekerAccount(ctx context.Context, db *store.DB, seeker *jobportal.Customer) error {
	p, err := db.CareerProfile(ctx, seeker.ID)
	if err != nil {
		return fmt.Errorf("demo career profile: %w", err)
	}
	if p.UpdatedAt == nil {
		years, salary := int64(3), int64(180000)
		u := jobportal.CareerProfileUpdate{
			Headline: strp("Software engineer who likes clean, tested web services"),
			About: strp("Three years building web services in Go and Java for a bank in Colombo. I enjoy " +
				"making slow pages fast and writing the tests that keep them so. Looking for a team that " +
				"ships often and reviews code with care."),
			Skills:       &[]string{"Go", "Java", "PostgreSQL", "REST APIs", "Git"},
			Languages:    &[]string{"Sinhala", "English", "Tamil"},
			Availability: strp("one-month"), OpenToWork: boolp(true),
		}
		u.YearsOfExperience.Set, u.YearsOfExperience.Value = true, &years
		u.ExpectedSalary.Set, u.ExpectedSalary.Value = true, &salary
		if err := u.Apply(p); err != nil {
			return fmt.Errorf("demo career profile: %w", err)
		}
		if _, err := db.SaveCareerProfile(ctx, seeker.ID, p); err != nil {
			return err
		}
		prefs := jobportal.DefaultPreferences()
		prefs.JobAlerts.Keywords = []string{"software"}
		prefs.JobAlerts.Locations = []string{"Colombo", "Gampaha"}
		prefs.Privacy.ShowEmail = true
		if err := db.SavePreferences(ctx, seeker.ID, &prefs); err != nil {
			return err
		}
		f := jobportal.JobFilter{Keyword: "engineer", SortBy: jobportal.SortPostedDate, Limit: 3}
		f.Normalize()
		jobs, _, err := db.ListJobs(ctx, f)
		if err != nil {
			return err
		}
		for _, j := range jobs {
			if _, err := db.SaveJob(ctx, seeker.ID, j.ID); err != nil {
				return fmt.Errorf("demo saved job: %w", err)
			}
		}
	}
	alerts, err := db.ListAlerts(ctx, seeker.ID)
	if err != nil || len(alerts) > 0 {
		return err
	}
	minSalary := int64(150000)
	for _, in := range []jobportal.JobAlertInput{
		{Name: "Software jobs in Colombo", Keywords: []string{"software"}, Locations: []string{"Colombo", "Gampaha"},
			JobTypes: []string{"Full Time Jobs", "Remote Jobs"}, MinSalary: &minSalary, Frequency: jobportal.FrequencyDaily},
		{Name: "Work abroad", Locations: []string{jobportal.Foreign}, MainTopics: []string{"International Jobs"},
			Frequency: jobportal.FrequencyWeekly},
	} {
		in.Normalize()
		if err := in.Validate(); err != nil {
			return fmt.Errorf("demo job alert: %w", err)
		}
		a := &jobportal.JobAlert{CustomerID: seeker.ID}
		in.Apply(a)
		if _, err := db.CreateAlert(ctx, a); err != nil {
			return fmt.Errorf("demo job alert: %w", err)
		}
	}
	return nil
}

func strp(s string) *string { return &s }

func boolp(b bool) *bool { return &b }
