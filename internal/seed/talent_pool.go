package seed

import (
	"context"
	"fmt"
	"log/slog"

	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// StoreDocument keeps a CV file (PDF or DOCX) as a sent one is kept and
// returns its key and its media type (the server's StoreDocument).
type StoreDocument func(ctx context.Context, data []byte) (key, contentType string, err error)

// demoApplicant is a person who sent a CV through the header's "Apply Now".
type demoApplicant struct {
	first, last, email, phone, mainTopic, subTopic, language, position, company, summary string
	skills                                                                               []string
}

var demoApplicants = []demoApplicant{
	{"Dilshan", "Fernando", "dilshan.fernando@demo.jobportal.lk", "071 555 0101", "Private Jobs", "IT and Software", "en",
		"QA Engineer", "Pearson Lanka", "QA engineer with four years of testing web and mobile banking apps; " +
			"automated 600 regression checks and cut the release check from three days to four hours.",
		[]string{"Selenium", "Playwright", "SQL", "Jira"}},
	{"Fathima", "Rizna", "fathima.rizna@demo.jobportal.lk", "077 555 0102", "International Jobs", "Middle East", "en",
		"Staff Nurse", "Asiri Hospital", "Registered nurse with six years in surgical wards, looking for a post in the " +
			"Gulf; led a ward of 24 beds on night shifts.",
		[]string{"Patient care", "Theatre nursing", "Infection control"}},
	{"Kavindu", "Wickramasinghe", "kavindu.w@demo.jobportal.lk", "076 555 0103", "Government Jobs", "Teaching", "si",
		"ගණිත ගුරු", "කොළඹ ආනන්ද විද්\u200dයාලය", "වසර පහක් උසස් පෙළ ගණිතය ඉගැන්වූ ගුරුවරයෙක්.",
		[]string{"ගණිතය", "Microsoft Excel"}},
}

// DemoTalentPool adds CVs sent through the header's "Apply Now" for the
// admins' talent pool, each a PDF made by the CV builder's renderer, unless
// the pool holds the first of them already.
func DemoTalentPool(ctx context.Context, db *store.DB, storeDocument StoreDocument, log *slog.Logger) error {
	_, total, err := db.ListCVSubmissions(ctx, jobportal.CVSubmissionFilter{Search: demoApplicants[0].email,
		Page: jobportal.Page{Number: 1, Limit: 1}})
	if err != nil || total > 0 {
		return err
	}
	for _, a := range demoApplicants {
		cv := jobportal.CV{Title: "CV", Language: a.language, Customization: jobportal.DefaultCVCustomization(),
			BuilderData: jobportal.CVData{
				PersonalInfo: jobportal.CVPersonalInfo{FirstName: a.first, LastName: a.last, Email: a.email, Phone: a.phone,
					Country: "Sri Lanka", Summary: a.summary},
				Experience: []jobportal.CVExperience{{ID: "exp-1", Company: a.company, Position: a.position,
					StartDate: "2020-01", Current: true}},
			}}
		for _, s := range a.skills {
			cv.BuilderData.Skills.Technical = append(cv.BuilderData.Skills.Technical,
				jobportal.CVSkill{Name: s, Level: jobportal.SkillAdvanced})
		}
		cv.Customization.Template = jobportal.CVTemplateCompact
		res, err := cvpdf.Render(cv, cvpdf.Options{})
		if err != nil {
			return fmt.Errorf("demo talent pool: %w", err)
		}
		key, contentType, err := storeDocument(ctx, res.PDF)
		if err != nil {
			return fmt.Errorf("demo talent pool: %w", err)
		}
		sub := &jobportal.CVSubmission{Name: a.first + " " + a.last, Email: a.email, Phone: a.phone,
			MainTopic: a.mainTopic, SubTopic: a.subTopic, Language: a.language, FileKey: key,
			FileName: cvpdf.FileName(cv), FileType: contentType,
			FileSize: int64(len(res.PDF))}
		if err := db.CreateCVSubmission(ctx, sub); err != nil {
			return fmt.Errorf("demo talent pool: %w", err)
		}
	}
	log.Info("demo talent pool added", "submissions", len(demoApplicants))
	return nil
}
