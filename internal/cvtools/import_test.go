package cvtools_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"jobportal/internal/cvtools"
	"jobportal/internal/jobportal"
)

// sample is a JSON Resume document with every part the importer reads.
const sample = `{
  "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  "basics": {
    "name": "Nimal Perera", "label": "Senior Accountant", "email": "nimal@example.lk", "phone": "+94 77 123 4567",
    "url": "https://nimal.example.lk", "summary": "Chartered accountant with eight years in audit and reporting.",
    "location": {"address": "12 Temple Road", "postalCode": "10250", "city": "Nugegoda", "countryCode": "LK", "region": "Western"},
    "profiles": [{"network": "LinkedIn", "username": "nimalp", "url": "https://www.linkedin.com/in/nimalp"}]
  },
  "work": [
    {"name": "Ceylon Traders PLC", "position": "Senior Accountant", "startDate": "2019-03", "summary": "Lead the month-end close.",
     "highlights": ["Cut the close from 10 to 6 days", "Moved the books to SLFRS 16"]},
    {"name": "Lanka Audit & Co", "position": "Audit Trainee", "location": "Colombo", "startDate": "2015-01-05", "endDate": "2019-02-28"}
  ],
  "education": [{"institution": "University of Sri Jayewardenepura", "area": "Accounting", "studyType": "BSc",
    "startDate": "2011", "endDate": "2015", "score": "3.6", "courses": ["Auditing", "Taxation"]}],
  "skills": [{"name": "Financial Reporting", "level": "Master", "keywords": ["SLFRS", "Tally"]},
             {"name": "Leadership", "level": "Advanced"}],
  "languages": [{"language": "Sinhala", "fluency": "Native speaker"}, {"language": "English", "fluency": "Professional working proficiency"}],
  "certificates": [{"name": "ACA", "date": "2020-06-01", "issuer": "CA Sri Lanka", "url": "https://www.casrilanka.com"}],
  "projects": [{"name": "Close automation", "description": "Macros for the close.", "keywords": ["Excel", "VBA"],
    "startDate": "2021-01", "endDate": "2021-06", "url": "https://github.com/nimalp/close"}],
  "awards": [{"title": "Best Trainee", "date": "2017-12", "awarder": "Lanka Audit & Co", "summary": "Top of 40 trainees."}],
  "references": [{"name": "Sunil Silva", "reference": "Finance Director, Ceylon Traders PLC, sunil@ceylontraders.lk, 011 234 5678"}],
  "volunteer": [{"organization": "Rotaract Colombo", "position": "Treasurer", "startDate": "2016-01", "summary": "Kept the club's books."}],
  "publications": [{"name": "Leases under SLFRS 16", "publisher": "CA Journal", "releaseDate": "2022-03"}],
  "interests": [{"name": "Cricket", "keywords": ["Coaching", "Umpiring"]}]
}`

func mustImport(t *testing.T, source, data string) (jobportal.CVData, []string) {
	t.Helper()
	d, warnings, err := cvtools.Import(source, json.RawMessage(data))
	if err != nil {
		t.Fatalf("import %s: %v", source, err)
	}
	return d, warnings
}

func TestImportJSONResume(t *testing.T) {
	d, warnings := mustImport(t, cvtools.SourceJSONResume, sample)
	p := d.PersonalInfo
	if p.FirstName != "Nimal" || p.LastName != "Perera" || p.Email != "nimal@example.lk" || p.Phone != "+94 77 123 4567" ||
		p.City != "Nugegoda" || p.Country != "Sri Lanka" || p.PostalCode != "10250" || p.Address != "12 Temple Road" ||
		p.Objective != "Senior Accountant" || !strings.HasPrefix(p.Summary, "Chartered accountant") {
		t.Errorf("personal info %+v", p)
	}
	if len(d.Experience) != 2 {
		t.Fatalf("experience %+v", d.Experience)
	}
	if e := d.Experience[0]; e.Company != "Ceylon Traders PLC" || e.StartDate != "2019-03" || !e.Current || e.EndDate != "" ||
		!strings.Contains(e.Description, "• Cut the close from 10 to 6 days") || e.ID != "imp-1" {
		t.Errorf("first job %+v", e)
	}
	if e := d.Experience[1]; e.Current || e.StartDate != "2015-01-05" || e.EndDate != "2019-02-28" || e.Location != "Colombo" {
		t.Errorf("second job %+v", e)
	}
	if ed := d.Education[0]; ed.Degree != "BSc" || ed.Field != "Accounting" || ed.StartDate != "2011-01" || ed.EndDate != "2015-01" ||
		ed.GPA != "3.6" || ed.Description != "Courses: Auditing, Taxation" || ed.Current {
		t.Errorf("education %+v", ed)
	}
	names := func(list []jobportal.CVSkill) string {
		var out []string
		for _, s := range list {
			out = append(out, s.Name+"="+s.Level)
		}
		return strings.Join(out, ",")
	}
	if got := names(d.Skills.Technical); got != "Financial Reporting=expert,SLFRS=expert,Tally=expert" {
		t.Errorf("technical skills %s", got)
	}
	if got := names(d.Skills.Soft); got != "Leadership=advanced" {
		t.Errorf("soft skills %s", got)
	}
	if got := names(d.Skills.Languages); got != "Sinhala=expert,English=advanced" {
		t.Errorf("languages %s", got)
	}
	if c := d.Certifications[0]; c.Name != "ACA" || c.Issuer != "CA Sri Lanka" || c.Date != "2020-06-01" {
		t.Errorf("certificate %+v", c)
	}
	if pr := d.Projects[0]; pr.GitHub != "https://github.com/nimalp/close" || pr.URL != "" || len(pr.Technologies) != 2 {
		t.Errorf("project %+v", pr)
	}
	if a := d.Achievements[0]; a.Title != "Best Trainee" || !strings.Contains(a.Description, "Awarded by Lanka Audit & Co") {
		t.Errorf("award %+v", a)
	}
	if r := d.References[0]; r.Name != "Sunil Silva" || r.Position != "Finance Director" || r.Company != "Ceylon Traders PLC" ||
		r.Email != "sunil@ceylontraders.lk" || r.Phone != "011 234 5678" {
		t.Errorf("reference %+v", r)
	}
	var titles []string
	for _, s := range d.CustomSections {
		titles = append(titles, fmt.Sprintf("%s(%d)", s.Title, len(s.Items)))
	}
	if got := strings.Join(titles, ","); got != "Profiles(2),Volunteering(1),Publications(1),Interests(1)" {
		t.Errorf("custom sections %s", got)
	}
	if len(warnings) != 0 {
		t.Errorf("warnings %q", warnings)
	}
	// Every item has its own id.
	seen := map[string]bool{}
	ids := []string{}
	for _, e := range d.Experience {
		ids = append(ids, e.ID)
	}
	for _, s := range d.CustomSections {
		ids = append(ids, s.ID)
		for _, it := range s.Items {
			ids = append(ids, it.ID)
		}
	}
	for _, id := range ids {
		if !strings.HasPrefix(id, "imp-") || seen[id] {
			t.Errorf("id %q is missing or repeated", id)
		}
		seen[id] = true
	}
}

func TestImportJSONResumeAsAString(t *testing.T) {
	quoted, _ := json.Marshal(sample)
	d, _ := mustImport(t, cvtools.SourceJSONResume, string(quoted))
	if d.PersonalInfo.FirstName != "Nimal" || len(d.Experience) != 2 {
		t.Fatalf("%+v", d)
	}
}

func TestImportRefusesWhatIsNotThatFormat(t *testing.T) {
	for _, c := range []struct {
		name, source, data, field, message string
	}{
		{"an unknown source", "pdf", `{}`, "source", "json-resume, linkedin or text"},
		{"a JSON Resume that is a list", "json-resume", `[1,2]`, "data", "not a JSON Resume document"},
		{"a JSON Resume with no known part", "json-resume", `{"name":"Nimal","jobs":[]}`, "data", "needs at least one of basics"},
		{"a JSON Resume whose work is an object", "json-resume", `{"work":{"name":"x"}}`, "data", "work has the wrong type"},
		{"a JSON Resume whose basics' name is a number", "json-resume", `{"basics":{"name":5}}`, "data", "basics.name has the wrong type"},
		{"a JSON Resume that is text", "json-resume", `"Nimal Perera, accountant"`, "data", "not a JSON Resume document"},
		{"a JSON Resume that is a number", "json-resume", `42`, "data", "not a JSON Resume document"},
		{"a JSON Resume of nulls", "json-resume", `{"basics":null,"work":null}`, "data", "needs at least one"},
		{"LinkedIn without any file", "linkedin", `{}`, "data", "at least one is needed"},
		{"LinkedIn with blank files", "linkedin", `{"profile":"  ","skills":""}`, "data", "at least one is needed"},
		{"LinkedIn with an unknown file", "linkedin", `{"connections":"First Name\nA"}`, "data", "Profile.csv"},
		{"LinkedIn with a file that is not text", "linkedin", `{"profile":5}`, "data", "Profile.csv"},
		{"LinkedIn positions without their columns", "linkedin", `{"positions":"Name,When\nA,B"}`, "data",
			"not LinkedIn's Positions.csv: it lacks the column Company Name"},
		{"LinkedIn skills without a Name column", "linkedin", `{"skills":"Skill\nExcel"}`, "data", "lacks the column Name"},
		{"text that is empty", "text", `"   \n  "`, "data", "it is empty"},
		{"text that is not a string", "text", `{"text":"x"}`, "data", "as a string"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := cvtools.Import(c.source, json.RawMessage(c.data))
			var e *jobportal.Error
			if err == nil || jobportal.ErrorCode(err) != jobportal.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			e = err.(*jobportal.Error)
			if len(e.Fields) != 1 || e.Fields[0].Field != c.field || !strings.Contains(e.Message, c.message) {
				t.Fatalf("error %q %+v, want field %s and %q", e.Message, e.Fields, c.field, c.message)
			}
		})
	}
}

func TestImportKeepsTheLimits(t *testing.T) {
	var work []string
	for i := range 60 {
		work = append(work, fmt.Sprintf(`{"name":"Company %d","position":"Clerk","startDate":"2001-01","endDate":"2001-02"}`, i))
	}
	long := strings.Repeat("x", jobportal.MaxCVField+50)
	doc := `{"basics":{"name":"` + long + `","email":"not an email","summary":"` + strings.Repeat("y", jobportal.MaxCVText+10) + `"},
		"work":[` + strings.Join(work, ",") + `],
		"certificates":[{"name":"A","url":"javascript:alert(1)","date":"someday"}],
		"projects":[{"name":"P","url":"ftp://files.example.lk"}]}`
	d, warnings := mustImport(t, cvtools.SourceJSONResume, doc)
	if len(d.Experience) != jobportal.MaxCVItems {
		t.Errorf("%d jobs kept", len(d.Experience))
	}
	if n := len([]rune(d.PersonalInfo.FirstName)); n > jobportal.MaxCVField {
		t.Errorf("first name of %d characters", n)
	}
	if n := len([]rune(d.PersonalInfo.Summary)); n != jobportal.MaxCVText {
		t.Errorf("summary of %d characters", n)
	}
	if d.PersonalInfo.Email != "" || d.Certifications[0].URL != "" || d.Certifications[0].Date != "" || d.Projects[0].URL != "" {
		t.Errorf("kept a bad email, address or date: %+v %+v %+v", d.PersonalInfo, d.Certifications[0], d.Projects[0])
	}
	all := strings.Join(warnings, "\n")
	for _, want := range []string{"Only the first 50 entries of experience", "longer than 200 characters", "longer than 5000 characters",
		`"not an email"`, `"javascript:alert(1)"`, `"someday"`, `"ftp://files.example.lk"`} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning with %q in:\n%s", want, all)
		}
	}
}

func TestImportMakesEmptyListsNotNull(t *testing.T) {
	d, _ := mustImport(t, cvtools.SourceJSONResume, `{"basics":{"name":"Kasun"}}`)
	b, _ := json.Marshal(d)
	if strings.Contains(string(b), "null") {
		t.Fatalf("null in %s", b)
	}
}

func TestImportWarnsOfUnknownParts(t *testing.T) {
	_, warnings := mustImport(t, cvtools.SourceJSONResume, `{"basics":{"name":"Kasun","image":"https://x.lk/a.jpg"},"hobbies":[]}`)
	all := strings.Join(warnings, "\n")
	if !strings.Contains(all, "hobbies") || !strings.Contains(all, "photo") {
		t.Fatalf("warnings %q", warnings)
	}
}

func TestImportLinkedIn(t *testing.T) {
	export := map[string]string{
		"profile": "\ufeffFirst Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n" +
			`Kasun,Jayasuriya,,"45 Lake Road, Kandy","Mar 3, 1994",Software Engineer at Hill Soft,"I build web apps.",IT,20000,"Kandy, Central Province, Sri Lanka",,[PERSONAL:https://kasun.dev],` + "\n",
		"positions": "Company Name,Title,Description,Location,Started On,Finished On\n" +
			"Hill Soft,Software Engineer,\"Built the billing system; 30% faster.\",Kandy,Jan 2021,\n" +
			"Lanka Labs,Intern,Tested apps,Colombo,Jun 2019,Dec 2020\n",
		"education": "School Name,Start Date,End Date,Notes,Degree Name,Activities\n" +
			"University of Peradeniya,2016,2020,First class,BSc Computer Science,Chess club\n",
		"skills": "Name\nJava\nReact\nTeamwork\nEnglish\n",
	}
	data, _ := json.Marshal(export)
	d, warnings := mustImport(t, cvtools.SourceLinkedIn, string(data))
	p := d.PersonalInfo
	if p.FirstName != "Kasun" || p.LastName != "Jayasuriya" || p.City != "Kandy" || p.Country != "Sri Lanka" ||
		p.DateOfBirth != "1994-03-03" || p.Objective != "Software Engineer at Hill Soft" || p.PostalCode != "20000" ||
		p.Address != "45 Lake Road, Kandy" || p.Summary != "I build web apps." {
		t.Errorf("profile %+v", p)
	}
	if len(d.Experience) != 2 || !d.Experience[0].Current || d.Experience[0].StartDate != "2021-01" ||
		d.Experience[1].EndDate != "2020-12" || d.Experience[1].Company != "Lanka Labs" {
		t.Errorf("positions %+v", d.Experience)
	}
	if len(d.Education) != 1 || d.Education[0].Degree != "BSc Computer Science" || d.Education[0].StartDate != "2016-01" ||
		!strings.Contains(d.Education[0].Description, "Chess club") {
		t.Errorf("education %+v", d.Education)
	}
	if len(d.Skills.Technical) != 2 || len(d.Skills.Soft) != 1 || len(d.Skills.Languages) != 1 {
		t.Errorf("skills %+v", d.Skills)
	}
	if len(d.CustomSections) != 1 || d.CustomSections[0].Items[0].Description != "https://kasun.dev" {
		t.Errorf("websites %+v", d.CustomSections)
	}
	if len(warnings) != 0 {
		t.Errorf("warnings %q", warnings)
	}
}

func TestImportLinkedInHeadersInAnyCaseAndOneFile(t *testing.T) {
	data, _ := json.Marshal(map[string]string{"positions": "COMPANY NAME,title,started on,finished on\r\nDialog,Sales Executive,Feb 2018,Mar 2020\r\n"})
	d, _ := mustImport(t, cvtools.SourceLinkedIn, string(data))
	if len(d.Experience) != 1 || d.Experience[0].Position != "Sales Executive" || d.Experience[0].EndDate != "2020-03" {
		t.Fatalf("%+v", d.Experience)
	}
}

const pastedCV = `CURRICULUM VITAE
Tharushi Fernando
No. 8, Galle Road, Mount Lavinia
tharushi.f@example.lk | 077-123 4567

PROFILE
Hard-working accounts assistant with four years in audit firms and trading companies, used to month-end closing,
bank reconciliations and VAT returns.

WORK EXPERIENCE
Accounts Assistant at Ceylon Traders, Colombo
Jan 2020 – Present
• Reconciled 12 bank accounts every month
• Prepared VAT returns
Audit Trainee | KPMG Sri Lanka   2017 - 2019
Audited 15 clients in manufacturing.

EDUCATION
BSc in Accounting, University of Kelaniya, 2013 - 2017
G.C.E. A/L Commerce, Visakha Vidyalaya, 2012

Skills:
MS Excel (advanced), Tally, QuickBooks, Teamwork

LANGUAGES
Sinhala - Native
English - Fluent
Tamil (basic)

Certifications
CIMA Certificate in Business Accounting, Jun 2016

Achievements
Best trainee of the year 2018

REFEREES
Mr. Nimal Silva
Finance Manager, Ceylon Traders
nimal@ceylontraders.lk
0112345678

Mrs. K. Perera, Partner, KPMG Sri Lanka, 077 555 1234
`

func TestImportText(t *testing.T) {
	data, _ := json.Marshal(pastedCV)
	d, warnings := mustImport(t, cvtools.SourceText, string(data))
	p := d.PersonalInfo
	if p.FirstName != "Tharushi" || p.LastName != "Fernando" || p.Email != "tharushi.f@example.lk" || p.Phone != "077-123 4567" {
		t.Errorf("personal info %+v", p)
	}
	if !strings.HasPrefix(p.Summary, "Hard-working accounts assistant") || !strings.HasSuffix(p.Summary, "VAT returns.") {
		t.Errorf("summary %q", p.Summary)
	}
	if len(d.Experience) != 2 {
		t.Fatalf("experience %+v", d.Experience)
	}
	if e := d.Experience[0]; e.Position != "Accounts Assistant" || e.Company != "Ceylon Traders" || e.Location != "Colombo" ||
		e.StartDate != "2020-01" || !e.Current || e.Description != "• Reconciled 12 bank accounts every month\n• Prepared VAT returns" {
		t.Errorf("first job %+v", e)
	}
	if e := d.Experience[1]; e.Position != "Audit Trainee" || e.Company != "KPMG Sri Lanka" || e.StartDate != "2017-01" ||
		e.EndDate != "2019-01" || e.Current || e.Description != "Audited 15 clients in manufacturing." {
		t.Errorf("second job %+v", e)
	}
	if len(d.Education) != 2 || d.Education[0].Institution != "University of Kelaniya" || d.Education[0].Degree != "BSc in Accounting" ||
		d.Education[0].StartDate != "2013-01" || d.Education[0].EndDate != "2017-01" || d.Education[1].Institution != "Visakha Vidyalaya" ||
		d.Education[1].EndDate != "2012-01" {
		t.Errorf("education %+v", d.Education)
	}
	var skills []string
	for _, s := range d.Skills.Technical {
		skills = append(skills, s.Name+"="+s.Level)
	}
	if got := strings.Join(skills, ","); got != "MS Excel=advanced,Tally=intermediate,QuickBooks=intermediate" {
		t.Errorf("skills %s", got)
	}
	if len(d.Skills.Soft) != 1 || d.Skills.Soft[0].Name != "Teamwork" {
		t.Errorf("soft skills %+v", d.Skills.Soft)
	}
	var langs []string
	for _, s := range d.Skills.Languages {
		langs = append(langs, s.Name+"="+s.Level)
	}
	if got := strings.Join(langs, ","); got != "Sinhala=expert,English=advanced,Tamil=beginner" {
		t.Errorf("languages %s", got)
	}
	if len(d.Certifications) != 1 || d.Certifications[0].Date != "2016-06" {
		t.Errorf("certifications %+v", d.Certifications)
	}
	if len(d.Achievements) != 1 {
		t.Errorf("achievements %+v", d.Achievements)
	}
	if len(d.References) != 2 || d.References[0].Name != "Mr. Nimal Silva" || d.References[0].Position != "Finance Manager" ||
		d.References[0].Email != "nimal@ceylontraders.lk" || d.References[0].Phone != "0112345678" ||
		d.References[1].Name != "Mrs. K. Perera" || d.References[1].Phone != "077 555 1234" || d.References[1].Company != "KPMG Sri Lanka" {
		t.Errorf("references %+v", d.References)
	}
	if len(warnings) != 0 {
		t.Errorf("warnings %q", warnings)
	}
}

func TestImportTextInSinhalaAndTamil(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"Sinhala headings, typed with joiners", "සුනිල් බණ්ඩාර\n+94 71 234 5678\n\nරැකියා පළපුරුද්ද\nගබඩා භාරකරු, Lanka Foods 2015 - 2020\n\nඅධ්\u200dයාපනය\nKandy Vidyalaya 2010\n\nකුසලතා\nExcel, Forklift\n"},
		{"Sinhala headings, typed without joiners", "සුනිල් බණ්ඩාර\n+94 71 234 5678\n\nපළපුරුද්ද\nගබඩා භාරකරු, Lanka Foods 2015 - 2020\n\nඅධ්යාපනය\nKandy Vidyalaya 2010\n\nකුසලතා\nExcel, Forklift\n"},
		{"Tamil headings", "முருகன் ராஜா\n0094 71 234 5678\n\nபணி அனுபவம்\nகளஞ்சியப் பொறுப்பாளர், Lanka Foods 2015 - 2020\n\nகல்வி\nJaffna College 2010\n\nதிறன்கள்\nExcel, Forklift\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data, _ := json.Marshal(c.text)
			d, _ := mustImport(t, cvtools.SourceText, string(data))
			if d.PersonalInfo.FirstName == "" || d.PersonalInfo.Phone == "" {
				t.Errorf("personal info %+v", d.PersonalInfo)
			}
			if len(d.Experience) != 1 || d.Experience[0].Company != "Lanka Foods" || d.Experience[0].StartDate != "2015-01" {
				t.Errorf("experience %+v", d.Experience)
			}
			if len(d.Education) != 1 || d.Education[0].EndDate != "2010-01" {
				t.Errorf("education %+v", d.Education)
			}
			if len(d.Skills.Technical) != 2 {
				t.Errorf("skills %+v", d.Skills)
			}
		})
	}
}

func TestImportTextWithoutHeadingsWarns(t *testing.T) {
	data, _ := json.Marshal("Ruwan Kumara\nruwan@example.lk\nI am a driver with a heavy vehicle licence.")
	d, warnings := mustImport(t, cvtools.SourceText, string(data))
	if d.PersonalInfo.Email != "ruwan@example.lk" || d.PersonalInfo.FirstName != "Ruwan" {
		t.Errorf("%+v", d.PersonalInfo)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "No section headings") {
		t.Errorf("warnings %q", warnings)
	}
}

func TestPhoneNumbersAreFound(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Call 0771234567 today", "0771234567"},
		{"Mobile: +94 77 123 4567", "+94 77 123 4567"},
		{"tel 0094-77-123-4567", "0094-77-123-4567"},
		{"Office 011 234 5678", "011 234 5678"},
		{"UK +44 20 7946 0958", "+44 20 7946 0958"},
		{"Dubai +971 50 123 4567", "+971 50 123 4567"},
	} {
		t.Run(c.text, func(t *testing.T) {
			data, _ := json.Marshal("Name Here\n" + c.text)
			d, _ := mustImport(t, cvtools.SourceText, string(data))
			if d.PersonalInfo.Phone != c.want {
				t.Fatalf("phone %q, want %q", d.PersonalInfo.Phone, c.want)
			}
		})
	}
}

func TestLevelsAndDates(t *testing.T) {
	for _, c := range []struct{ level, want string }{
		{"Beginner", "beginner"}, {"Basic", "beginner"}, {"Elementary proficiency", "beginner"},
		{"Intermediate", "intermediate"}, {"Limited working proficiency", "intermediate"}, {"Conversational", "intermediate"},
		{"Advanced", "advanced"}, {"Fluent", "advanced"}, {"Full professional proficiency", "advanced"},
		{"Expert", "expert"}, {"Master", "expert"}, {"Native or bilingual proficiency", "expert"},
		{"4/5", "advanced"}, {"5/5", "expert"}, {"90%", "expert"}, {"1", "beginner"}, {"", "intermediate"}, {"weird", "intermediate"},
	} {
		t.Run("level "+c.level, func(t *testing.T) {
			doc := `{"skills":[{"name":"Excel","level":"` + c.level + `"}]}`
			d, _ := mustImport(t, cvtools.SourceJSONResume, doc)
			if got := d.Skills.Technical[0].Level; got != c.want {
				t.Fatalf("%q gives %q, want %q", c.level, got, c.want)
			}
		})
	}
	for _, c := range []struct{ date, want string }{
		{"2020-01-15", "2020-01-15"}, {"2020-01", "2020-01"}, {"2020", "2020-01"}, {"2020-1", "2020-01"},
		{"Jan 2020", "2020-01"}, {"January 2020", "2020-01"}, {"Sept. 2019", "2019-09"}, {"03/2018", "2018-03"},
		{"2018/03", "2018-03"}, {"15/03/2018", "2018-03-15"}, {"3 March 2018", "2018-03-03"}, {"March 3, 2018", "2018-03-03"},
		{"2020-02-30", ""}, {"2020-13", ""}, {"last year", ""}, {"1850", ""},
	} {
		t.Run("date "+c.date, func(t *testing.T) {
			doc := `{"certificates":[{"name":"A","date":"` + c.date + `"}]}`
			d, _ := mustImport(t, cvtools.SourceJSONResume, doc)
			if got := d.Certifications[0].Date; got != c.want {
				t.Fatalf("%q gives %q, want %q", c.date, got, c.want)
			}
		})
	}
}

func TestLevelsAreWholeWords(t *testing.T) {
	data, _ := json.Marshal("Skills\nSales - fast moving goods, Excel - expert, Tally (good)\n")
	d, _ := mustImport(t, cvtools.SourceText, string(data))
	var got []string
	for _, s := range d.Skills.Technical {
		got = append(got, s.Name+"="+s.Level)
	}
	if want := "Sales - fast moving goods=intermediate,Excel=expert,Tally=intermediate"; strings.Join(got, ",") != want {
		t.Fatalf("skills %q, want %q", got, want)
	}
}

func TestImportJSONResumeOfTheOlderSchema(t *testing.T) {
	d, _ := mustImport(t, cvtools.SourceJSONResume,
		`{"work":[{"company":"Dialog Axiata","position":"Engineer","startDate":"2018-01-01","endDate":"2020-01-01"}],
		  "education":[{"institution":"University of Moratuwa","gpa":"3.7"}]}`)
	if d.Experience[0].Company != "Dialog Axiata" || d.Education[0].GPA != "3.7" {
		t.Fatalf("%+v %+v", d.Experience, d.Education)
	}
}
