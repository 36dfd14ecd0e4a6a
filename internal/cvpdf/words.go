package cvpdf

import (
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
)

// words are the fixed texts of a CV in one language.
type words struct {
	sections                        map[string]string
	personal, contact, languages    string
	technical, soft                 string
	objective, dateOfBirth, nation  string
	credential, expires, techs, gpa string
	present, page                   string
	levels                          map[string]string
	months                          [12]string
	watermark                       string
	// dayFirst orders a full date as "15 January 1995"; otherwise as the
	// Sinhala "1995 ජනවාරි 15".
	dayFirst bool
}

var wordsByLang = map[string]*words{
	"en": {
		sections: map[string]string{
			jobportal.CVSectionSummary:        "Profile",
			jobportal.CVSectionExperience:     "Experience",
			jobportal.CVSectionEducation:      "Education",
			jobportal.CVSectionSkills:         "Skills",
			jobportal.CVSectionCertifications: "Certifications",
			jobportal.CVSectionProjects:       "Projects",
			jobportal.CVSectionAchievements:   "Achievements",
			jobportal.CVSectionReferences:     "References",
		},
		personal: "Personal details", contact: "Contact", languages: "Languages",
		technical: "Technical", soft: "Personal",
		objective: "Objective", dateOfBirth: "Date of birth", nation: "Nationality",
		credential: "Credential ID", expires: "Expires", techs: "Technologies", gpa: "GPA",
		present: "Present", page: "Page",
		levels: map[string]string{jobportal.SkillBeginner: "Beginner", jobportal.SkillIntermediate: "Intermediate",
			jobportal.SkillAdvanced: "Advanced", jobportal.SkillExpert: "Expert"},
		months:    [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
		watermark: "Made with the JobPortal CV builder",
		dayFirst:  true,
	},
	"si": {
		sections: map[string]string{
			jobportal.CVSectionSummary:        "පැතිකඩ",
			jobportal.CVSectionExperience:     "රැකියා පළපුරුද්ද",
			jobportal.CVSectionEducation:      "අධ්\u200dයාපනය",
			jobportal.CVSectionSkills:         "කුසලතා",
			jobportal.CVSectionCertifications: "සහතික",
			jobportal.CVSectionProjects:       "ව්\u200dයාපෘති",
			jobportal.CVSectionAchievements:   "ජයග්\u200dරහණ",
			jobportal.CVSectionReferences:     "නිර්දේශකයින්",
		},
		personal: "පෞද්ගලික තොරතුරු", contact: "සම්බන්ධ කර ගැනීමට", languages: "භාෂා",
		technical: "තාක්ෂණික", soft: "පෞද්ගලික",
		objective: "අරමුණ", dateOfBirth: "උපන් දිනය", nation: "ජාතිකත්වය",
		credential: "සහතික අංකය", expires: "වලංගු කාලය අවසන්", techs: "තාක්ෂණ", gpa: "GPA",
		present: "මේ දක්වා", page: "පිටුව",
		levels: map[string]string{jobportal.SkillBeginner: "ආරම්භක", jobportal.SkillIntermediate: "මධ්\u200dයම",
			jobportal.SkillAdvanced: "උසස්", jobportal.SkillExpert: "ප්\u200dරවීණ"},
		months: [12]string{"ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්\u200dරේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු",
			"සැප්තැම්බර්", "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"},
		watermark: "JobPortal CV සැකසුම මගින් සාදන ලදී",
	},
	"ta": {
		sections: map[string]string{
			jobportal.CVSectionSummary:        "சுயவிவரம்",
			jobportal.CVSectionExperience:     "பணி அனுபவம்",
			jobportal.CVSectionEducation:      "கல்வி",
			jobportal.CVSectionSkills:         "திறன்கள்",
			jobportal.CVSectionCertifications: "சான்றிதழ்கள்",
			jobportal.CVSectionProjects:       "திட்டங்கள்",
			jobportal.CVSectionAchievements:   "சாதனைகள்",
			jobportal.CVSectionReferences:     "பரிந்துரையாளர்கள்",
		},
		personal: "தனிப்பட்ட விவரங்கள்", contact: "தொடர்புக்கு", languages: "மொழிகள்",
		technical: "தொழில்நுட்பம்", soft: "தனிப்பட்டவை",
		objective: "நோக்கம்", dateOfBirth: "பிறந்த தேதி", nation: "தேசியம்",
		credential: "சான்று எண்", expires: "காலாவதி", techs: "தொழில்நுட்பங்கள்", gpa: "GPA",
		present: "தற்போது வரை", page: "பக்கம்",
		levels: map[string]string{jobportal.SkillBeginner: "தொடக்க நிலை", jobportal.SkillIntermediate: "இடைநிலை",
			jobportal.SkillAdvanced: "மேம்பட்ட நிலை", jobportal.SkillExpert: "நிபுணர்"},
		months: [12]string{"ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்",
			"செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"},
		watermark: "JobPortal CV உருவாக்கியால் தயாரிக்கப்பட்டது",
		dayFirst:  true,
	},
}

func wordsFor(lang string) *words {
	if w, ok := wordsByLang[lang]; ok {
		return w
	}
	return wordsByLang["en"]
}

// date writes "YYYY-MM" or "YYYY-MM-DD" as month and year ("Jan 2024");
// anything else as it is.
func (w *words) date(s string) string {
	s = strings.TrimSpace(s)
	parts := strings.Split(s, "-")
	if len(parts) < 2 || len(parts[0]) != 4 {
		return s
	}
	m, err := strconv.Atoi(parts[1])
	if err != nil || m < 1 || m > 12 {
		return s
	}
	return w.months[m-1] + " " + parts[0]
}

// fullDate writes "YYYY-MM-DD" with the day, in the language's order.
func (w *words) fullDate(s string) string {
	parts := strings.Split(strings.TrimSpace(s), "-")
	if len(parts) != 3 {
		return w.date(s)
	}
	m, err1 := strconv.Atoi(parts[1])
	d, err2 := strconv.Atoi(parts[2])
	if err1 != nil || err2 != nil || m < 1 || m > 12 {
		return s
	}
	if w.dayFirst {
		return strconv.Itoa(d) + " " + w.months[m-1] + " " + parts[0]
	}
	return parts[0] + " " + w.months[m-1] + " " + strconv.Itoa(d)
}

// dateRange writes "Jan 2024 – Present"; either end may be missing.
func (w *words) dateRange(start, end string, current bool) string {
	a := w.date(start)
	b := w.date(end)
	if current {
		b = w.present
	}
	switch {
	case a != "" && b != "":
		return a + " – " + b
	case a != "":
		return a
	default:
		return b
	}
}
