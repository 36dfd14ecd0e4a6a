package seed

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// DemoWalkIns adds, for the demo hotel group, a walk-in interview that
// takes RSVPs (three demo candidates said they will come) and applications
// without a CV, and a job that takes applications without a CV, two of
// which came that way, as such jobs are most often applied to. It adds
// nothing when the hotel group has a walk-in already. Run after DemoPipeline.
func DemoWalkIns(ctx context.Context, db *store.DB, log *slog.Logger) error {
	employer, _, err := db.CustomerCredentials(ctx, demoCustomers[2].Email)
	if err != nil {
		return fmt.Errorf("demo walk-ins: %w", err)
	}
	list, _, err := db.ListCustomerJobs(ctx, employer.ID, jobportal.Page{Number: 1, Limit: 50})
	if err != nil {
		return fmt.Errorf("demo walk-ins: %w", err)
	}
	for _, j := range list {
		if j.WalkIn != nil {
			return nil // added before
		}
	}
	page, err := db.OwnCompany(ctx, employer)
	if err != nil {
		return fmt.Errorf("demo walk-ins: %w", err)
	}
	people, err := demoCandidateAccounts(ctx, db, log)
	if err != nil {
		return err
	}
	now := db.Now()
	today := now.In(jobportal.SriLankaTime)
	job := func(title, desc, req string, walkIn *jobportal.WalkIn) *jobportal.Job {
		return &jobportal.Job{Title: title, Slug: jobportal.Slugify(title, jobportal.JobSlugFallback), Description: desc,
			Requirements: req, CompanyID: &page.ID, CompanyName: page.Name, Location: "Kandy", JobType: "Full Time Jobs",
			ExperienceLevel: "Entry Level", MainTopic: "Private Jobs", SubTopics: []string{"Hospitality and Tourism"},
			SalaryMin: ptr(45000), SalaryMax: ptr(60000), Currency: jobportal.DefaultCurrency,
			ClosingDate: today.AddDate(0, 0, 14).Format(jobportal.DateLayout), PostedDate: now.Add(-26 * time.Hour),
			Status: jobportal.JobApproved, ApplyMethod: jobportal.ApplyOnSite, AllowsApplyWithoutCV: true, WalkIn: walkIn,
			PostedBy: jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: employer.ID}, Views: 188}
	}
	security := job("Security Officer (Walk-in Interview)",
		"Hill Country Hotels is hiring security officers for its Kandy hotels: gate and lobby duty, CCTV watch and guest safety, "+
			"on day and night rotas. Uniform, meals and EPF/ETF are provided.\n\nCome to the walk-in interview, or apply here without a CV.",
		"Passed O/L.\nAged 20 to 50, in good health.\nService in the forces or police is welcome.",
		&jobportal.WalkIn{Date: today.AddDate(0, 0, 5).Format(jobportal.DateLayout), StartTime: "09:00", EndTime: "13:00",
			Address:   "Hill Country Hotels, staff entrance, 12 Peradeniya Road, Kandy",
			Documents: "NIC, O/L certificate, a police report and two passport photos", RSVP: true})
	housekeeping := job("Housekeeping Attendant",
		"Keep our guest rooms and public areas spotless at our Kandy hotel. Training is given; service charge, meals and "+
			"transport on night shifts are provided.",
		"Willing to work shifts and weekends.\nExperience in a hotel is a plus, not a must.", nil)
	if err := db.CreateJobs(ctx, []*jobportal.Job{security, housekeeping}); err != nil {
		return fmt.Errorf("demo walk-ins: %w", err)
	}
	for _, p := range people[:3] {
		if _, err := db.RSVPWalkIn(ctx, security.ID, p.ID); err != nil {
			return fmt.Errorf("demo walk-ins: %w", err)
		}
	}
	notes := []string{"I worked two years as a room boy at a hotel in Nuwara Eliya.", "I can start next week and work night shifts."}
	for i, p := range people[3:5] {
		district := "Kandy"
		if p.District != "" {
			district = p.District
		}
		at := now.Add(-time.Duration(20-i*6) * time.Hour)
		if _, err := db.CreateApplicationAt(ctx, at, &jobportal.Application{JobID: housekeeping.ID,
			Applicant: jobportal.ApplicationApplicant{ID: p.ID}, CoverLetter: notes[i], Phone: p.Phone,
			WithoutCV: true, GivenName: p.Name, District: district}); err != nil {
			return fmt.Errorf("demo walk-ins: %w", err)
		}
	}
	return nil
}
