package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// weighted picks items in proportion to their weights.
type weighted[T any] struct {
	items []T
	cum   []int
}

func newWeighted[T any](pairs ...any) weighted[T] {
	var w weighted[T]
	total := 0
	for i := 0; i < len(pairs); i += 2 {
		total += pairs[i+1].(int)
		w.items = append(w.items, pairs[i].(T))
		w.cum = append(w.cum, total)
	}
	return w
}

func (w weighted[T]) pick(r *rand.Rand) T {
	x := r.IntN(w.cum[len(w.cum)-1])
	for i, c := range w.cum {
		if x < c {
			return w.items[i]
		}
	}
	return w.items[len(w.items)-1]
}

// role is a kind of job within a sub-topic: its title, a monthly salary in
// rupees for the middle level, and words its descriptions use.
type role struct {
	title  string
	salary int64
	duties string
	skills string
}

// roles lists the jobs of each sub-topic, as Sri Lankan vacancies name them.
// A role with a weight below the others appears less often (see rareTitles).
var roles = map[string][]role{
	"IT and Software": {
		{"Software Engineer", 250000, "design, build and maintain web and mobile applications", "Java, Go, C# or TypeScript, SQL and Git"},
		{"Quality Assurance Engineer", 180000, "plan and automate tests for web and mobile releases", "Selenium or Playwright, API testing and a keen eye"},
		{"Business Analyst", 220000, "gather requirements from clients and write clear specifications", "requirements workshops, UML and Jira"},
		{"DevOps Engineer", 320000, "run cloud infrastructure and deployment pipelines", "Linux, Docker, Kubernetes and AWS or Azure"},
		{"Data Engineer", 280000, "build data pipelines and reporting warehouses", "Python, SQL, Spark and Airflow"},
		{"UI/UX Designer", 160000, "design user journeys and interfaces for our products", "Figma, prototyping and user research"},
		{"Network Administrator", 140000, "keep the office network, firewalls and VPNs running", "CCNA, Fortinet and Windows Server"},
		{"Full Stack Developer", 230000, "deliver features end to end in React and Node.js", "React, Node.js, PostgreSQL and REST APIs"},
		{"IT Support Executive", 85000, "support staff with hardware, software and network issues", "Windows, Office 365 and basic networking"},
		{"Data Analyst", 170000, "turn sales and operations data into dashboards", "SQL, Excel and Power BI"},
	},
	"Accounting and Finance": {
		{"Accountant", 150000, "prepare monthly management accounts and reconciliations", "CA, CIMA or ACCA part qualification and QuickBooks or SAP"},
		{"Accounts Executive", 90000, "handle payables, receivables and bank reconciliations", "AAT and two years of accounting experience"},
		{"Accounts Assistant", 60000, "record invoices, payments and petty cash", "AAT or studying towards CIMA"},
		{"Finance Manager", 400000, "lead budgeting, cash flow and statutory reporting", "a full CA or CIMA qualification and team leadership"},
		{"Management Accountant", 200000, "analyse costs and margins and report to the board", "CIMA and strong Excel"},
		{"Internal Auditor", 180000, "review controls and report findings to the audit committee", "audit experience in a reputed firm"},
		{"Payroll Executive", 85000, "run monthly payroll, EPF and ETF", "payroll software and knowledge of labour law"},
		{"Tax Consultant", 220000, "advise clients on income tax and VAT", "Sri Lankan tax law and client handling"},
	},
	"Banking and Insurance": {
		{"Banking Assistant", 55000, "serve customers at the branch counter", "three passes at A/L and good customer service"},
		{"Relationship Manager", 250000, "grow a portfolio of SME and corporate clients", "banking experience and a DABF or degree"},
		{"Insurance Advisor", 50000, "advise families on life and health insurance", "good communication; commission on top of salary"},
		{"Credit Officer", 120000, "assess loan and leasing applications", "credit analysis and leasing experience"},
		{"Recovery Officer", 70000, "follow up on arrears and agree repayment plans", "a motorbike and a valid licence"},
		{"Branch Manager", 300000, "run a branch and meet its deposit and lending targets", "five years in banking, two of them leading a team"},
	},
	"Sales and Marketing": {
		{"Sales Executive", 75000, "visit dealers and grow sales in your territory", "a motorbike licence and a will to win"},
		{"Marketing Executive", 110000, "run campaigns, events and social media", "a degree in marketing or CIM"},
		{"Digital Marketing Executive", 120000, "manage paid social and search campaigns", "Meta and Google Ads and analytics"},
		{"Area Sales Manager", 220000, "lead a team of sales representatives across the province", "FMCG sales management"},
		{"Brand Manager", 300000, "own the brand plan and its results", "FMCG brand management experience"},
		{"Key Account Manager", 200000, "manage supermarket chains and modern trade", "modern trade experience"},
	},
	"Engineering": {
		{"Civil Engineer", 200000, "supervise building and road construction sites", "a B.Sc. in civil engineering and AutoCAD"},
		{"Quantity Surveyor", 180000, "prepare BOQs, valuations and final accounts", "a QS degree or diploma"},
		{"Electrical Engineer", 210000, "design and commission electrical installations", "IESL membership and site experience"},
		{"Mechanical Engineer", 200000, "maintain plant machinery and plan preventive work", "a B.Sc. in mechanical engineering"},
		{"Technical Officer", 95000, "assist engineers on site with drawings and measurements", "an NDT or NVQ level 5"},
		{"Maintenance Engineer", 190000, "keep the factory's machines and utilities running", "PLC and boiler knowledge"},
	},
	"Hospitality and Tourism": {
		{"Chef de Partie", 120000, "run a section of the hotel kitchen", "five years in hotel kitchens"},
		{"Commis Chef", 60000, "prepare food under the chef de partie", "a hotel school certificate"},
		{"Front Office Executive", 70000, "welcome guests and handle reservations", "fluent English and Opera PMS"},
		{"Steward", 50000, "serve guests in the restaurant and bar", "hotel school training preferred"},
		{"Room Attendant", 45000, "keep guest rooms spotless", "experience in a star-class hotel"},
		{"Travel Consultant", 90000, "plan and sell tours of Sri Lanka", "knowledge of the island and Amadeus or Galileo"},
		{"Hotel Manager", 350000, "run the hotel's operations and its team", "ten years in hotels, three as a manager"},
	},
	"Health": {
		{"Staff Nurse", 90000, "care for patients on the ward", "a nursing diploma and SLMC registration"},
		{"Pharmacist", 110000, "dispense medicines and advise patients", "SLMC registration as a pharmacist"},
		{"Medical Laboratory Technologist", 95000, "run tests in the hospital laboratory", "an MLT diploma or degree"},
		{"Physiotherapist", 120000, "treat patients recovering from injury and surgery", "a degree in physiotherapy"},
		{"Radiographer", 110000, "take X-ray, CT and MRI images", "a radiography diploma"},
	},
	"Education": {
		{"English Teacher", 80000, "teach English to secondary classes", "a degree and a teaching qualification"},
		{"Montessori Teacher", 45000, "care for and teach pre-school children", "a Montessori diploma"},
		{"Lecturer", 180000, "teach undergraduate courses and supervise projects", "a master's degree in the subject"},
		{"Mathematics Teacher", 85000, "teach mathematics for O/L and A/L", "a degree in mathematics"},
	},
	"Apparel": {
		{"Merchandiser", 150000, "follow orders from costing to shipment", "apparel merchandising experience"},
		{"Production Planner", 130000, "plan line loading and capacity", "apparel production planning"},
		{"Quality Controller", 65000, "inspect garments at every stage", "quality control in an apparel factory"},
		{"Sewing Machine Operator", 45000, "sew garments on the production line", "no experience needed; training given"},
		{"Garment Technologist", 160000, "develop patterns and fits with buyers", "a degree in textile technology"},
	},
	"Logistics": {
		{"Logistics Coordinator", 95000, "coordinate imports, exports and deliveries", "freight forwarding knowledge"},
		{"Warehouse Supervisor", 90000, "run stock, picking and dispatch", "warehouse systems and a forklift licence"},
		{"Driver", 60000, "drive the company lorry across the island", "a heavy vehicle licence"},
		{"Store Keeper", 55000, "receive, store and issue stock", "stock control experience"},
		{"Shipping Executive", 110000, "prepare shipping documents and book containers", "shipping and customs experience"},
	},
	"BPO": {
		{"Customer Support Agent", 65000, "answer customers by phone, chat and email", "fluent English; night shifts"},
		{"Data Entry Operator", 45000, "enter and check records accurately", "typing at 40 words a minute"},
		{"Team Leader", 140000, "lead a team of support agents", "two years in a contact centre"},
		{"Virtual Assistant", 80000, "support overseas clients with email and scheduling", "excellent written English"},
	},
	"Ministries": {
		{"Development Officer", 55000, "carry out development programmes of the ministry", "a degree recognised by the UGC"},
		{"Management Assistant", 45000, "handle the division's correspondence and records", "six passes at O/L and three at A/L"},
		{"Assistant Director", 90000, "plan and monitor programmes", "a degree and SLAS eligibility"},
		{"Translator (Sinhala-Tamil)", 60000, "translate official documents", "fluency in Sinhala, Tamil and English"},
	},
	"Provincial Councils": {
		{"Management Service Officer", 45000, "support the council's offices", "six passes at O/L and three at A/L"},
		{"Public Health Inspector", 60000, "inspect food premises and lead dengue control", "the PHI diploma"},
		{"Technical Officer (Civil)", 55000, "supervise provincial road works", "an NDT in civil engineering"},
	},
	"Teaching": {
		{"Graduate Teacher", 55000, "teach in a provincial school", "a degree and a PGDE"},
		{"Science Teacher", 55000, "teach science for grades 6 to 11", "a science degree"},
		{"Principal", 95000, "lead a national school", "SLPS grade 1 or 2"},
	},
	"Health Services": {
		{"Nursing Officer", 65000, "care for patients in a base hospital", "the nursing diploma of the Ministry of Health"},
		{"Public Health Midwife", 50000, "care for mothers and babies in the community", "the midwifery certificate"},
		{"Medical Officer", 120000, "treat patients in a divisional hospital", "MBBS and SLMC registration"},
	},
	"Semi-Government": {
		{"Trainee Engineer", 90000, "train on the board's projects", "a B.Sc. in engineering"},
		{"Assistant Manager", 130000, "assist in running a division of the corporation", "a degree and three years of experience"},
		{"Clerk", 45000, "keep the office's records", "six passes at O/L and three at A/L"},
	},
	"Middle East": {
		{"Heavy Vehicle Driver", 350, "drive trailers and tippers", "a GCC or Sri Lankan heavy vehicle licence"},
		{"Electrician", 400, "wire buildings and maintain installations", "NVQ level 4 and experience"},
		{"Housekeeping Attendant", 300, "clean hotel rooms and public areas", "hotel experience"},
		{"Security Guard", 280, "guard sites and malls", "height at least 5 ft 6 in"},
		{"Welder", 450, "weld structures on construction sites", "6G welding certificate"},
		{"Staff Nurse", 1200, "care for patients in a private hospital", "a nursing degree and the DHA or MOH exam"},
	},
	"Europe": {
		{"Caregiver", 900, "care for elderly people at home", "a caregiver certificate and basic English"},
		{"Hotel Worker", 850, "work in hotel kitchens and housekeeping", "hotel experience"},
		{"Farm Worker", 800, "harvest fruit and vegetables", "good health"},
	},
	"East Asia": {
		{"Factory Worker", 2000000, "work on a manufacturing line under the EPS scheme", "a pass in the EPS-TOPIK exam"},
		{"Fish Processing Worker", 1800000, "process fish in a factory", "EPS-TOPIK and good health"},
		{"Caregiver", 220000, "care for elderly people in a care home", "JLPT N4 and the caregiver skills test"},
	},
	"Australia and New Zealand": {
		{"Registered Nurse", 7000, "care for patients in an aged care facility", "AHPRA or NCNZ registration"},
		{"Chef", 5500, "cook in a busy restaurant", "a trade qualification and five years of experience"},
	},
	"Maldives": {
		{"Resort Waiter", 9000, "serve guests in a five-star resort", "resort experience"},
		{"Spa Therapist", 12000, "give massages and treatments", "a spa therapy certificate"},
		{"Chef de Partie", 15000, "run a section of a resort kitchen", "five years in hotel kitchens"},
	},
}

// rareTitles are jobs that few employers post, for searches that find little.
var rareTitles = []role{
	{"Gemmologist", 200000, "grade and value sapphires and other gems", "an FGA or GIA diploma"},
	{"Tea Taster", 180000, "taste and value teas at the Colombo auction", "a trained palate and broker experience"},
}

// abroad gives each international sub-topic its countries and currencies.
var abroad = map[string][][2]string{
	"Middle East":               {{"Qatar", "QAR"}, {"United Arab Emirates", "AED"}, {"Saudi Arabia", "SAR"}, {"Kuwait", "KWD"}, {"Oman", "OMR"}},
	"Europe":                    {{"Romania", "EUR"}, {"Poland", "EUR"}, {"Cyprus", "EUR"}, {"Italy", "EUR"}},
	"East Asia":                 {{"South Korea", "KRW"}}, // Japan, for caregivers: see job
	"Australia and New Zealand": {{"Australia", "AUD"}, {"New Zealand", "NZD"}},
	"Maldives":                  {{"Maldives", "MVR"}},
}

// seniority qualifies a title and scales its salary.
type seniority struct {
	prefix string
	level  string
	factor float64
}

var (
	mainTopics = newWeighted[string]("Private Jobs", 70, "Government Jobs", 15, "International Jobs", 15)
	jobTypes   = newWeighted[string]("Full Time Jobs", 70, "Part Time Jobs", 9, "Remote Jobs", 7, "Freelance", 5, "Temporary", 9)
	districts  = newWeighted[string]("Colombo", 34, "Gampaha", 14, "Kandy", 8, "Kurunegala", 5, "Galle", 5, "Kalutara", 5,
		"Matara", 3, "Ratnapura", 2, "Anuradhapura", 2, "Badulla", 2, "Jaffna", 2, "Kegalle", 2, "Puttalam", 2, "Matale", 2,
		"Hambantota", 2, "Nuwara Eliya", 2, "Batticaloa", 1, "Trincomalee", 1, "Ampara", 1, "Polonnaruwa", 1,
		"Monaragala", 1, "Vavuniya", 1, "Mannar", 1, "Kilinochchi", 1, "Mullaitivu", 1)
	seniorities = newWeighted[seniority](
		seniority{"", "Mid Level", 1}, 40, seniority{"Senior ", "Senior Level", 1.6}, 18,
		seniority{"Junior ", "Entry Level", 0.6}, 12, seniority{"Trainee ", "Entry Level", 0.45}, 10,
		seniority{"Assistant ", "Entry Level", 0.7}, 8, seniority{"Lead ", "Senior Level", 2}, 7)
	statuses = newWeighted[string](jobportal.JobApproved, 90, jobportal.JobPending, 6, jobportal.JobRejected, 4)
	applyBy  = newWeighted[string](jobportal.ApplyOnSite, 60, jobportal.ApplyByEmail, 30, jobportal.ApplyByLink, 10)
)

// employers name the firms that post through the admins, by main topic.
var employers = map[string][]string{
	"Private Jobs": {"Ceylon Biscuits Ltd", "Hayleys PLC", "John Keells Holdings", "Dialog Axiata", "Commercial Bank of Ceylon",
		"Brandix Lanka", "MAS Holdings", "Cargills (Ceylon) PLC", "Softlogic Holdings", "Aitken Spence", "Jetwing Hotels",
		"Sampath Bank", "Hemas Holdings", "Access Engineering", "Nawaloka Hospitals", "Asiri Health", "Virtusa", "IFS",
		"WSO2", "99x", "Sri Lanka Telecom PLC", "LOLC Finance", "Singer Sri Lanka", "Abans PLC", "Keells Super"},
	"Government Jobs": {"Ministry of Education", "Ministry of Health", "Ministry of Public Administration",
		"Western Provincial Council", "Central Provincial Council", "Southern Provincial Council",
		"Ceylon Electricity Board", "National Water Supply and Drainage Board", "Sri Lanka Ports Authority",
		"Road Development Authority"},
	"International Jobs": {"Lanka Overseas Employment Agency", "Gulf Jobs Lanka", "Serendib Manpower", "Blue Ocean Recruiters",
		"Ceylon Global Careers", "Sri Lanka Bureau of Foreign Employment"},
}

// generator makes jobs; it is not safe for use by several goroutines.
type generator struct {
	r         *rand.Rand
	now       time.Time
	adminID   int64
	companies []*jobportal.Customer
	// pages are the ids of the companies' pages, in the same order.
	pages []int64
	n     int
}

func newGenerator(seed uint64, now time.Time) *generator {
	return &generator{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), now: now}
}

// accounts makes the admin who posts for named employers and the company
// accounts that post their own jobs. Their password hashes match no password.
func (g *generator) accounts(ctx context.Context, db *store.DB, companies int) error {
	a := &jobportal.AdminUser{Username: "bench-admin", Name: "Bench Admin", Role: jobportal.RoleAdmin}
	if err := db.CreateAdminUser(ctx, a, "!"); err != nil {
		return err
	}
	g.adminID = a.ID
	first := []string{"Lanka", "Ceylon", "Serendib", "Lotus", "Ruhuna", "Kandyan", "Island", "Southern", "Western", "Blue Ocean",
		"Sigiri", "Kelani", "Pearl", "Golden", "Sapphire", "Horizon", "Tropical", "Nova", "Pinnacle", "Unity"}
	second := []string{"Software Labs", "Traders", "Apparel", "Hotels", "Logistics", "Finance", "Engineering", "Foods",
		"Health Care", "Motors", "Digital", "Exports", "Holdings", "Solutions", "Tea Estates", "Construction"}
	for i := range companies {
		name := fmt.Sprintf("%s %s", first[i%len(first)], second[(i/len(first))%len(second)])
		if i >= len(first)*len(second) {
			name += fmt.Sprintf(" %d", i/(len(first)*len(second))+1)
		}
		reg := jobportal.Registration{Type: jobportal.CustomerCompany, Name: name,
			Email: fmt.Sprintf("hr%d@company%d.example.lk", i, i), ContactPerson: "HR Manager",
			Website:  "https://www." + jobportal.CompanySlug(name) + ".example.lk",
			District: districts.pick(g.r)}
		c, err := db.CreateCustomer(ctx, reg, "!")
		if err != nil {
			return err
		}
		page, err := db.OwnCompany(ctx, c)
		if err != nil {
			return err
		}
		g.companies, g.pages = append(g.companies, c), append(g.pages, page.ID)
	}
	return nil
}

// job makes the next job.
func (g *generator) job() *jobportal.Job {
	r := g.r
	g.n++
	main := mainTopics.pick(r)
	subs := jobportal.SubTopics[main]
	sub := subs[r.IntN(len(subs))]
	rl := roles[sub][r.IntN(len(roles[sub]))]
	if main == "Private Jobs" && r.IntN(1000) == 0 {
		rl = rareTitles[r.IntN(len(rareTitles))]
	}
	sen := seniorities.pick(r)
	switch {
	case strings.Contains(rl.title, "Manager") || rl.title == "Principal":
		sen = seniority{"", "Executive", 1}
	case main != "Private Jobs":
		sen = seniority{"", "Mid Level", 1}
		if r.IntN(5) == 0 {
			sen = seniority{"", "Entry Level", 0.8}
		}
	}
	j := &jobportal.Job{
		Title:           sen.prefix + rl.title,
		JobType:         jobTypes.pick(r),
		ExperienceLevel: sen.level,
		MainTopic:       main,
		SubTopics:       []string{sub},
		Currency:        jobportal.DefaultCurrency,
		Location:        districts.pick(r),
		Status:          statuses.pick(r),
		ApplyMethod:     applyBy.pick(r),
		PostedBy:        jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: g.adminID},
	}
	if main == "Private Jobs" && r.IntN(4) == 0 {
		// Some vacancies belong to two sub-topics, such as IT in a bank.
		if other := subs[r.IntN(len(subs))]; other != sub {
			j.SubTopics = append(j.SubTopics, other)
		}
	}
	if main == "International Jobs" {
		places := abroad[sub]
		place := places[r.IntN(len(places))]
		if rl.title == "Caregiver" && sub == "East Asia" {
			place = [2]string{"Japan", "JPY"}
		}
		j.Location, j.Country, j.Currency = jobportal.Foreign, place[0], place[1]
		j.JobType = "Full Time Jobs"
	}
	if main == "Government Jobs" {
		j.JobType = "Full Time Jobs"
		if r.IntN(10) == 0 {
			j.JobType = "Temporary"
		}
	}
	switch {
	case main == "Private Jobs" && r.IntN(100) < 60:
		i := r.IntN(len(g.companies))
		c, page := g.companies[i], g.pages[i]
		j.PostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: c.ID}
		j.CompanyID, j.CompanyName = &page, c.Name
	default:
		names := employers[main]
		j.CompanyName = names[r.IntN(len(names))]
	}
	j.Slug = jobportal.Slugify(j.Title, jobportal.JobSlugFallback)

	// Three vacancies in four give a salary; some give only a starting figure.
	if r.IntN(4) != 0 {
		base := float64(rl.salary) * sen.factor * (0.8 + 0.4*r.Float64())
		lo := roundSalary(int64(base))
		j.SalaryMin = &lo
		if r.IntN(5) != 0 {
			hi := roundSalary(int64(base * (1.2 + 0.5*r.Float64())))
			j.SalaryMax = &hi
		}
	}

	// Posted over the last 60 days; open for three weeks to three months.
	posted := g.now.Add(-time.Duration(r.Int64N(int64(60 * 24 * time.Hour))))
	j.PostedDate = posted
	open := 21 + r.IntN(70)
	closing := posted.In(jobportal.SriLankaTime).AddDate(0, 0, open)
	if limit := g.now.In(jobportal.SriLankaTime).AddDate(0, 0, jobportal.MaxClosingDays); closing.After(limit) {
		closing = limit
	}
	j.ClosingDate = closing.Format(jobportal.DateLayout)

	switch j.Status {
	case jobportal.JobApproved:
		j.Views = int64(r.ExpFloat64() * 150)
		j.Featured = r.IntN(50) == 0
		j.Hot = r.IntN(100) == 0
	case jobportal.JobRejected:
		j.RejectionReason = "The vacancy does not give enough detail about the role."
	}
	switch j.ApplyMethod {
	case jobportal.ApplyByEmail:
		j.ApplyEmail = "careers@" + jobportal.CompanySlug(j.CompanyName) + ".example.lk"
	case jobportal.ApplyByLink:
		j.ApplyURL = "https://careers." + jobportal.CompanySlug(j.CompanyName) + ".example.lk/jobs/" + fmt.Sprint(g.n)
	}
	j.Description, j.Requirements = g.text(j, rl)
	return j
}

// text writes a job's description and requirements from its parts.
func (g *generator) text(j *jobportal.Job, rl role) (string, string) {
	r := g.r
	where := j.Location
	if j.Location == jobportal.Foreign {
		where = j.Country
	}
	openers := []string{
		"%s is looking for a %s to join its team in %s.",
		"We at %s are hiring a %s for our office in %s.",
		"%s invites applications for the post of %s, based in %s.",
		"An exciting opportunity at %s: %s, %s.",
	}
	var b strings.Builder
	fmt.Fprintf(&b, openers[r.IntN(len(openers))], j.CompanyName, j.Title, where)
	fmt.Fprintf(&b, "\n\nYou will %s, working closely with the rest of the team.", rl.duties)
	extras := []string{
		"We offer a competitive salary, medical insurance, EPF and ETF, and a yearly bonus.",
		"Transport is provided from Colombo Fort and Kadawatha.",
		"Meals and accommodation are provided.",
		"Training is given, with clear paths to promotion.",
		"Flexible hours and hybrid work are possible after probation.",
		"Air tickets, visa and medical are paid by the employer.",
		"Applicants from the area are preferred.",
	}
	for range 1 + r.IntN(3) {
		b.WriteString(" " + extras[r.IntN(len(extras))])
	}
	if j.JobType != "Full Time Jobs" {
		fmt.Fprintf(&b, "\n\nThis is a %s position.", strings.ToLower(strings.TrimSuffix(j.JobType, " Jobs")))
	}
	b.WriteString("\n\nSend your CV with two non-related referees before the closing date.")
	req := fmt.Sprintf("%s.\nGood communication in English; Sinhala or Tamil is an advantage.", capitalize(rl.skills))
	if j.ExperienceLevel == "Senior Level" || j.ExperienceLevel == "Executive" {
		req += fmt.Sprintf("\nAt least %d years of experience in a similar role.", 4+r.IntN(6))
	}
	return b.String(), req
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// roundSalary rounds a monthly amount as advertisements do: to the thousand
// from ten thousand, to the ten below.
func roundSalary(v int64) int64 {
	switch {
	case v >= 10000:
		return v / 1000 * 1000
	case v >= 100:
		return v / 10 * 10
	}
	return max(v, 1)
}
