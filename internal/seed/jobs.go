package seed

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// demoAdmin stands for the first admin as the poster of a demo job.
const demoAdmin = "admin"

// demoJob is a demo vacancy. Its dates are relative to the day the demo data
// is added: posted daysAgo days before, closing closesIn days after.
type demoJob struct {
	poster   string // a demo customer's email, or demoAdmin
	status   string // approved unless set
	reason   string // of a rejection
	daysAgo  int
	closesIn int
	featured bool
	hot      bool
	views    int64
	in       jobportal.JobInput
}

// demoJobList is about thirty jobs across districts, topics and job types, as
// Sri Lankan employers post them. Three wait for approval, one was rejected
// and one has closed.
func demoJobList() []demoJob {
	const (
		software = "employer@demo.jobportal.lk"
		hotels   = "hotels@demo.jobportal.lk"
	)
	job := func(title, location, jobType, level, main string, subs []string, min, max *int64, desc, req string) jobportal.JobInput {
		return jobportal.JobInput{Title: title, Location: location, JobType: jobType, ExperienceLevel: level,
			MainTopic: main, SubTopics: subs, SalaryMin: min, SalaryMax: max, Description: desc, Requirements: req}
	}
	it := []string{"IT and Software"}
	hospitality := []string{"Hospitality and Tourism"}
	with := func(in jobportal.JobInput, f func(*jobportal.JobInput)) jobportal.JobInput { f(&in); return in }
	abroad := func(country, currency, agency string) func(*jobportal.JobInput) {
		return func(in *jobportal.JobInput) {
			in.Country, in.Currency, in.CompanyName = country, currency, agency
			in.ApplyMethod, in.ApplyEmail = jobportal.ApplyByEmail, "cv@overseas.example.lk"
		}
	}
	named := func(company string) func(*jobportal.JobInput) {
		return func(in *jobportal.JobInput) { in.CompanyName = company }
	}
	jobs := []demoJob{
		// Lanka Software Labs, Colombo.
		{poster: software, daysAgo: 1, closesIn: 30, featured: true, hot: true, views: 412, in: job(
			"Senior Software Engineer (Go)", "Colombo", "Full Time Jobs", "Senior Level", "Private Jobs", it,
			ptr(350000), ptr(550000),
			"Lanka Software Labs builds payment and logistics platforms used across South Asia.\n\n"+
				"You will design and build Go services on PostgreSQL, review code, and mentor two to three engineers. "+
				"Hybrid work from our Colombo 03 office, three days a week.",
			"Five years or more building backend systems, two of them in Go.\nGood SQL and a feel for performance.\n"+
				"Clear written English.")},
		{poster: software, daysAgo: 3, closesIn: 25, views: 233, in: job(
			"Associate Software Engineer", "Colombo", "Full Time Jobs", "Entry Level", "Private Jobs", it,
			ptr(120000), ptr(180000),
			"Join a team that ships every week. You will write features end to end in React and Go, with a "+
				"senior engineer beside you for your first six months.",
			"A degree in Computer Science or IT (SLIIT, UCSC, Moratuwa or similar), or equal experience.\n"+
				"A project you can show us.")},
		{poster: software, status: jobportal.JobPending, daysAgo: 0, closesIn: 20, in: job(
			"QA Engineer", "Colombo", "Full Time Jobs", "Mid Level", "Private Jobs", it, ptr(180000), ptr(280000),
			"Own the quality of our merchant apps: plan tests, automate them with Playwright, and keep releases calm.",
			"Three years in software testing.\nAutomation in TypeScript or Python.\nISTQB is a plus.")},
		{poster: software, daysAgo: 2, closesIn: 40, hot: true, views: 305, in: with(job(
			"DevOps Engineer", "Colombo", "Remote Jobs", "Senior Level", "Private Jobs", it, ptr(400000), ptr(650000),
			"Run our Kubernetes clusters on AWS, keep deployments boring and costs in check. Fully remote within Sri Lanka; "+
				"one team week in Colombo each quarter.",
			"Four years with Linux, Terraform and Kubernetes.\nOn-call one week in six, paid."),
			func(in *jobportal.JobInput) {
				in.ApplyMethod, in.ApplyURL = jobportal.ApplyByLink, "https://careers.example.lk/devops"
			})},
		{poster: software, daysAgo: 8, closesIn: 22, views: 140, in: job(
			"UI/UX Designer", "Colombo", "Full Time Jobs", "Mid Level", "Private Jobs", it, ptr(200000), ptr(300000),
			"Design clear, fast interfaces for people on small phones and slow connections, in English, Sinhala and Tamil.",
			"A portfolio with shipped mobile work.\nFigma; some HTML and CSS.")},
		{poster: software, daysAgo: 10, closesIn: 20, views: 77, in: job(
			"Business Analyst", "Colombo", "Full Time Jobs", "Mid Level", "Private Jobs",
			[]string{"IT and Software", "Banking and Insurance"}, ptr(250000), ptr(350000),
			"Work with our banking clients to turn their needs into clear stories and acceptance tests.",
			"Three years as a BA on software projects, ideally in banking or insurance.")},
		{poster: software, daysAgo: 4, closesIn: 14, views: 61, in: job(
			"IT Support Intern", "Kandy", "Temporary", "Entry Level", "Private Jobs", it, ptr(40000), ptr(50000),
			"A six-month internship at our Kandy support centre: help customers, fix laptops and learn our systems.",
			"Studying IT or just finished your A/Ls with ICT.")},
		{poster: software, daysAgo: 12, closesIn: 30, featured: true, views: 188, in: job(
			"Technical Project Manager", "Colombo", "Full Time Jobs", "Executive", "Private Jobs", it,
			ptr(600000), ptr(900000),
			"Lead delivery for our largest accounts: plans, budgets, risks and a calm team.",
			"Eight years in software delivery, three leading managers or large teams.\nPMP or PRINCE2 welcome.")},
		{poster: software, daysAgo: 6, closesIn: 35, views: 54, in: job(
			"Mobile Developer (Flutter)", "Jaffna", "Full Time Jobs", "Mid Level", "Private Jobs", it,
			ptr(200000), ptr(320000),
			"Our new Jaffna studio builds the apps of our logistics platform. Tamil speakers especially welcome.",
			"Two years of Flutter with published apps.")},
		{poster: software, status: jobportal.JobPending, daysAgo: 0, closesIn: 30, in: job(
			"Data Engineer", "Colombo", "Full Time Jobs", "Senior Level", "Private Jobs", it, ptr(380000), ptr(520000),
			"Build the pipelines and warehouse behind our merchant analytics.",
			"Python, SQL and one of Airflow or Dagster.")},
		{poster: software, daysAgo: 7, closesIn: 21, views: 36, in: job(
			"Technical Writer", "Colombo", "Freelance", "Mid Level", "Private Jobs", it, nil, nil,
			"Write the developer guides of our payment APIs, about 20 hours a month, from anywhere in Sri Lanka.",
			"Samples of technical writing in English.")},

		// Hill Country Hotels, Kandy and the hills.
		{poster: hotels, daysAgo: 2, closesIn: 18, views: 120, in: job(
			"Front Office Executive", "Kandy", "Full Time Jobs", "Entry Level", "Private Jobs", hospitality,
			ptr(60000), ptr(80000),
			"Welcome our guests at our Kandy lake-view hotel, handle check-ins and help plan their days.",
			"GCE A/L; a hotel school certificate is a plus.\nGood English; a third language is welcome.")},
		{poster: hotels, daysAgo: 6, closesIn: 30, featured: true, hot: true, views: 356, in: job(
			"Executive Chef", "Nuwara Eliya", "Full Time Jobs", "Senior Level", "Private Jobs", hospitality,
			ptr(250000), ptr(350000),
			"Lead a kitchen of 18 in our colonial bungalow hotel: Sri Lankan and European menus, a tea-paired dinner.",
			"Ten years in hotel kitchens, four as a sous chef or above.\nFood safety certification.")},
		{poster: hotels, daysAgo: 9, closesIn: 21, views: 45, in: job(
			"Housekeeping Supervisor", "Kandy", "Full Time Jobs", "Mid Level", "Private Jobs", hospitality,
			ptr(70000), ptr(90000),
			"Lead a team of twelve room attendants across 60 rooms and keep standards high.",
			"Three years in hotel housekeeping, one as a supervisor.")},
		{poster: hotels, daysAgo: 1, closesIn: 10, views: 33, in: job(
			"Restaurant Steward", "Nuwara Eliya", "Part Time Jobs", "Entry Level", "Private Jobs", hospitality,
			ptr(45000), ptr(55000),
			"Weekend and holiday shifts in our restaurant during the April season.",
			"Friendly, reliable, and able to work late shifts.")},
		{poster: hotels, daysAgo: 3, closesIn: 45, views: 67, in: job(
			"Seasonal Tour Guide (Sigiriya and Dambulla)", "Matale", "Temporary", "Mid Level", "Private Jobs", hospitality,
			ptr(60000), ptr(90000),
			"Guide our guests through Sigiriya, Dambulla and the spice gardens from May to September.",
			"A national tour guide licence.\nEnglish and one of German, French or Chinese.")},
		{poster: hotels, daysAgo: 15, closesIn: 15, views: 58, in: job(
			"Accountant", "Kandy", "Full Time Jobs", "Mid Level", "Private Jobs", []string{"Accounting and Finance"},
			ptr(120000), ptr(160000),
			"Keep the books of our three hotels, prepare monthly accounts and work with our auditors.",
			"CA or CIMA part-qualified.\nThree years in accounting, hotel experience preferred.")},
		{poster: hotels, daysAgo: 11, closesIn: 25, views: 39, in: job(
			"Sales and Marketing Manager", "Galle", "Full Time Jobs", "Senior Level", "Private Jobs",
			[]string{"Sales and Marketing", "Hospitality and Tourism"}, ptr(220000), ptr(300000),
			"Grow bookings for our new beach resort in Unawatuna through agents, online channels and events.",
			"Five years in hotel sales; a network of tour operators.")},
		{poster: hotels, status: jobportal.JobPending, daysAgo: 0, closesIn: 28, in: job(
			"Spa Therapist", "Galle", "Full Time Jobs", "Entry Level", "Private Jobs", []string{"Hospitality and Tourism", "Health"},
			ptr(55000), ptr(70000),
			"Give Ayurvedic and Western treatments at our beach resort spa.",
			"A certificate in Ayurvedic therapy or beauty therapy.")},
		{poster: hotels, status: jobportal.JobRejected, reason: "Please give the salary range and the working hours.",
			daysAgo: 4, closesIn: 20, in: job(
				"Night Auditor", "Kandy", "Full Time Jobs", "Mid Level", "Private Jobs", []string{"Accounting and Finance"},
				nil, nil, "Night audit for our Kandy hotel.", "")},

		// Government offices, posted by an admin from their notices.
		{poster: demoAdmin, daysAgo: 2, closesIn: 21, hot: true, views: 520, in: with(job(
			"Graduate Teacher (Science)", "Anuradhapura", "Full Time Jobs", "Entry Level", "Government Jobs",
			[]string{"Teaching"}, ptr(45000), ptr(65000),
			"Recruitment of science graduates as teachers for schools of the North Central Province.\n"+
				"Applications on the form in the gazette notice, by registered post.",
			"A degree in science from a university recognised by the UGC.\nAge 18 to 35 on the closing date."),
			named("Provincial Department of Education, North Central Province"))},
		{poster: demoAdmin, daysAgo: 5, closesIn: 25, views: 301, in: with(job(
			"Management Service Officer", "Colombo", "Full Time Jobs", "Entry Level", "Government Jobs",
			[]string{"Ministries"}, ptr(40000), ptr(55000),
			"Open competitive examination for Grade III of the Management Service Officers' Service.",
			"Six passes at GCE O/L with credits in Sinhala or Tamil, English and Mathematics.\nThree passes at GCE A/L."),
			named("Ministry of Public Administration"))},
		{poster: demoAdmin, daysAgo: 7, closesIn: 20, views: 244, in: with(job(
			"Nursing Officer", "Badulla", "Full Time Jobs", "Mid Level", "Government Jobs",
			[]string{"Health Services"}, ptr(55000), ptr(75000),
			"Nursing officers for the Badulla Provincial General Hospital.",
			"A diploma in nursing and registration with the Sri Lanka Medical Council."),
			named("Ministry of Health"))},
		{poster: demoAdmin, daysAgo: 9, closesIn: 14, views: 97, in: with(job(
			"Development Officer", "Matara", "Full Time Jobs", "Entry Level", "Government Jobs",
			[]string{"Provincial Councils"}, ptr(42000), ptr(58000),
			"Development officers for the divisional secretariats of the Southern Province.",
			"A degree from a recognised university."),
			named("Southern Provincial Council"))},
		{poster: demoAdmin, daysAgo: 13, closesIn: 30, views: 86, in: with(job(
			"Civil Engineer", "Kurunegala", "Full Time Jobs", "Mid Level", "Government Jobs",
			[]string{"Semi-Government"}, ptr(90000), ptr(130000),
			"Civil engineers for road projects of the North Western Province.",
			"BSc in Civil Engineering and membership of the IESL.\nThree years on road projects."),
			named("Road Development Authority"))},
		{poster: demoAdmin, daysAgo: 50, closesIn: -20, views: 410, in: with(job(
			"Census Field Officer", "Polonnaruwa", "Temporary", "Entry Level", "Government Jobs",
			[]string{"Semi-Government"}, ptr(35000), ptr(40000),
			"Field officers for the household survey.", "GCE A/L."),
			named("Department of Census and Statistics"))},

		// Other private employers and work abroad, posted by an admin.
		{poster: demoAdmin, daysAgo: 3, closesIn: 30, views: 150, in: with(job(
			"Trainee Banking Assistant", "Trincomalee", "Full Time Jobs", "Entry Level", "Private Jobs",
			[]string{"Banking and Insurance"}, ptr(45000), ptr(55000),
			"Begin a career in banking at our Trincomalee branch, with training at our Colombo academy.",
			"Three passes at GCE A/L in one sitting.\nSinhala, Tamil and English."),
			named("Ceylon Commercial Bank"))},
		{poster: demoAdmin, daysAgo: 1, closesIn: 14, views: 93, in: with(job(
			"Sewing Machine Operator", "Gampaha", "Full Time Jobs", "Entry Level", "Private Jobs",
			[]string{"Apparel"}, ptr(45000), ptr(60000),
			"Machine operators for our Katunayake factory; transport, meals and attendance bonus.",
			"Experience on lockstitch or overlock machines is a plus; training given."),
			named("Lanka Apparel Exports"))},
		{poster: demoAdmin, daysAgo: 0, closesIn: 10, views: 42, in: with(job(
			"Delivery Rider", "Colombo", "Part Time Jobs", "Entry Level", "Private Jobs",
			[]string{"Logistics"}, ptr(35000), ptr(60000),
			"Deliver parcels around Colombo and Dehiwala on flexible shifts; fuel allowance paid.",
			"A motorcycle licence and your own bike."),
			named("QuickDrop Logistics"))},
		{poster: demoAdmin, daysAgo: 4, closesIn: 21, views: 64, in: with(job(
			"Customer Support Agent (Night Shift)", "Kurunegala", "Full Time Jobs", "Entry Level", "Private Jobs",
			[]string{"BPO"}, ptr(70000), ptr(95000),
			"Answer customers of an Australian telecom company by phone and chat, from our Kurunegala centre.",
			"Fluent spoken English.\nGCE A/L."),
			named("Serendib BPO Services"))},
		{poster: demoAdmin, daysAgo: 2, closesIn: 30, featured: true, views: 274, in: with(job(
			"Caregiver", "Foreign", "Full Time Jobs", "Entry Level", "International Jobs",
			[]string{"Middle East"}, ptr(6000), ptr(7500),
			"Caregivers for elderly people in private homes in Israel, through a licensed agency.",
			"A caregiver NVQ Level 3 certificate.\nAge 25 to 45."),
			abroad("Israel", "ILS", "Ceylon Overseas Placements (SLBFE licensed)"))},
		{poster: demoAdmin, daysAgo: 5, closesIn: 30, views: 198, in: with(job(
			"Resort Waiter", "Foreign", "Full Time Jobs", "Entry Level", "International Jobs",
			[]string{"Maldives"}, ptr(600), ptr(900),
			"Waiters for a five-star island resort; food, lodging and flights paid.",
			"Two years in hotel restaurants."),
			abroad("Maldives", "USD", "Ceylon Overseas Placements (SLBFE licensed)"))},
		{poster: demoAdmin, daysAgo: 8, closesIn: 40, views: 167, in: with(job(
			"Food Factory Worker", "Foreign", "Full Time Jobs", "Entry Level", "International Jobs",
			[]string{"East Asia"}, ptr(180000), ptr(220000),
			"Specified Skilled Worker visa jobs in food manufacturing in Japan.",
			"JLPT N4 and the food manufacturing skills test."),
			abroad("Japan", "JPY", "Nippon Lanka Careers"))},
		{poster: demoAdmin, daysAgo: 6, closesIn: 25, views: 133, in: with(job(
			"Construction Supervisor", "Foreign", "Full Time Jobs", "Senior Level", "International Jobs",
			[]string{"Middle East"}, ptr(3500), ptr(5000),
			"Supervise building sites in Doha for a large contractor; two-year contract.",
			"NVQ Level 5 or a diploma in construction.\nFive years of site supervision."),
			abroad("Qatar", "QAR", "Gulf Careers Lanka"))},
		{poster: demoAdmin, daysAgo: 10, closesIn: 45, views: 121, in: with(job(
			"Registered Nurse", "Foreign", "Full Time Jobs", "Mid Level", "International Jobs",
			[]string{"Australia and New Zealand"}, ptr(6500), ptr(8000),
			"Registered nurses for aged-care homes in Queensland, with visa sponsorship.",
			"A BSc in Nursing, two years' experience and IELTS 7."),
			abroad("Australia", "AUD", "Southern Cross Recruitment"))},
	}
	return jobs
}

func ptr(v int64) *int64 { return &v }

// closingDay is the demo job's closing day (jobportal.DateLayout) when the
// demo data is added at now: closesIn days on, in Sri Lanka.
func (d demoJob) closingDay(now time.Time) string {
	return now.In(jobportal.SriLankaTime).AddDate(0, 0, d.closesIn).Format(jobportal.DateLayout)
}

// demoJobs adds the demo jobs unless the demo employer has posted already;
// storeImage keeps the flyers of those that have one (flyers.go).
func demoJobs(ctx context.Context, db *store.DB, accounts map[string]*jobportal.Customer, adminID int64, storeImage StoreImage, log *slog.Logger) error {
	employer := accounts[demoCustomers[1].Email]
	if counts, err := db.CustomerJobCounts(ctx, employer.ID); err != nil {
		return fmt.Errorf("demo jobs: %w", err)
	} else if counts.Total > 0 {
		return nil
	}
	now := db.Now().UTC()
	added := 0
	views := map[int64]int64{}
	for i, d := range demoJobList() {
		in := d.in
		in.ClosingDate = d.closingDay(now)
		j := &jobportal.Job{Status: d.status, RejectionReason: d.reason, Featured: d.featured, Hot: d.hot,
			PostedDate: now.Add(-time.Duration(d.daysAgo)*24*time.Hour - time.Duration(added)*37*time.Minute)}
		if j.Status == "" {
			j.Status = jobportal.JobApproved
		}
		var poster *jobportal.Customer
		if d.poster == demoAdmin {
			if adminID == 0 {
				continue
			}
			j.PostedBy = jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID}
		} else {
			poster = accounts[d.poster]
			j.PostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: poster.ID}
			if poster.Type == jobportal.CustomerCompany {
				page, err := db.OwnCompany(ctx, poster)
				if err != nil {
					return fmt.Errorf("demo jobs: %w", err)
				}
				in.CompanyID, in.CompanyName = &page.ID, page.Name
			}
		}
		in.Normalize()
		// A job that has closed was valid when it was posted.
		today := jobportal.Today(now)
		if d.closesIn < 0 {
			today = in.ClosingDate
		}
		if err := in.Validate(today); err != nil {
			return fmt.Errorf("demo job %q: %w", in.Title, err)
		}
		in.Apply(j)
		if err := storeFlyer(ctx, j, uint64(i), storeImage); err != nil {
			return fmt.Errorf("demo job %q: %w", in.Title, err)
		}
		if err := db.CreateJob(ctx, j); err != nil {
			return fmt.Errorf("demo job %q: %w", in.Title, err)
		}
		if d.views > 0 {
			views[j.ID] = d.views
		}
		added++
	}
	if err := db.AddJobViews(ctx, views); err != nil {
		return fmt.Errorf("demo jobs: %w", err)
	}
	log.Info("added demo jobs", "count", added)
	return nil
}

// The demo job whose poster has sent an edit that waits for an admin, and
// what the edit changes: a title, the pay and a line of its description.
const (
	demoEditedTitle = "DevOps Engineer"
	demoEditTitle   = "DevOps Engineer (AWS)"
	demoEditLine    = "\n\nWe now also pay for one AWS certification a year."
)

// demoJobEdit has the software company edit its live DevOps job, so that an
// admin trying the console finds one edit to review, with its changes. It
// is made once: not when the job is gone, already carries the edit's title
// (an admin approved it) or has a change kept (waiting or rejected).
func demoJobEdit(ctx context.Context, db *store.DB, employer *jobportal.Customer, log *slog.Logger) error {
	list, _, err := db.ListCustomerJobs(ctx, employer.ID, jobportal.Page{Number: 1, Limit: 50})
	if err != nil {
		return fmt.Errorf("demo job edit: %w", err)
	}
	var found *jobportal.Job
	for _, j := range list {
		switch j.Title {
		case demoEditTitle:
			return nil
		case demoEditedTitle:
			found = j
		}
	}
	if found == nil || found.Status != jobportal.JobApproved {
		return nil
	}
	j, err := db.FindJobWithChange(ctx, found.ID)
	if err != nil {
		return fmt.Errorf("demo job edit: %w", err)
	}
	if j.Change != nil {
		return nil
	}
	draft := j.Draft()
	draft.Title = demoEditTitle
	draft.Description += demoEditLine
	if draft.SalaryMax != nil {
		draft.SalaryMax = ptr(*draft.SalaryMax + 50000)
	}
	if _, _, err := db.EditOwnJob(ctx, employer.ID, draft, ""); err != nil {
		return fmt.Errorf("demo job edit: %w", err)
	}
	log.Info("added a demo job edit waiting for review", "job", j.ID)
	return nil
}
