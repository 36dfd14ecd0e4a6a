package cvtools

import "strings"

// vocabulary is the skills the analysis looks for in the jobs a person
// looks at: what Sri Lankan vacancies ask for, across the portal's topics.
// Each skill is its name as a CV writes it, then other ways of writing it.
// Languages (Sinhala, Tamil, English) are not here: a CV lists them apart.
var vocabulary = [][]string{
	// Software and IT.
	{"Java"}, {"Python"}, {"JavaScript"}, {"TypeScript"}, {"C#", "c sharp"}, {"C++", "cpp"}, {"PHP"},
	{"Golang", "go language"}, {"Kotlin"}, {"Swift"}, {"Dart"}, {"Ruby"}, {"Scala"}, {"SQL"}, {"MySQL"},
	{"PostgreSQL", "postgres"}, {"Oracle Database", "oracle db"}, {"MongoDB"}, {"Microsoft SQL Server", "ms sql", "mssql"},
	{"React", "react.js", "reactjs"}, {"Angular", "angularjs"}, {"Vue.js", "vue", "vuejs"}, {"Node.js", "nodejs", "node js"},
	{"Spring Boot", "spring"}, {".NET", "dotnet", "asp.net"}, {"Laravel"}, {"Django"}, {"Flutter"}, {"React Native"},
	{"Android"}, {"iOS"}, {"HTML", "html5"}, {"CSS", "css3"}, {"REST APIs", "rest api", "restful"}, {"GraphQL"},
	{"Git", "github", "gitlab"}, {"Docker"}, {"Kubernetes", "k8s"}, {"AWS", "amazon web services"}, {"Microsoft Azure", "azure"},
	{"Google Cloud", "gcp"}, {"Linux"}, {"DevOps"}, {"CI/CD", "continuous integration"}, {"Jenkins"}, {"Microservices"},
	{"Software Testing", "qa testing", "quality assurance"}, {"Selenium"}, {"Test Automation", "automation testing"},
	{"Agile", "scrum"}, {"JIRA"}, {"Machine Learning"}, {"Data Analysis", "data analytics"}, {"Power BI"}, {"Tableau"},
	{"Data Science"}, {"Cyber Security", "cybersecurity", "information security"}, {"Networking", "ccna"},
	{"System Administration", "system administrator"}, {"Technical Support", "it support", "help desk", "helpdesk"},
	{"UI/UX Design", "ui/ux", "ux design", "ui design"}, {"Figma"}, {"Adobe Photoshop", "photoshop"},
	{"Adobe Illustrator", "illustrator"}, {"Graphic Design"}, {"Video Editing"}, {"WordPress"}, {"SEO", "search engine optimization"},
	{"Digital Marketing"}, {"Social Media Marketing", "social media"}, {"Content Writing", "copywriting"},
	{"SAP"}, {"ERP Systems", "erp"}, {"Salesforce"},
	// Office work.
	{"Microsoft Excel", "ms excel", "excel"}, {"Microsoft Word", "ms word"}, {"Microsoft Office", "ms office"},
	{"PowerPoint"}, {"Data Entry"}, {"Typing"}, {"Sinhala Typing", "sinhala typing"}, {"Tamil Typing"},
	{"Office Administration"}, {"Record Keeping", "filing"}, {"Report Writing"},
	// Accounting, finance and banking.
	{"Accounting"}, {"Bookkeeping", "book keeping"}, {"Financial Reporting"}, {"SLFRS", "lkas"}, {"IFRS"},
	{"Tally", "tally erp"}, {"QuickBooks"}, {"Sage", "sage 50"}, {"Xero"}, {"Payroll"}, {"Taxation", "tax"},
	{"VAT"}, {"Auditing", "audit"}, {"Internal Audit"}, {"Budgeting"}, {"Financial Analysis"}, {"Costing", "cost accounting"},
	{"Accounts Payable"}, {"Accounts Receivable"}, {"Bank Reconciliation", "reconciliation"}, {"CIMA"}, {"ACCA"},
	{"CA Sri Lanka", "chartered accountant"}, {"Credit Analysis", "credit appraisal"}, {"Loan Processing", "loans"},
	{"Leasing"}, {"Microfinance"}, {"Anti-Money Laundering", "aml", "kyc"}, {"Treasury"}, {"Insurance"}, {"Underwriting"},
	{"Claims Handling", "claims"}, {"Cash Handling"}, {"Banking Operations", "branch banking"},
	// Sales, marketing and customer work.
	{"Sales"}, {"Field Sales"}, {"Business Development"}, {"Key Account Management", "key accounts"},
	{"Merchandising"}, {"Retail"}, {"Marketing"}, {"Brand Management"}, {"Market Research"},
	{"Customer Relationship Management", "crm"}, {"Call Centre", "call center"}, {"Telemarketing"},
	// Hospitality and tourism.
	{"Front Office", "front desk"}, {"Housekeeping"}, {"Food and Beverage", "f&b"}, {"Food Safety", "haccp"},
	{"Culinary Arts", "cooking", "chef"}, {"Pastry", "bakery"}, {"Bartending", "bartender"}, {"Opera PMS", "opera"},
	{"Tour Guiding", "tour guide"}, {"Travel Ticketing", "ticketing", "amadeus", "galileo"}, {"Event Management"},
	// Engineering, trades and logistics.
	{"AutoCAD"}, {"Revit"}, {"SolidWorks"}, {"Civil Engineering"}, {"Electrical Engineering"},
	{"Mechanical Engineering"}, {"Quantity Surveying"}, {"Project Management", "pmp"}, {"Site Supervision"},
	{"Electrical Wiring", "wiring"}, {"Plumbing"}, {"Welding"}, {"Machine Operation"}, {"Preventive Maintenance", "maintenance"},
	{"PLC"}, {"Health and Safety", "occupational safety", "ohs", "hse"}, {"Quality Control", "qc"}, {"ISO 9001", "iso"},
	{"Lean Manufacturing", "lean", "5s", "kaizen"}, {"Production Planning"}, {"Garment Technology", "apparel"},
	{"Sewing", "machine operator"}, {"Pattern Making"}, {"Supply Chain", "supply chain management"},
	{"Procurement", "purchasing"}, {"Inventory Management", "inventory", "stock control"}, {"Warehouse Management", "warehouse"},
	{"Logistics"}, {"Shipping", "freight forwarding"}, {"Customs Clearance", "customs"}, {"Driving Licence", "driving license"},
	{"Heavy Vehicle Driving", "heavy vehicle"}, {"Forklift"},
	// Health, education and people.
	{"Nursing"}, {"Patient Care"}, {"First Aid"}, {"Pharmacy"}, {"Laboratory Skills", "lab skills"}, {"Caregiving", "caregiver"},
	{"Teaching"}, {"Curriculum Development"}, {"Classroom Management"}, {"Tutoring"}, {"Montessori"},
	{"Recruitment", "recruiting"}, {"Human Resources", "hr management", "hrm"}, {"Training and Development"},
	{"Labour Law", "labor law"}, {"Performance Management"},
}

// vocabularyMatch lists the skills of the vocabulary that text mentions,
// each once, by the name a CV writes it with.
func vocabularyMatch(text string) []string {
	t := strings.ToLower(text)
	var out []string
	for _, forms := range vocabulary {
		for _, f := range forms {
			if mentions(t, strings.ToLower(f)) {
				out = append(out, forms[0])
				break
			}
		}
	}
	return out
}

// mentions reports whether text holds word as a word of its own: not
// inside another word ("excel" is not in "excellent"), though it may hold
// signs ("c++", ".net", "ci/cd").
func mentions(text, word string) bool {
	for start := 0; ; {
		i := strings.Index(text[start:], word)
		if i < 0 {
			return false
		}
		i += start
		end := i + len(word)
		if (i == 0 || !isWordByte(text[i-1])) && (end == len(text) || !isWordByte(text[end]) ||
			!isWordByte(word[len(word)-1])) {
			return true
		}
		start = i + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80
}

// knowsSkill reports whether a skill, named as the vocabulary names it, is
// among names, in any of the ways it is written.
func knowsSkill(skill string, names []string) bool {
	for _, forms := range vocabulary {
		if forms[0] != skill {
			continue
		}
		for _, n := range names {
			n = strings.ToLower(n)
			for _, f := range forms {
				if n == strings.ToLower(f) || mentions(n, strings.ToLower(f)) {
					return true
				}
			}
		}
	}
	return false
}
