package store

import (
	"encoding/json"

	"jobportal/internal/jobportal"
)

// readQuestions reads a job's screening questions as stored: a JSON array.
func readQuestions(stored string) ([]jobportal.ScreeningQuestion, error) {
	qs := []jobportal.ScreeningQuestion{}
	if stored == "" {
		return qs, nil
	}
	if err := json.Unmarshal([]byte(stored), &qs); err != nil {
		return nil, err
	}
	for i := range qs {
		if qs[i].Options == nil {
			qs[i].Options = []string{}
		}
	}
	return qs, nil
}

// writeQuestions is the stored form of screening questions.
func writeQuestions(qs []jobportal.ScreeningQuestion) string {
	if len(qs) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(qs) // a list of plain values: it cannot fail
	return string(b)
}

// readAnswers reads an application's screening answers as stored.
func readAnswers(stored string) ([]jobportal.ScreeningAnswer, error) {
	as := []jobportal.ScreeningAnswer{}
	if stored == "" {
		return as, nil
	}
	if err := json.Unmarshal([]byte(stored), &as); err != nil {
		return nil, err
	}
	for i := range as {
		if as[i].Options == nil {
			as[i].Options = []string{}
		}
	}
	return as, nil
}

// writeAnswers is the stored form of screening answers.
func writeAnswers(as []jobportal.ScreeningAnswer) string {
	if len(as) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(as)
	return string(b)
}
