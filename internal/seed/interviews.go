package seed

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/store"
)

// noEmails writes no email: the demo's changes are made, not announced.
func noEmails(_, _ *jobportal.Interview) []mail.Message { return nil }

// DemoInterviews adds two interviews to the demo hiring pipeline (run after
// DemoPipeline): one booked, for a candidate at the interview stage of the
// demo employer's first job, and one proposed to the demo job seeker, for
// them to pick a time. It adds nothing when those applications have
// interviews already.
func DemoInterviews(ctx context.Context, db *store.DB, log *slog.Logger) error {
	employer, _, err := db.CustomerCredentials(ctx, demoCustomers[1].Email)
	if err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	seeker, _, err := db.CustomerCredentials(ctx, demoCustomers[0].Email)
	if err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	jobs, _, err := db.ListCustomerJobs(ctx, employer.ID, jobportal.Page{Number: 1, Limit: 50})
	if err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	var booked, proposed *jobportal.Application
	for _, j := range jobs {
		if j.ApplicationsCount == 0 {
			continue
		}
		list, _, err := db.ListJobApplications(ctx, j.ID, jobportal.ApplicationFilter{}, jobportal.Page{Number: 1, Limit: 100})
		if err != nil {
			return fmt.Errorf("demo interviews: %w", err)
		}
		for _, a := range list {
			switch {
			case a.Applicant.ID == seeker.ID && proposed == nil && a.Status != jobportal.ApplicationWithdrawn &&
				a.Status != jobportal.ApplicationRejected && a.Status != jobportal.ApplicationHired:
				proposed = a
			case a.Applicant.ID != seeker.ID && booked == nil && a.Status == jobportal.ApplicationInterview:
				booked = a
			}
		}
	}
	if booked == nil || proposed == nil {
		return nil // no demo pipeline
	}
	for _, a := range []*jobportal.Application{booked, proposed} {
		if list, err := db.ApplicationInterviews(ctx, a.ID); err != nil {
			return fmt.Errorf("demo interviews: %w", err)
		} else if len(list) > 0 {
			return nil // added before
		}
	}
	now := db.Now().UTC()
	// Days ahead at a time of day on Colombo's clock.
	at := func(days, hour, minute int) jobportal.InterviewSlotTime {
		d := now.In(jobportal.SriLankaTime).AddDate(0, 0, days)
		start := time.Date(d.Year(), d.Month(), d.Day(), hour, minute, 0, 0, jobportal.SriLankaTime)
		return jobportal.InterviewSlotTime{Start: start.UTC(), Minutes: 45}
	}
	by := func(a *jobportal.Application) jobportal.Mover {
		return jobportal.Mover{Kind: jobportal.KindCustomer, ID: employer.ID, Name: a.CompanyName}
	}

	iv, err := db.ProposeInterviewAt(ctx, now.Add(-48*time.Hour), booked.ID, jobportal.InterviewProposal{
		Kind: jobportal.InterviewInPerson, Address: "No. 42, Duplication Road, Colombo 3 (2nd floor, ask for HR)",
		Note:  "Please bring your NIC and the originals of your certificates.",
		Slots: []jobportal.InterviewSlotTime{at(3, 10, 0), at(4, 14, 30)},
	}, by(booked), noEmails)
	if err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	if _, err := db.PickInterviewTime(ctx, iv.ID, iv.Slots[0].ID, iv.Version, noEmails); err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	if _, err := db.ProposeInterviewAt(ctx, now.Add(-2*time.Hour), proposed.ID, jobportal.InterviewProposal{
		Kind: jobportal.InterviewVideo, Link: "https://meet.example.lk/demo-interview",
		Note:  "A short first talk about the role, about half an hour.",
		Slots: []jobportal.InterviewSlotTime{at(2, 11, 0), at(3, 15, 0), at(5, 9, 30)},
	}, by(proposed), noEmails); err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	log.Info("added the demo interviews", "booked", booked.ID, "proposed", proposed.ID)
	return nil
}
