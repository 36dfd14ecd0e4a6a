package main

import (
	"fmt"

	"jobportal/internal/search"
)

// kind is a kind of job as notices in each language advertise it: its title
// and a line of its description in English, Sinhala and Tamil, as a
// Sri Lankan employer would write them.
type kind struct {
	key              string
	en, si, ta       string // titles
	enDo, siDo, taDo string // what the job is
	mainTopic        string
}

var kinds = []kind{
	{key: "teacher", en: "English Teacher", si: "ඉංග්\u200dරීසි ගුරු පුරප්පාඩු", ta: "ஆங்கில ஆசிரியர் வெற்றிடம்",
		enDo: "An international school needs English teachers.", siDo: "ජාත්\u200dයන්තර පාසලක් සඳහා ඉංග්\u200dරීසි ගුරුවරුන් බඳවා ගැනේ.",
		taDo: "சர்வதேச பாடசாலைக்கு ஆங்கில ஆசிரியர்கள் தேவை."},
	{key: "driver", en: "Lorry Driver", si: "ලොරි රියදුරු රැකියා", ta: "லொறி சாரதி வேலை",
		enDo: "Drivers with a heavy vehicle licence are needed.", siDo: "බර වාහන රියදුරු බලපත්\u200dරය ඇති රියදුරන් අවශ්\u200dයයි.",
		taDo: "கனரக வாகன அனுமதிப்பத்திரம் உள்ள சாரதிகள் தேவை."},
	{key: "nurse", en: "Staff Nurse", si: "හෙද නිලධාරී පුරප්පාඩු", ta: "தாதியர் வேலை",
		enDo: "A private hospital needs experienced nurses.", siDo: "පෞද්ගලික රෝහලකට පළපුරුදු හෙදියන් අවශ්\u200dයයි.",
		taDo: "தனியார் வைத்தியசாலைக்கு அனுபவமுள்ள தாதியர் தேவை."},
	{key: "accountant", en: "Accountant", si: "ගණකාධිකාරී", ta: "கணக்காளர்",
		enDo: "Keep the company's accounts and payroll.", siDo: "සමාගමේ ගිණුම් කටයුතු සඳහා ගණකාධිකාරීවරයෙකු අවශ්\u200dයයි.",
		taDo: "நிறுவனத்தின் கணக்கு வேலைகளுக்கு கணக்காளர் தேவை."},
	{key: "security", en: "Security Officer", si: "ආරක්ෂක නිලධාරී රැකියා", ta: "பாதுகாப்பு உத்தியோகத்தர் வேலை",
		enDo: "Night duty at a factory gate.", siDo: "රාත්\u200dරී මුර සේවය සඳහා ආරක්ෂක නිලධාරීන් අවශ්\u200dයයි.",
		taDo: "இரவு கடமைக்கு பாதுகாப்பு உத்தியோகத்தர்கள் தேவை."},
	{key: "cashier", en: "Cashier", si: "මුදල් අයකැමි", ta: "காசாளர்",
		enDo: "Cashiers for a supermarket, shifts from 7 am.", siDo: "සුපිරි වෙළඳසැලක් සඳහා මුදල් අයකැමියන් අවශ්\u200dයයි.",
		taDo: "பல்பொருள் அங்காடிக்கு காசாளர்கள் தேவை."},
	{key: "clerk", en: "Office Clerk", si: "ලිපිකරු තනතුර", ta: "எழுதுவினைஞர் வெற்றிடம்",
		enDo: "Filing, letters and the front desk of an office.", siDo: "කාර්යාල ලිපිකරු කටයුතු සඳහා අයදුම්පත් කැඳවනු ලැබේ.",
		taDo: "அலுவலக எழுதுவினைஞர் பதவிக்கு விண்ணப்பங்கள் கோரப்படுகின்றன."},
	{key: "manager", en: "Branch Manager", si: "ශාඛා කළමනාකරු", ta: "கிளை முகாமையாளர்",
		enDo: "Run one of our branches and its team.", siDo: "අපගේ ශාඛාව මෙහෙයවීමට පළපුරුදු කළමනාකරුවෙකු අවශ්\u200dයයි.",
		taDo: "எங்கள் கிளையை நடத்த அனுபவமுள்ள முகாமையாளர் தேவை."},
	{key: "cook", en: "Cook", si: "අරක්කැමි රැකියා", ta: "சமையல்காரர் வேலை",
		enDo: "A hotel kitchen needs cooks for Sri Lankan food.", siDo: "හෝටලයක් සඳහා ලාංකීය කෑම පිසීමට අරක්කැමියන් අවශ්\u200dයයි.",
		taDo: "ஹோட்டலுக்கு இலங்கை உணவு சமைக்க சமையல்காரர்கள் தேவை."},
	{key: "labourer", en: "Factory Worker", si: "කම්හල් සේවක රැකියා", ta: "தொழிற்சாலை ஊழியர் வேலை",
		enDo: "Workers for a garment factory, training given.", siDo: "ඇඟලුම් කම්හලක් සඳහා සේවක සේවිකාවන් අවශ්\u200dයයි.",
		taDo: "ஆடைத் தொழிற்சாலைக்கு ஊழியர்கள் தேவை."},
	{key: "electrician", en: "Electrician", si: "විදුලි කාර්මික", ta: "மின்னியலாளர்",
		enDo: "Wire new buildings and keep the old ones safe.", siDo: "ගොඩනැගිලි විදුලි රැහැන් ඇදීමට විදුලි කාර්මිකයින් අවශ්\u200dයයි.",
		taDo: "கட்டிட மின் இணைப்பு வேலைக்கு மின்னியலாளர்கள் தேவை."},
	{key: "mason", en: "Mason", si: "මේසන් බාස්", ta: "மேசன்",
		enDo: "Experienced masons for a housing project.", siDo: "ඉදිකිරීම් ව්\u200dයාපෘතියක් සඳහා පළපුරුදු මේසන් බාස්වරුන් අවශ්\u200dයයි.",
		taDo: "கட்டுமானத் திட்டத்துக்கு அனுபவமுள்ள மேசன்கள் தேவை."},
	{key: "sales", en: "Sales Representative", si: "විකුණුම් නියෝජිත", ta: "விற்பனை பிரதிநிதி",
		enDo: "Sell our products to shops across the island.", siDo: "දිවයින පුරා අලෙවි කටයුතු සඳහා විකුණුම් නියෝජිතයින් අවශ්\u200dයයි.",
		taDo: "நாடு முழுவதும் விற்பனைக்கு பிரதிநிதிகள் தேவை."},
	{key: "computer", en: "Computer Operator", si: "පරිගණක ක්\u200dරියාකරු", ta: "கணினி இயக்குநர்",
		enDo: "Data entry and reports on the computer.", siDo: "දත්ත ඇතුළත් කිරීම සඳහා පරිගණක ක්\u200dරියාකරුවන් අවශ්\u200dයයි.",
		taDo: "தரவு உள்ளீட்டுக்கு கணினி இயக்குநர்கள் தேவை."},
	{key: "cleaner", en: "Cleaner", si: "පිරිසිදු කිරීමේ සේවක", ta: "துப்புரவு பணியாளர்",
		enDo: "Keep an office building clean.", siDo: "කාර්යාල පරිශ්\u200dරය පිරිසිදු කිරීමට සේවකයින් අවශ්\u200dයයි.",
		taDo: "அலுவலக வளாகத்தை சுத்தம் செய்ய துப்புரவு பணியாளர்கள் தேவை."},
	{key: "receptionist", en: "Receptionist", si: "පිළිගැනීමේ නිලධාරී", ta: "வரவேற்பாளர்",
		enDo: "Welcome the guests of a hotel.", siDo: "හෝටලයේ පිළිගැනීමේ කවුළුව සඳහා නිලධාරිනියක් අවශ්\u200dයයි.",
		taDo: "ஹோட்டல் வரவேற்பு மேசைக்கு வரவேற்பாளர் தேவை."},
	{key: "tailor", en: "Sewing Machine Operator", si: "මැහුම් යන්ත්\u200dර ක්\u200dරියාකරු", ta: "தையல் இயந்திர இயக்குநர்",
		enDo: "Machine operators for a garment factory.", siDo: "ඇඟලුම් කර්මාන්තශාලාවක් සඳහා මැහුම් ශිල්පීන් අවශ්\u200dයයි.",
		taDo: "ஆடைத் தொழிற்சாலைக்கு தையல் இயந்திர இயக்குநர்கள் தேவை."},
	{key: "pharmacist", en: "Pharmacist", si: "ඖෂධවේදී", ta: "மருந்தாளர்",
		enDo: "A registered pharmacist for our pharmacy.", siDo: "ඔසුසලක් සඳහා ලියාපදිංචි ඖෂධවේදියෙකු අවශ්\u200dයයි.",
		taDo: "மருந்தகத்துக்கு பதிவுபெற்ற மருந்தாளர் தேவை."},
	{key: "government", en: "Government Development Officer", si: "රජයේ සංවර්ධන නිලධාරී", ta: "அரச அபிவிருத்தி உத்தியோகத்தர்",
		enDo: "An open competitive examination for the public service.", siDo: "රාජ්\u200dය සේවයේ සංවර්ධන නිලධාරී තනතුර සඳහා විභාගය.",
		taDo: "அரச சேவை அபிவிருத்தி உத்தியோகத்தர் பதவிக்கான பரீட்சை.", mainTopic: "Government Jobs"},
	{key: "housemaid", en: "Housemaid for Kuwait", si: "ගෘහ සේවිකා - විදේශ රැකියා", ta: "வீட்டுப்பணிப்பெண் - வெளிநாட்டு வேலை",
		enDo: "Housemaids for families in Kuwait, flights paid.", siDo: "කුවේට් රටේ ගෘහ සේවිකා රැකියා සඳහා කාන්තාවන් අවශ්\u200dයයි.",
		taDo: "குவைத்தில் வீட்டுப்பணிப்பெண் வேலைக்கு பெண்கள் தேவை.", mainTopic: "International Jobs"},
	{key: "beautician", en: "Beautician", si: "රූපලාවන්\u200dය ශිල්පිනී", ta: "அழகுக்கலை நிபுணர்",
		enDo: "An experienced beautician for a salon.", siDo: "රූපලාවන්\u200dයාගාරයක් සඳහා පළපුරුදු ශිල්පිනියක් අවශ්\u200dයයි.",
		taDo: "அழகு நிலையத்துக்கு அனுபவமுள்ள அழகுக்கலை நிபுணர் தேவை."},
	{key: "delivery", en: "Delivery Rider", si: "බෙදාහැරීමේ රියදුරු", ta: "விநியோக சாரதி",
		enDo: "Deliver parcels by motorcycle.", siDo: "යතුරුපැදියෙන් භාණ්ඩ බෙදාහැරීම සඳහා රියදුරන් අවශ්\u200dයයි.",
		taDo: "மோட்டார் சைக்கிளில் பொருட்கள் விநியோகிக்க சாரதிகள் தேவை."},
}

// English jobs of kinds the queries do not ask for, as a job board holds
// many: they stand in the way of a search that finds too much.
var otherTitles = []string{
	"Software Engineer", "Marketing Executive", "Civil Engineer", "Data Analyst", "HR Manager",
	"Graphic Designer", "Quantity Surveyor", "Customer Service Agent", "Network Administrator",
	"Quality Assurance Engineer", "Business Analyst", "Procurement Officer", "Hotel Front Office Manager",
	"Teaching Assistant", "Bus Conductor", "Medical Laboratory Technician", "Bank Teller",
}

// district is a district's name in the three languages, from the search
// vocabulary's official names.
type district struct{ en, si, ta string }

func districts() []district {
	var ds []district
	for _, c := range search.Vocabulary() {
		if c.Source == "district" {
			ds = append(ds, district{en: displayName(c.English[0]), si: c.Sinhala[0], ta: c.Tamil[0]})
		}
	}
	return ds
}

// displayName is a district's name as the site writes it (Nuwara Eliya).
func displayName(lower string) string {
	b := []byte(lower)
	for i := range b {
		if (i == 0 || b[i-1] == ' ') && b[i] >= 'a' && b[i] <= 'z' {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

// demoJob is a job of the generated set, with what the queries may ask of it.
type demoJob struct {
	kind, lang string
	district   district
	title      string
	desc       string
	mainTopic  string
}

func (k kind) job(lang string, d district) demoJob {
	j := demoJob{kind: k.key, lang: lang, district: d, mainTopic: k.mainTopic}
	if j.mainTopic == "" {
		j.mainTopic = "Private Jobs"
	}
	switch lang {
	case "si":
		j.title = k.si + " - " + d.si
		j.desc = d.si + " ප්\u200dරදේශයේ " + k.siDo + " අයදුම්පත් ලිඛිතව එවන්න."
	case "ta":
		j.title = k.ta + " - " + d.ta
		j.desc = d.ta + " பகுதியில் " + k.taDo + " விண்ணப்பங்களை அனுப்பவும்."
	default:
		j.title = k.en + " - " + d.en
		j.desc = k.enDo + " Based in " + d.en + ". Apply with your CV."
	}
	return j
}

// demoJobs is the generated job set: each kind in each language in two
// districts, English jobs of other kinds in every district, and a job for
// each query that asks for a kind, a language and a district no job has.
func demoJobs(qs []query) []demoJob {
	ds := districts()
	var jobs []demoJob
	for i, k := range kinds {
		for l, lang := range []string{"si", "ta", "en"} {
			jobs = append(jobs, k.job(lang, ds[(i*5+l*3)%len(ds)]), k.job(lang, ds[(i*5+l*3+11)%len(ds)]))
		}
	}
	for i, d := range ds {
		for n := range 3 {
			t := otherTitles[(i*3+n)%len(otherTitles)]
			jobs = append(jobs, demoJob{kind: "other", lang: "en", district: d, title: t + " - " + d.en,
				desc: fmt.Sprintf("A %s for a growing company in %s. Apply with your CV.", t, d.en), mainTopic: "Private Jobs"})
		}
	}
	for n, q := range qs {
		if q.district == "*" || slicesAny(jobs, q.matches) {
			continue
		}
		k, lang := kinds[n%len(kinds)], q.lang
		if q.kind != "*" {
			k = kindNamed(q.kind)
		}
		if lang == "*" {
			lang = "en"
		}
		for _, d := range ds {
			if d.en == q.district {
				jobs = append(jobs, k.job(lang, d))
			}
		}
	}
	return jobs
}

func kindNamed(key string) kind {
	for _, k := range kinds {
		if k.key == key {
			return k
		}
	}
	panic("no kind " + key)
}

func slicesAny(jobs []demoJob, f func(demoJob) bool) bool {
	for _, j := range jobs {
		if f(j) {
			return true
		}
	}
	return false
}
