package seed

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// demoThread is a conversation on a demo application, oldest first; the
// last message is left unread, so its reader sees the badge.
type demoThread []struct {
	side string
	body string
}

// The demo job seeker's conversation with an employer, ending with a
// message they have not read yet; and a candidate's question, waiting for
// the employer.
var (
	demoSeekerThread = demoThread{
		{jobportal.SideEmployer, "Thank you for applying. Could you tell us when you would be able to start?"},
		{jobportal.SideApplicant, "Thank you for getting back to me. I can start four weeks after an offer, once I have served my notice."},
		{jobportal.SideEmployer, "That works for us. We would like to meet you next week; we will send the interview times shortly."},
	}
	demoCandidateThread = demoThread{
		{jobportal.SideApplicant, "Hello, is this post open to candidates who live outside Colombo? I would need a week to move."},
	}
)

// DemoMessages adds message threads to the demo pipeline: one between the
// demo job seeker and an employer, and one where a candidate waits for the
// employer's answer. It adds nothing when the demo job seeker has messages
// already, or has no application to a demo employer's job.
func DemoMessages(ctx context.Context, db *store.DB, log *slog.Logger) error {
	seeker, _, err := db.CustomerCredentials(ctx, demoCustomers[0].Email)
	if err != nil {
		return fmt.Errorf("demo messages: %w", err)
	}
	if unread, err := db.CustomerUnreadMessages(ctx, seeker.ID); err != nil || len(unread) > 0 {
		return err
	}
	mine, _, err := db.ListCustomerApplications(ctx, seeker.ID, jobportal.Page{Number: 1, Limit: 50})
	if err != nil {
		return fmt.Errorf("demo messages: %w", err)
	}
	var first *jobportal.Application
	for _, a := range mine {
		if a.JobPostedBy.Kind == jobportal.KindCustomer && a.Status != jobportal.ApplicationWithdrawn {
			first = a
			break
		}
	}
	if first == nil {
		return nil
	}
	if list, _, err := db.ApplicationMessages(ctx, first.ID); err != nil || len(list) > 0 {
		return err
	}
	start := db.Now().UTC().Add(-50 * time.Hour)
	if err := addDemoThread(ctx, db, first, demoSeekerThread, start); err != nil {
		return err
	}
	others, _, err := db.ListJobApplications(ctx, first.JobID, jobportal.ApplicationFilter{}, jobportal.Page{Number: 1, Limit: 50})
	if err != nil {
		return fmt.Errorf("demo messages: %w", err)
	}
	for _, a := range others {
		if a.Applicant.ID != seeker.ID && a.Status != jobportal.ApplicationWithdrawn {
			if err := addDemoThread(ctx, db, a, demoCandidateThread, start.Add(30*time.Hour)); err != nil {
				return err
			}
			break
		}
	}
	log.Info("added demo message threads", "application", first.ID)
	return nil
}

// addDemoThread writes a thread's messages some hours apart from start,
// each read by the other side before the next, except the last.
func addDemoThread(ctx context.Context, db *store.DB, a *jobportal.Application, thread demoThread, start time.Time) error {
	at := start
	for i, m := range thread {
		by := store.MessageAuthor{Side: m.side, ID: a.Applicant.ID, Name: a.Applicant.Name}
		if m.side == jobportal.SideEmployer {
			by = store.MessageAuthor{Side: m.side, ID: a.JobPostedBy.ID, Name: a.CompanyName}
		}
		if _, _, err := db.PostMessageAt(ctx, at, a.ID, by, m.body, "", nil); err != nil {
			return fmt.Errorf("demo messages: %w", err)
		}
		if i < len(thread)-1 {
			if _, err := db.MarkMessagesRead(ctx, a.ID, jobportal.OtherSide(m.side)); err != nil {
				return fmt.Errorf("demo messages: %w", err)
			}
		}
		at = at.Add(time.Duration(3+i*5) * time.Hour)
	}
	return nil
}
