package seed

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// demoCVs gives the demo job seeker two CVs, one in English and one in
// Sinhala, and a share link to the English one, unless the account has CVs
// already.
func demoCVs(ctx context.Context, db *store.DB, seeker *jobportal.Customer) error {
	list, err := db.ListCVs(ctx, seeker.ID)
	if err != nil || len(list) > 0 {
		return err
	}
	skill := func(name, level string) jobportal.CVSkill { return jobportal.CVSkill{Name: name, Level: level} }
	english := &jobportal.CV{OwnerID: seeker.ID, Title: "Software engineer", Language: "en",
		BuilderData: jobportal.CVData{
			PersonalInfo: jobportal.CVPersonalInfo{FirstName: "Nimali", LastName: "Perera", Email: seeker.Email,
				Phone: "077 123 4567", Address: "42 Galle Road", City: "Colombo", Country: "Sri Lanka", Nationality: "Sri Lankan",
				Summary: "Software engineer with three years of building web services in Go and Java for a bank in " +
					"Colombo. I make slow pages fast, write the tests that keep them so, and like teams that ship " +
					"often and review code with care."},
			Experience: []jobportal.CVExperience{
				{ID: "exp-1700000000001", Company: "Seylan Digital", Position: "Software Engineer", StartDate: "2022-02",
					Current: true, Location: "Colombo",
					Description: "Built the payment service behind the bank's mobile app in Go (2 million payments a month).\n" +
						"Cut the statement page's load time from 4 s to 600 ms with better queries and caching.\n" +
						"Introduced contract tests between the mobile app and its services."},
				{ID: "exp-1700000000002", Company: "Virtusa", Position: "Associate Software Engineer", StartDate: "2020-09",
					EndDate: "2022-01", Location: "Colombo",
					Description: "Maintained Java services of an insurance platform; wrote its first integration test suite."},
			},
			Education: []jobportal.CVEducation{
				{ID: "edu-1700000000001", Institution: "University of Moratuwa", Degree: "BSc (Hons)",
					Field: "Computer Science and Engineering", StartDate: "2016-03", EndDate: "2020-07", GPA: "3.6",
					Location: "Moratuwa"},
			},
			Skills: jobportal.CVSkills{
				Technical: []jobportal.CVSkill{skill("Go", jobportal.SkillAdvanced), skill("Java", jobportal.SkillAdvanced),
					skill("PostgreSQL", jobportal.SkillAdvanced), skill("REST APIs", jobportal.SkillExpert),
					skill("Docker", jobportal.SkillIntermediate)},
				Soft: []jobportal.CVSkill{skill("Mentoring", jobportal.SkillIntermediate),
					skill("Clear writing", jobportal.SkillAdvanced)},
				Languages: []jobportal.CVSkill{skill("Sinhala", jobportal.SkillExpert), skill("English", jobportal.SkillExpert),
					skill("Tamil", jobportal.SkillBeginner)},
			},
			Certifications: []jobportal.CVCertification{
				{ID: "cert-1700000000001", Name: "AWS Certified Developer – Associate", Issuer: "Amazon Web Services",
					Date: "2023-05", ExpiryDate: "2026-05"},
			},
			Projects: []jobportal.CVProject{
				{ID: "proj-1700000000001", Name: "Bus times for Colombo", Technologies: []string{"Go", "React", "PostgreSQL"},
					StartDate: "2021-06", EndDate: "2021-12", URL: "https://example.lk/bus-times",
					Description: "A weekend project that shows when the next bus leaves each stop, from crowd-sourced reports."},
			},
			Achievements: []jobportal.CVAchievement{
				{ID: "ach-1700000000001", Title: "Best final-year project", Date: "2020-07",
					Description: "Awarded by the Department of Computer Science and Engineering."},
			},
			References: []jobportal.CVReference{
				{ID: "ref-1700000000001", Name: "Ruwan Fernando", Position: "Engineering Manager", Company: "Seylan Digital",
					Email: "ruwan.fernando@example.lk", Relationship: "Manager"},
			},
		},
		Customization: jobportal.DefaultCVCustomization(),
	}
	sinhala := &jobportal.CV{OwnerID: seeker.ID, Title: "මෘදුකාංග ඉංජිනේරු", Language: "si",
		BuilderData: jobportal.CVData{
			PersonalInfo: jobportal.CVPersonalInfo{FirstName: "නිමාලි", LastName: "පෙරේරා", Email: seeker.Email,
				Phone: "077 123 4567", City: "කොළඹ", Country: "ශ්\u200dරී ලංකාව",
				Summary: "බැංකුවක් සඳහා Go සහ Java භාවිතයෙන් වෙබ් සේවා ගොඩනැගීමේ වසර තුනක පළපුරුද්දක් ඇති මෘදුකාංග ඉංජිනේරුවරියකි."},
			Experience: []jobportal.CVExperience{
				{ID: "exp-1700000000101", Company: "සෙලාන් ඩිජිටල්", Position: "මෘදුකාංග ඉංජිනේරු", StartDate: "2022-02",
					Current: true, Location: "කොළඹ",
					Description: "බැංකුවේ ජංගම යෙදුමේ ගෙවීම් සේවාව Go භාෂාවෙන් ගොඩනැගුවා."},
			},
			Education: []jobportal.CVEducation{
				{ID: "edu-1700000000101", Institution: "මොරටුව විශ්වවිද්\u200dයාලය", Degree: "විද්\u200dයාවේදී (ගෞරව)",
					Field: "පරිගණක විද්\u200dයාව සහ ඉංජිනේරු විද්\u200dයාව", StartDate: "2016-03", EndDate: "2020-07"},
			},
			Skills: jobportal.CVSkills{
				Technical: []jobportal.CVSkill{skill("Go", jobportal.SkillAdvanced), skill("PostgreSQL", jobportal.SkillAdvanced)},
				Languages: []jobportal.CVSkill{skill("සිංහල", jobportal.SkillExpert), skill("ඉංග්\u200dරීසි", jobportal.SkillExpert)},
			},
		},
		Customization: jobportal.DefaultCVCustomization(),
	}
	sinhala.Customization.Template, sinhala.Customization.ColorScheme = jobportal.CVTemplateClassic, "teal"
	var first *jobportal.CV
	for _, cv := range []*jobportal.CV{sinhala, english} {
		cv.Normalize()
		if err := cv.Validate(); err != nil {
			return fmt.Errorf("demo CV %q: %w", cv.Title, err)
		}
		created, err := db.CreateCV(ctx, cv)
		if err != nil {
			return fmt.Errorf("demo CV %q: %w", cv.Title, err)
		}
		first = created
	}
	b := make([]byte, 32)
	rand.Read(b)
	if _, err := db.CreateCVShare(ctx, seeker.ID, first.ID, base64.RawURLEncoding.EncodeToString(b), nil, true); err != nil {
		return fmt.Errorf("demo CV link: %w", err)
	}
	return nil
}
