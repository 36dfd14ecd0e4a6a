package seed

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"jobportal/internal/auth"
	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// demoCandidates are job seekers who applied for the demo employers' jobs.
var demoCandidates = []jobportal.Registration{
	{Type: jobportal.CustomerIndividual, Name: "Tharindu Bandara", Email: "tharindu.bandara@demo.jobportal.lk", Phone: "071 555 0201", District: "Gampaha"},
	{Type: jobportal.CustomerIndividual, Name: "Shalini Rajapaksha", Email: "shalini.r@demo.jobportal.lk", Phone: "077 555 0202", District: "Colombo"},
	{Type: jobportal.CustomerIndividual, Name: "Mohamed Rifkan", Email: "rifkan.m@demo.jobportal.lk", Phone: "075 555 0203", District: "Kandy"},
	{Type: jobportal.CustomerIndividual, Name: "Priyanka Nadarajah", Email: "priyanka.n@demo.jobportal.lk", Phone: "076 555 0204", District: "Jaffna"},
	{Type: jobportal.CustomerIndividual, Name: "Chamath Gunasekara", Email: "chamath.g@demo.jobportal.lk", Phone: "070 555 0205", District: "Kurunegala"},
	{Type: jobportal.CustomerIndividual, Name: "Dinithi Weerasinghe", Email: "dinithi.w@demo.jobportal.lk", Phone: "072 555 0206", District: "Galle"},
	{Type: jobportal.CustomerIndividual, Name: "Asanka Herath", Email: "asanka.h@demo.jobportal.lk", Phone: "078 555 0207", District: "Matara"},
}

// demoPaths are the stages each candidate's application went through, in
// the order of the candidates (the demo job seeker's last); every stage,
// withdrawn too, is somewhere on every job.
var demoPaths = [][]string{
	{"reviewed", "shortlisted", "interview", "offered", "hired"},
	{"reviewed", "shortlisted", "interview"},
	{"reviewed", "rejected"},
	{"reviewed", "shortlisted", "interview", "offered"},
	{},
	{"reviewed", "shortlisted"},
	{"withdrawn"},
	{"reviewed"},
}

// demoNotes are the employer's private notes, by the stage they were written at.
var demoNotes = map[string]string{
	"shortlisted": "Good match for the role; ask about notice period.",
	"interview":   "Interview: confident and well prepared. Check references.",
	"offered":     "Offer sent with the salary discussed; waiting for the answer.",
	"rejected":    "Less experience than the role needs this time.",
}

// demoQuestions are the screening questions of the first open job of each
// demo employer: a required knock-out, a preferred least number, a choice
// and a short text.
var demoQuestions = []jobportal.ScreeningQuestion{
	{Kind: jobportal.QuestionYesNo, Text: "Can you start work within a month?", Required: true, Options: []string{}, Wanted: "yes"},
	{Kind: jobportal.QuestionNumber, Text: "How many years of experience do you have in a similar role?", Options: []string{}, Wanted: "2"},
	{Kind: jobportal.QuestionChoice, Text: "How would you like to work?", Options: []string{"Full time", "Part time"}, Wanted: "Full time"},
	{Kind: jobportal.QuestionText, Text: "What notice period do you have with your present employer?", Options: []string{}},
}

// demoReplies are the answers of the candidate at place n to demoQuestions:
// most meet every wanted answer, some miss a preferred one, and two cannot
// start within a month (one of them still at Applied, for the knock-out).
func demoReplies(n int) []jobportal.ScreeningReply {
	start := "yes"
	if n == 2 || n == 4 {
		start = "no"
	}
	years := []string{"5", "3", "1", "4", "0.5", "2", "6", "3"}[n%8]
	work := "Full time"
	if n%3 == 1 {
		work = "Part time"
	}
	notice := []string{"One month", "Two weeks", "None: I can start at once"}[n%3]
	return []jobportal.ScreeningReply{{Question: 0, Answer: start}, {Question: 1, Answer: years}, {Question: 2, Answer: work},
		{Question: 3, Answer: notice}}
}

// DemoPipeline fills the hiring pipeline of the demo employers' open jobs
// that take applications on the site: applications by demo job seekers at
// every stage, with their history, private notes and ratings. It adds
// nothing when the demo employer's jobs have applications already.
// storeDocument keeps the applications' CV files.
func DemoPipeline(ctx context.Context, db *store.DB, storeDocument StoreDocument, log *slog.Logger) error {
	var jobs []*jobportal.Job
	today := jobportal.Today(db.Now())
	for _, email := range []string{demoCustomers[1].Email, demoCustomers[2].Email} {
		employer, _, err := db.CustomerCredentials(ctx, email)
		if err != nil {
			return fmt.Errorf("demo pipeline: %w", err)
		}
		list, _, err := db.ListCustomerJobs(ctx, employer.ID, jobportal.Page{Number: 1, Limit: 50})
		if err != nil {
			return fmt.Errorf("demo pipeline: %w", err)
		}
		taken := 0
		for _, j := range list {
			if j.ApplicationsCount > 0 {
				return nil // added before
			}
			if j.Status == jobportal.JobApproved && j.ClosingDate >= today && j.ApplyMethod == jobportal.ApplyOnSite && taken < 2 {
				jobs = append(jobs, j)
				taken++
			}
		}
	}
	if len(jobs) == 0 {
		return nil
	}
	for i := 0; i < len(jobs); i += 2 {
		j, err := db.FindJobAnyStatus(ctx, jobs[i].ID)
		if err != nil {
			return fmt.Errorf("demo screening questions: %w", err)
		}
		j.ScreeningQuestions = demoQuestions
		if err := db.UpdateJob(ctx, j); err != nil {
			return fmt.Errorf("demo screening questions: %w", err)
		}
		jobs[i] = j
	}
	people, err := demoCandidateAccounts(ctx, db, log)
	if err != nil {
		return err
	}
	seeker, _, err := db.CustomerCredentials(ctx, demoCustomers[0].Email)
	if err != nil {
		return fmt.Errorf("demo pipeline: %w", err)
	}
	people = append(people, seeker)
	now := db.Now().UTC()
	applied := 0
	for ji, j := range jobs {
		by := jobportal.Mover{Kind: jobportal.KindCustomer, ID: j.PostedBy.ID, Name: j.CompanyName}
		for pi, person := range people {
			// The demo job seeker applies for the first two jobs only, so the
			// others stay open for them to try applying.
			if person.ID == seeker.ID && ji > 1 {
				continue
			}
			path := demoPaths[(pi+ji)%len(demoPaths)]
			at := now.Add(-time.Duration(20-pi) * 24 * time.Hour).Add(time.Duration(ji*3+pi) * time.Hour)
			if err := demoApplication(ctx, db, storeDocument, j, person, by, path, at, pi); err != nil {
				return err
			}
			applied++
		}
	}
	log.Info("added the demo hiring pipeline", "jobs", len(jobs), "applications", applied)
	return nil
}

// demoCandidateAccounts adds the demo candidates that are missing and returns them all.
func demoCandidateAccounts(ctx context.Context, db *store.DB, log *slog.Logger) ([]*jobportal.Customer, error) {
	var out []*jobportal.Customer
	var hash string
	for _, r := range demoCandidates {
		c, _, err := db.CustomerCredentials(ctx, r.Email)
		if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
			if hash == "" {
				if hash, err = auth.HashPassword(DemoPassword); err != nil {
					return nil, err
				}
			}
			if c, err = db.CreateCustomer(ctx, r, hash); err != nil {
				return nil, fmt.Errorf("demo candidate %s: %w", r.Email, err)
			}
			if err := db.MarkEmailConfirmed(ctx, c.ID); err != nil {
				return nil, fmt.Errorf("demo candidate %s: %w", r.Email, err)
			}
			log.Info("added a demo account", "email", r.Email, "password", DemoPassword)
		} else if err != nil {
			return nil, fmt.Errorf("demo candidate %s: %w", r.Email, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// demoApplication sends person's application for job j at the time at, with
// a CV made by the CV builder's renderer, then moves it along path a day or
// two apart, with a note at some stages and a rating once reviewed.
func demoApplication(ctx context.Context, db *store.DB, storeDocument StoreDocument, j *jobportal.Job, person *jobportal.Customer,
	by jobportal.Mover, path []string, at time.Time, n int) error {
	cv := jobportal.CV{Title: "CV", Language: "en", Customization: jobportal.DefaultCVCustomization(),
		BuilderData: jobportal.CVData{PersonalInfo: jobportal.CVPersonalInfo{FirstName: person.Name, Email: person.Email,
			Phone: person.Phone, Country: "Sri Lanka", Summary: "Applying for " + j.Title + " at " + j.CompanyName + "."}}}
	res, err := cvpdf.Render(cv, cvpdf.Options{})
	if err != nil {
		return fmt.Errorf("demo application: %w", err)
	}
	key, contentType, err := storeDocument(ctx, res.PDF)
	if err != nil {
		return fmt.Errorf("demo application: %w", err)
	}
	var replies []jobportal.ScreeningReply
	if len(j.ScreeningQuestions) > 0 {
		replies = demoReplies(n)
	}
	screening, err := jobportal.AnswerQuestions(j.ScreeningQuestions, replies)
	if err != nil {
		return fmt.Errorf("demo application: %w", err)
	}
	a, err := db.CreateApplicationAt(ctx, at, &jobportal.Application{JobID: j.ID, Screening: screening,
		Applicant:   jobportal.ApplicationApplicant{ID: person.ID},
		CoverLetter: "Dear hiring team,\n\nI would like to apply for the post of " + j.Title + ". My CV is attached.\n\nThank you.",
		Phone:       person.Phone, CVKey: key,
		CV: jobportal.CVFile{Name: cvpdf.FileName(cv), Type: contentType, Size: int64(len(res.PDF))}})
	if err != nil {
		return fmt.Errorf("demo application: %w", err)
	}
	for i, status := range path {
		at = at.Add(time.Duration(24+i*13) * time.Hour)
		if status == jobportal.ApplicationWithdrawn {
			if _, err := db.WithdrawApplicationAt(ctx, at, a.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: person.ID, Name: person.Name}, nil); err != nil {
				return fmt.Errorf("demo application: %w", err)
			}
			continue
		}
		if _, err := db.MoveApplicationsAt(ctx, at, j.ID, []int64{a.ID}, status, by, nil); err != nil {
			return fmt.Errorf("demo application: %w", err)
		}
		if note, ok := demoNotes[status]; ok {
			if _, err := db.AddApplicationNoteAt(ctx, at.Add(20*time.Minute), a.ID, by, note); err != nil {
				return fmt.Errorf("demo application: %w", err)
			}
		}
	}
	if len(path) > 0 && path[0] == jobportal.ApplicationReviewed {
		rating := 2 + (n+len(path))%4
		if _, err := db.SetApplicationRating(ctx, a.ID, &rating); err != nil {
			return fmt.Errorf("demo application: %w", err)
		}
	}
	return nil
}
