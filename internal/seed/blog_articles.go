package seed

// The demo articles: real advice for people looking for work in Sri Lanka
// and for those who hire them, written for this site. Each names its
// category and tags by name; the categories and tags are made as needed.

// demoArticle is one demo post; daysAgo is when it was published.
type demoArticle struct {
	title, category, excerpt, content string
	tags                              []string
	daysAgo                           int
	featured                          bool
	// colour is the main colour of its generated cover, as RGB.
	colour [3]uint8
}

// demoCategories are the blog's demo categories with their descriptions.
var demoCategories = [][2]string{
	{"Career Advice", "Getting hired in Sri Lanka: CVs, interviews and first jobs."},
	{"Working Abroad", "Finding foreign employment safely and legally."},
	{"For Employers", "Hiring well: job adverts, CVs and interviews from the employer's side."},
	{"Government Jobs", "Gazette notices, exams and applications for the public service."},
	{"සිංහල ලිපි", "රැකියා සොයන්නන් සඳහා සිංහලෙන් ලිපි."},
	{"தமிழ் கட்டுரைகள்", "வேலை தேடுபவர்களுக்கான தமிழ்க் கட்டுரைகள்."},
}

var demoArticles = []demoArticle{
	{
		title: "How to write a CV that Sri Lankan employers read", category: "Career Advice", daysAgo: 2, featured: true,
		tags: []string{"CV", "First Job"}, colour: [3]uint8{0x1d, 0x4e, 0xd8},
		excerpt: "Two pages, your contact details on top, results that matter and no photo unless asked: what HR officers in Colombo and beyond look for first.",
		content: `<p>Most HR officers in Sri Lanka spend less than a minute on a CV before deciding whether to read it properly. A good CV makes that minute count. Here is what works for local employers, from banks in Colombo to apparel factories in Katunayake.</p>
<h2>Put the essentials at the top</h2>
<p>Start with your full name, a mobile number you answer (with the <code>07x</code> prefix), an email address that sounds professional and the town you live in. Employers outside Colombo often hire people who can reach the workplace easily, so your town matters. Your NIC number, religion, marital status and parents' names are not needed; leave them out unless the advert asks for them.</p>
<h2>Keep it to two pages</h2>
<p>A school leaver's CV fits on one page; a graduate's or an experienced worker's on two. Long lists of every seminar you attended push the important parts out of sight.</p>
<h2>Show results, not only duties</h2>
<ul>
<li>Instead of "handled customer accounts", write "looked after 120 customer accounts and cut overdue payments by a third".</li>
<li>Give numbers where you can: sales, targets, people supervised, money saved.</li>
<li>Put your most recent job first, with the month and year you started and left.</li>
</ul>
<h2>Education: the results that count</h2>
<p>List your degree or diploma with the class or GPA, then your A/L stream, year and results (for example <em>Commerce, 2019: A, B, B</em>), then O/L results in one line. Professional qualifications such as CIMA, AAT, CA Sri Lanka, CIM or an NVQ level are worth their own line: many employers filter on them.</p>
<h2>Languages and computer skills</h2>
<p>Say honestly how well you speak, read and write Sinhala, Tamil and English. "Fluent in spoken English, good written English" is more useful than "English: excellent". Name the software you really use: Excel with pivot tables, Tally, SAP, AutoCAD, Photoshop.</p>
<h2>Photos and references</h2>
<p>Add a photo only when the advert asks for one, and then use a plain, recent passport-style picture. Give two non-related referees, ideally a former manager and a lecturer or teacher, with their phone numbers, and tell them they may be called.</p>
<h2>Before you send it</h2>
<ol>
<li>Save it as a PDF named with your name, such as <code>Nimali-Perera-CV.pdf</code>.</li>
<li>Read it aloud once: spelling mistakes are the most common reason a CV is put aside.</li>
<li>Change the profile at the top for each job, so it answers what that advert asks for.</li>
</ol>
<blockquote><p>A CV does not get you the job. It gets you the interview, and that is all it has to do.</p></blockquote>`,
	},
	{
		title: "Applying for government jobs: gazette notices, exams and interviews", category: "Government Jobs", daysAgo: 5,
		tags: []string{"Government", "Exams"}, colour: [3]uint8{0x7c, 0x2d, 0x12},
		excerpt: "Where state vacancies are announced, how the competitive exams work, and the paperwork that trips up good candidates.",
		content: `<p>Public service jobs remain some of the most sought after in Sri Lanka for their security and pension. They are also filled by a process with firm rules, and many capable applicants are rejected for mistakes on the form rather than for lack of ability.</p>
<h2>Where vacancies are announced</h2>
<p>Recruitment to the public service is announced in the <strong>Government Gazette</strong>, published every Friday, and on the websites of the ministry, department or provincial public service commission concerned. Exams are usually held by the <strong>Department of Examinations</strong>. Newspapers reprint many notices, but always read the gazette notice itself: it is the one that counts.</p>
<h2>Read the notice twice</h2>
<ul>
<li><strong>Age limits</strong> are counted on a date the notice gives, not on the day you apply.</li>
<li><strong>Qualifications</strong> must usually be held on the closing date. Results that are still pending often do not count.</li>
<li><strong>Language medium</strong>: you choose the medium of the exam; choose the one you write best in.</li>
<li><strong>Fees</strong> are paid at a post office or bank to the account named, and the receipt is attached.</li>
</ul>
<h2>The competitive exam</h2>
<p>Most graduate and clerical entry is by a written exam, often of general knowledge, aptitude and a subject paper. Past papers are sold by the Department of Examinations and by bookshops; working through three or four years of them under timed conditions is the best preparation there is.</p>
<h2>The structured interview</h2>
<p>Candidates who pass are called for an interview where certificates are checked and marks are given for qualifications and experience, according to a scheme set out in the notice. Bring the originals and two sets of certified copies of every certificate, your NIC and your birth certificate.</p>
<h2>Common mistakes</h2>
<ol>
<li>Sending the application after the closing date, or by ordinary post when registered post is required.</li>
<li>Leaving a field blank: write "not applicable" instead.</li>
<li>Forgetting the signature of the certifying officer where the form asks for one.</li>
<li>Writing the post's name differently from the notice on the envelope.</li>
</ol>
<p>Keep a copy of everything you send and the registered post receipt. If the results are late, those numbers are what you will need when you enquire.</p>`,
	},
	{
		title: "Preparing for a job interview: a checklist for the week before", category: "Career Advice", daysAgo: 9,
		tags: []string{"Interviews"}, colour: [3]uint8{0x04, 0x78, 0x57},
		excerpt: "Research the company, practise the six questions you will almost certainly be asked, plan the journey and know what to ask at the end.",
		content: `<p>An interview is a conversation you can prepare for. Most of what interviewers in Sri Lanka ask is predictable, and a week is enough time to be ready for it.</p>
<h2>Seven days before: learn about the employer</h2>
<p>Read the company's website, its latest annual report if it is listed on the Colombo Stock Exchange, and recent news. Know what it sells, who its customers are and where its branches or factories are. Interviewers notice when you mention something specific.</p>
<h2>Five days before: practise the usual questions</h2>
<ul>
<li>"Tell us about yourself." Prepare a two-minute answer: your studies, your experience, and why you want this job.</li>
<li>"Why do you want to leave your current job?" Be honest and positive; never criticise your employer.</li>
<li>"What are your strengths and weaknesses?" Give a real weakness and what you do about it.</li>
<li>"Describe a problem you solved." Use a real example: the situation, what you did, and the result.</li>
<li>"Where do you see yourself in five years?"</li>
<li>"What salary do you expect?" Read our article on salary negotiation before you answer this one.</li>
</ul>
<p>Say your answers aloud, in the language of the interview. If the interview is in English and you are less confident in it, practise with a friend: fluency comes from speaking, not from reading.</p>
<h2>Two days before: the practical things</h2>
<ol>
<li>Plan the journey and leave time for traffic; arriving 15 minutes early is right, an hour early is not.</li>
<li>Prepare your clothes: formal and simple. For men, a long-sleeved shirt and trousers; for women, a saree, an office frock or a blouse and skirt or trousers.</li>
<li>Print two copies of your CV and put your certificates in a file, in order.</li>
</ol>
<h2>On the day</h2>
<p>Switch your phone to silent. Greet everyone politely, including the receptionist. Listen to the whole question before answering, and it is fine to take a moment to think.</p>
<h2>Your questions at the end</h2>
<p>Always have two questions ready, such as "What would a normal day in this role look like?" or "How will my performance be measured in the first six months?" Questions about leave and salary are better left for when an offer is made.</p>`,
	},
	{
		title: "Working abroad safely: use an SLBFE-licensed agency", category: "Working Abroad", daysAgo: 12, featured: true,
		tags: []string{"Working Abroad", "Job Scams"}, colour: [3]uint8{0x0e, 0x74, 0x90},
		excerpt: "Before you pay anyone for a foreign job, check the agency's licence, register with the Bureau and read the contract. Here is how.",
		content: `<p>Hundreds of thousands of Sri Lankans work abroad, in the Middle East, East Asia, Europe and beyond, and most return with savings and experience. The ones who come to harm were very often sent by an unlicensed agent. A few checks protect you.</p>
<h2>Check the agency's licence</h2>
<p>Every foreign employment agency in Sri Lanka must hold a licence from the <strong>Sri Lanka Bureau of Foreign Employment (SLBFE)</strong>. The licence number must appear in the agency's adverts. Check it on the Bureau's website or by calling the Bureau before you hand over any documents or money. A sub-agent in your village who "works with" an agency is not the agency.</p>
<h2>Register with the Bureau before you leave</h2>
<p>Registration with the SLBFE is required by law for Sri Lankans going abroad for work. It also gives you insurance cover and access to help from the Bureau and the labour sections of Sri Lankan embassies if things go wrong. Workers who travel on a visit visa intending to find work are not registered and have far less protection.</p>
<h2>Read the contract</h2>
<ul>
<li>The employer's name and address, your job title, the monthly salary and currency, the hours and the days off.</li>
<li>Who pays for the air ticket, accommodation, food and medical care.</li>
<li>The length of the contract and how you may return home.</li>
<li>Ask for a copy in a language you understand, and keep it.</li>
</ul>
<h2>Warning signs</h2>
<ol>
<li>The agent asks for a large payment in cash without a receipt.</li>
<li>You are told to travel on a tourist or visit visa and "change it later".</li>
<li>The salary is far higher than others doing the same work in the same country.</li>
<li>The agent wants to keep your passport.</li>
</ol>
<h2>Before you fly</h2>
<p>Leave copies of your passport, visa, contract and the agency's details with your family, with the phone number of the Sri Lankan embassy in the country you are going to. Agree how often you will call home. If your family cannot reach you for a long time, they can contact the SLBFE.</p>
<p>Find foreign vacancies from licensed agencies on this site under <a href="/browse">International Jobs</a>.</p>`,
	},
	{
		title: "Salary negotiation in Sri Lanka: what to say and when", category: "Career Advice", daysAgo: 16,
		tags: []string{"Salary", "Interviews"}, colour: [3]uint8{0xb4, 0x53, 0x09},
		excerpt: "Know the market rate, wait for the offer, think in total pay rather than basic salary, and ask politely: negotiation is expected more often than you think.",
		content: `<p>Many people in Sri Lanka accept the first figure they are offered because asking for more feels rude. In most private companies a polite, well-reasoned request is normal, and employers often leave room for it.</p>
<h2>Know your market rate</h2>
<p>Look at the salary ranges in job adverts for similar roles, ask friends in the same field, and read salary surveys published by recruitment firms and professional bodies. Your aim is a range, not a single number: what a person with your experience is paid in your district and industry.</p>
<h2>Let them name the first figure</h2>
<p>If you are asked for your expected salary early, you can say: "I would like to learn more about the role first. What range have you budgeted for it?" If they insist, give a range whose bottom is a figure you would be happy with.</p>
<h2>Think in total pay</h2>
<ul>
<li>Basic salary: EPF (your 8% and the employer's 12%) and ETF (3%) are counted on it, so a higher basic is worth more later.</li>
<li>Allowances: transport, fuel, phone, meals, attendance.</li>
<li>Bonus: is it guaranteed, or based on company results?</li>
<li>Medical insurance for you and your family, and leave.</li>
</ul>
<h2>How to ask</h2>
<blockquote><p>"Thank you for the offer; I am very interested in the role. Based on my three years of experience with SAP and the market rate for this position, I was hoping for a basic of 180,000. Is there some flexibility?"</p></blockquote>
<p>Then stop talking and listen. If the salary cannot move, ask about a review after six months, a higher allowance or extra leave.</p>
<h2>Get it in writing</h2>
<p>Whatever you agree, make sure it is in your appointment letter before you resign from your current job.</p>`,
	},
	{
		title: "Your first job after A/Ls or university", category: "Career Advice", daysAgo: 20,
		tags: []string{"First Job", "CV"}, colour: [3]uint8{0x6d, 0x28, 0xd9},
		excerpt: "No experience yet? Internships, NVQ courses, volunteering and part-time work build the record employers ask for.",
		content: `<p>"Experience required" is the most frustrating line in a job advert when you have just finished your A/Ls or your degree. There are ways to build the experience employers want while you look.</p>
<h2>After A/Ls</h2>
<ul>
<li><strong>NVQ courses</strong> at vocational training centres teach trades and office skills with a certificate employers recognise.</li>
<li><strong>Entry-level jobs</strong> in retail, hotels, banks (as trainees) and BPO companies take school leavers and train them.</li>
<li><strong>Part-time study</strong>: many people work and study for AAT, CIMA, a diploma or an external degree at the same time.</li>
</ul>
<h2>After university</h2>
<ul>
<li>Use your university's career guidance unit: employers send vacancies and hold interviews there.</li>
<li>An internship, even a short or unpaid one, gives you a referee and something real to talk about.</li>
<li>Graduate trainee programmes in banks, finance companies and large groups take new graduates every year; their deadlines are often early.</li>
</ul>
<h2>What counts as experience</h2>
<p>Organising a society's event, tutoring younger students, helping in a family business, volunteering after floods: all of these show responsibility, teamwork and reliability. Write them on your CV with what you did and what came of it.</p>
<h2>Apply widely, follow up politely</h2>
<p>Apply for jobs where you meet most of the requirements, not all. Keep a list of where you applied and when. If you hear nothing in two weeks, a short, polite email asking about your application is acceptable.</p>`,
	},
	{
		title: "How to spot a job scam", category: "Working Abroad", daysAgo: 24,
		tags: []string{"Job Scams"}, colour: [3]uint8{0xb9, 0x1c, 0x1c},
		excerpt: "Fees for a job, offers without an interview, pay that is too good and pressure to decide today: the signs of a fake vacancy.",
		content: `<p>Fake job offers cost Sri Lankan job seekers money every year, and some lead to far worse. They are easier to recognise once you know the pattern.</p>
<h2>The warning signs</h2>
<ol>
<li><strong>You are asked to pay.</strong> A genuine employer does not charge you for a job, for training before you start or for "processing". Licensed foreign employment agencies may charge fees set by law, with a receipt.</li>
<li><strong>There is no interview.</strong> An offer that arrives after a single WhatsApp message is not an offer.</li>
<li><strong>The pay is too good.</strong> "Data entry from home, Rs. 150,000 a month, no experience" is not real.</li>
<li><strong>They hurry you.</strong> "Only three places left, pay today" is pressure, not opportunity.</li>
<li><strong>The contact is vague.</strong> A company with no address, no landline and a free email address deserves suspicion.</li>
<li><strong>They want your documents.</strong> Never send copies of your NIC, passport or bank details before you have checked the employer.</li>
</ol>
<h2>How to check</h2>
<ul>
<li>Search for the company's name with words like "scam" or "fraud".</li>
<li>Call the company on a number you found yourself, not the one in the message.</li>
<li>For foreign jobs, check the agency's licence with the SLBFE.</li>
</ul>
<h2>If you have been cheated</h2>
<p>Report it to the police, and for foreign employment fraud also to the SLBFE. Keep every message and receipt. Tell others: scammers rely on people staying quiet.</p>
<p>If a vacancy on this site looks wrong to you, please tell us through the <a href="/contact">contact page</a>.</p>`,
	},
	{
		title: "What employers look for in a CV", category: "For Employers", daysAgo: 28,
		tags: []string{"CV", "Hiring"}, colour: [3]uint8{0x33, 0x41, 0x55},
		excerpt: "Hiring managers from three industries on what makes them call a candidate, and what makes them stop reading.",
		content: `<p>We asked hiring managers in IT, hospitality and manufacturing what they look for when a pile of CVs lands on their desk. Their answers were remarkably similar.</p>
<h2>What makes them call</h2>
<ul>
<li><strong>A clear match with the advert.</strong> The skills asked for are visible in the first half of the first page.</li>
<li><strong>Evidence.</strong> Numbers, projects, results: "reduced machine downtime by 15%" beats "responsible for maintenance".</li>
<li><strong>A steady record</strong>, or an honest line explaining a gap (study, family, illness, work abroad).</li>
<li><strong>Care.</strong> No spelling mistakes, consistent dates, a tidy layout.</li>
</ul>
<h2>What makes them stop reading</h2>
<ul>
<li>The same generic CV sent for every job.</li>
<li>Pages of personal details before any skills.</li>
<li>Claims that cannot be true, such as "expert" in ten programming languages after a one-year diploma.</li>
</ul>
<h2>For employers: write the advert you want answered</h2>
<p>Good CVs start with good adverts. State the job's location, the main duties, the qualifications that are truly required (and those that are only preferred), the salary range and how to apply. Adverts with a salary range receive more suitable applications, and fewer from people who will turn the offer down.</p>
<h2>Answer every applicant</h2>
<p>A short message to those not shortlisted costs little and protects your company's name among job seekers, who talk to one another more than employers think.</p>`,
	},
	{
		title: "රැකියා සම්මුඛ පරීක්ෂණයකට සූදානම් වන්නේ කෙසේද", category: "සිංහල ලිපි", daysAgo: 7,
		tags: []string{"Interviews"}, colour: [3]uint8{0x9d, 0x17, 0x4d},
		// Sinhala writes its conjuncts (ප්‍ර) with a zero-width joiner, which is part of the words.
		//lint:ignore ST1018 the joiners belong to the Sinhala text
		excerpt: "ආයතනය ගැන දැනගන්න, සුලබ ප්‍රශ්නවලට පිළිතුරු පුහුණු වන්න, ලේඛන සූදානම් කරගන්න.",
		//lint:ignore ST1018 the joiners belong to the Sinhala text
		content: `<p>සම්මුඛ පරීක්ෂණයක් යනු ඔබට සූදානම් විය හැකි සංවාදයකි. හොඳ සූදානමක් ඔබේ විශ්වාසය වැඩි කරයි.</p>
<h2>ආයතනය ගැන දැනගන්න</h2>
<p>ආයතනයේ වෙබ් අඩවිය කියවන්න. ඔවුන් කරන්නේ කුමක්ද, ඔවුන්ගේ පාරිභෝගිකයන් කවුද, ශාඛා කොහේද යන්න දැනගන්න.</p>
<h2>සුලබ ප්‍රශ්න</h2>
<ul>
<li>"ඔබ ගැන අපට කියන්න." විනාඩි දෙකක පිළිතුරක් සූදානම් කරගන්න.</li>
<li>"ඔබ මෙම රැකියාවට කැමති ඇයි?"</li>
<li>"ඔබේ ශක්තීන් සහ දුර්වලතා මොනවාද?"</li>
<li>"ඔබ අපේක්ෂා කරන වැටුප කීයද?"</li>
</ul>
<p>පිළිතුරු ශබ්ද නගා කියා පුහුණු වන්න. ඉංග්‍රීසියෙන් සම්මුඛ පරීක්ෂණය නම්, මිතුරෙකු සමඟ ඉංග්‍රීසියෙන් කතා කර පුහුණු වන්න.</p>
<h2>ලේඛන</h2>
<ol>
<li>ඔබේ CV පිටපත් දෙකක්.</li>
<li>සහතිකවල මුල් පිටපත් සහ ඡායා පිටපත්.</li>
<li>ජාතික හැඳුනුම්පත.</li>
</ol>
<h2>දවසේදී</h2>
<p>විනාඩි පහළොවකට කලින් පැමිණෙන්න. ජංගම දුරකථනය නිශ්ශබ්ද කරන්න. ප්‍රශ්නය සම්පූර්ණයෙන් අසා පිළිතුරු දෙන්න. අවසානයේ ඔබටත් ප්‍රශ්නයක් දෙකක් අසන්න සූදානම්ව සිටින්න.</p>`,
	},
	{
		title: "வெளிநாட்டு வேலைக்குச் செல்லும் முன் கவனிக்க வேண்டியவை", category: "தமிழ் கட்டுரைகள்", daysAgo: 14,
		tags: []string{"Working Abroad"}, colour: [3]uint8{0x15, 0x80, 0x3d},
		excerpt: "முகவர் நிறுவனத்தின் அனுமதிப் பத்திரத்தைச் சரிபார்க்கவும், பணியகத்தில் பதிவு செய்யவும், ஒப்பந்தத்தைப் படிக்கவும்.",
		content: `<p>வெளிநாட்டில் வேலை செய்வது பல குடும்பங்களுக்கு நல்ல வருமானம் தருகிறது. ஆனால் பாதுகாப்பாகச் செல்வது மிக முக்கியம்.</p>
<h2>முகவர் நிறுவனத்தைச் சரிபார்க்கவும்</h2>
<p>வெளிநாட்டு வேலைவாய்ப்பு முகவர் நிறுவனங்கள் <strong>இலங்கை வெளிநாட்டு வேலைவாய்ப்புப் பணியகத்தின்</strong> அனுமதிப் பத்திரம் பெற்றிருக்க வேண்டும். பணம் செலுத்துவதற்கு முன் அனுமதிப் பத்திர எண்ணைச் சரிபார்க்கவும்.</p>
<h2>பணியகத்தில் பதிவு செய்யவும்</h2>
<p>வேலைக்காக வெளிநாடு செல்லும் முன் பணியகத்தில் பதிவு செய்வது சட்டப்படி அவசியம். பதிவு செய்தால் காப்புறுதியும் உதவியும் கிடைக்கும்.</p>
<h2>ஒப்பந்தத்தைப் படிக்கவும்</h2>
<ul>
<li>சம்பளம் எவ்வளவு, எந்த நாணயத்தில்?</li>
<li>வேலை நேரம் மற்றும் விடுமுறை நாட்கள்.</li>
<li>தங்குமிடம், உணவு, மருத்துவச் செலவுகளை யார் செலுத்துவார்கள்?</li>
</ul>
<h2>எச்சரிக்கை அறிகுறிகள்</h2>
<ol>
<li>ரசீது இல்லாமல் பெரிய தொகை கேட்பது.</li>
<li>சுற்றுலா விசாவில் சென்று பின்னர் மாற்றலாம் என்று சொல்வது.</li>
<li>உங்கள் கடவுச்சீட்டைத் தங்களிடம் வைத்திருக்க விரும்புவது.</li>
</ol>
<p>உங்கள் கடவுச்சீட்டு, விசா, ஒப்பந்தம் ஆகியவற்றின் பிரதிகளைக் குடும்பத்தினரிடம் கொடுத்துவிட்டுச் செல்லுங்கள்.</p>`,
	},
}
