package jobportal

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kinds of screening question.
const (
	QuestionYesNo  = "yesno"
	QuestionNumber = "number"
	QuestionChoice = "choice"
	QuestionText   = "text"
)

// QuestionKinds lists the kinds of screening question.
var QuestionKinds = []string{QuestionYesNo, QuestionNumber, QuestionChoice, QuestionText}

// Limits of screening questions and their answers.
const (
	MaxQuestions      = 10  // questions one job may ask
	MaxQuestionText   = 200 // characters of a question
	MaxQuestionChoice = 10  // choices of a choice question
	MaxChoiceText     = 80  // characters of a choice
	MaxTextAnswer     = 300 // characters of a short-text answer
	maxNumberAnswer   = 1_000_000_000
)

// Screening filters of a job's applications (ApplicationFilter.Screening).
const (
	ScreeningMet      = "met"      // every wanted answer was given
	ScreeningUnmet    = "unmet"    // some wanted answer was not
	ScreeningKnockout = "knockout" // a required wanted answer was not, still at Applied
)

// ScreeningFilters are the values of a job's applications' screening filter.
var ScreeningFilters = []string{ScreeningMet, ScreeningUnmet, ScreeningKnockout}

// ScreeningQuestion is a question a job asks those who apply on the site.
// A required question must be answered and, when it has a wanted answer, an
// applicant who gives another is knocked out; a preferred one may be left
// unanswered. Wanted is the answer the employer hopes for: "yes" or "no",
// the least number (as written), one of the options, or "" for none (a
// short-text question has none).
type ScreeningQuestion struct {
	Kind     string   `json:"kind"`
	Text     string   `json:"text"`
	Required bool     `json:"required"`
	Options  []string `json:"options"`
	Wanted   string   `json:"wanted"`
}

// normalizeQuestions trims questions and writes their kinds, options and
// wanted answers as they are stored.
func normalizeQuestions(qs []ScreeningQuestion) []ScreeningQuestion {
	out := make([]ScreeningQuestion, 0, len(qs))
	for _, q := range qs {
		q.Kind = strings.ToLower(strings.TrimSpace(q.Kind))
		q.Text = strings.Join(strings.Fields(CleanText(q.Text)), " ")
		q.Wanted = strings.Join(strings.Fields(CleanText(q.Wanted)), " ")
		var options []string
		if q.Kind == QuestionChoice {
			for _, o := range q.Options {
				if o = strings.Join(strings.Fields(CleanText(o)), " "); o != "" {
					options = append(options, o)
				}
			}
		}
		q.Options = options
		if q.Options == nil {
			q.Options = []string{}
		}
		switch q.Kind {
		case QuestionYesNo:
			q.Wanted = strings.ToLower(q.Wanted)
		case QuestionNumber:
			if n, ok := parseNumber(q.Wanted); ok {
				q.Wanted = formatNumber(n)
			}
		}
		out = append(out, q)
	}
	return out
}

// checkQuestions adds the problems of normalized questions to p, under
// screeningQuestions.N.field.
func checkQuestions(p *Problems, qs []ScreeningQuestion) {
	if len(qs) > MaxQuestions {
		p.Add("screeningQuestions", fmt.Sprintf("A job may ask at most %d screening questions (it has %d).", MaxQuestions, len(qs)))
		return
	}
	for i, q := range qs {
		field := func(name string) string { return "screeningQuestions." + strconv.Itoa(i) + "." + name }
		n := i + 1
		switch c := utf8.RuneCountInString(q.Text); {
		case c == 0:
			p.Add(field("text"), fmt.Sprintf("Write question %d, or remove it.", n))
		case c > MaxQuestionText:
			p.Add(field("text"), fmt.Sprintf("Question %d must be at most %d characters (it has %d).", n, MaxQuestionText, c))
		}
		switch q.Kind {
		case QuestionYesNo:
			if q.Wanted != "" && q.Wanted != "yes" && q.Wanted != "no" {
				p.Add(field("wanted"), fmt.Sprintf("The wanted answer to question %d is yes, no, or none.", n))
			}
		case QuestionNumber:
			if _, ok := parseNumber(q.Wanted); q.Wanted != "" && !ok {
				p.Add(field("wanted"), fmt.Sprintf("The least number wanted for question %d must be a number.", n))
			}
		case QuestionChoice:
			switch {
			case len(q.Options) < 2:
				p.Add(field("options"), fmt.Sprintf("Question %d needs at least 2 choices.", n))
			case len(q.Options) > MaxQuestionChoice:
				p.Add(field("options"), fmt.Sprintf("Question %d may have at most %d choices.", n, MaxQuestionChoice))
			}
			for _, o := range q.Options {
				if utf8.RuneCountInString(o) > MaxChoiceText {
					p.Add(field("options"), fmt.Sprintf("Each choice of question %d must be at most %d characters.", n, MaxChoiceText))
					break
				}
			}
			if hasRepeat(q.Options) {
				p.Add(field("options"), fmt.Sprintf("Question %d has the same choice twice.", n))
			}
			if q.Wanted != "" && !slices.Contains(q.Options, q.Wanted) {
				p.Add(field("wanted"), fmt.Sprintf("The wanted answer to question %d must be one of its choices.", n))
			}
		case QuestionText:
			if q.Wanted != "" {
				p.Add(field("wanted"), fmt.Sprintf("Question %d takes a short text, which has no wanted answer.", n))
			}
		default:
			p.Add(field("kind"), fmt.Sprintf("Question %d must be one of: %s.", n, strings.Join(QuestionKinds, ", ")))
		}
	}
}

func hasRepeat(list []string) bool {
	seen := make(map[string]bool, len(list))
	for _, s := range list {
		k := strings.ToLower(s)
		if seen[k] {
			return true
		}
		seen[k] = true
	}
	return false
}

// parseNumber reads a number as an applicant or a poster writes it: digits,
// with a decimal point and a sign, within a sane range.
func parseNumber(s string) (float64, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if s == "" || strings.ContainsAny(s, "eExXpP_") {
		return 0, false
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(n) || math.IsInf(n, 0) || math.Abs(n) > maxNumberAnswer {
		return 0, false
	}
	return n, true
}

func formatNumber(n float64) string { return strconv.FormatFloat(n, 'f', -1, 64) }

// sameQuestions reports whether two lists of questions are the same.
func sameQuestions(a, b []ScreeningQuestion) bool {
	return slices.EqualFunc(a, b, func(x, y ScreeningQuestion) bool {
		return x.Kind == y.Kind && x.Text == y.Text && x.Required == y.Required && x.Wanted == y.Wanted &&
			slices.Equal(x.Options, y.Options)
	})
}

// cloneQuestions copies questions, never nil.
func cloneQuestions(qs []ScreeningQuestion) []ScreeningQuestion {
	out := make([]ScreeningQuestion, len(qs))
	for i, q := range qs {
		q.Options = append([]string{}, q.Options...)
		out[i] = q
	}
	return out
}

// ScreeningReply is an applicant's answer to one of a job's questions, by
// its place in the job's list (from 0).
type ScreeningReply struct {
	Question int    `json:"question"`
	Answer   string `json:"answer"`
}

// ScreeningAnswer is a question an application answered, as the job asked
// it then, with the answer ("" when a preferred question was left) and
// whether it is the wanted one (nil when the question wanted none).
type ScreeningAnswer struct {
	ScreeningQuestion
	Answer string `json:"answer"`
	Met    *bool  `json:"met"`
}

// Screening is what an application's answers come to: the answers, whether
// every wanted answer was given (nil when no question wanted one), and
// whether a required question's wanted answer was not (a knock-out).
type Screening struct {
	Answers  []ScreeningAnswer
	Met      *bool
	Knockout bool
}

// AnswerQuestions checks an applicant's replies to a job's questions and
// returns the answers to keep. A required question left unanswered, an
// answer that does not fit its question's kind, or a reply to a question
// the job does not ask (its questions changed meanwhile) is a problem,
// under answers.N for the question's place.
func AnswerQuestions(qs []ScreeningQuestion, replies []ScreeningReply) (Screening, error) {
	var p Problems
	if len(replies) > len(qs) {
		p.Add("answers", "This job's questions have changed since the form was opened. Reload the page and answer them again.")
		return Screening{}, p.Err()
	}
	given := make(map[int]string, len(replies))
	for _, r := range replies {
		if r.Question < 0 || r.Question >= len(qs) {
			p.Add("answers", "This job's questions have changed since the form was opened. Reload the page and answer them again.")
			return Screening{}, p.Err()
		}
		if _, twice := given[r.Question]; twice {
			p.Add("answers."+strconv.Itoa(r.Question), "This question was answered twice.")
			continue
		}
		given[r.Question] = strings.Join(strings.Fields(CleanText(r.Answer)), " ")
	}
	s := Screening{Answers: make([]ScreeningAnswer, len(qs))}
	anyWanted, allMet := false, true
	for i, q := range qs {
		field := "answers." + strconv.Itoa(i)
		a := ScreeningAnswer{ScreeningQuestion: q, Answer: given[i]}
		a.Options = append([]string{}, q.Options...)
		if a.Answer == "" {
			if q.Required {
				p.Add(field, fmt.Sprintf("Answer the question “%s”: the employer requires it.", q.Text))
			}
		} else {
			switch q.Kind {
			case QuestionYesNo:
				if a.Answer = strings.ToLower(a.Answer); a.Answer != "yes" && a.Answer != "no" {
					p.Add(field, fmt.Sprintf("Answer “%s” with yes or no.", q.Text))
				}
			case QuestionNumber:
				if n, ok := parseNumber(a.Answer); ok {
					a.Answer = formatNumber(n)
				} else {
					p.Add(field, fmt.Sprintf("Answer “%s” with a number.", q.Text))
				}
			case QuestionChoice:
				if !slices.Contains(q.Options, a.Answer) {
					p.Add(field, fmt.Sprintf("Choose one of the given answers to “%s”.", q.Text))
				}
			case QuestionText:
				if c := utf8.RuneCountInString(a.Answer); c > MaxTextAnswer {
					p.Add(field, fmt.Sprintf("The answer to “%s” must be at most %d characters (it has %d).", q.Text, MaxTextAnswer, c))
				}
			}
		}
		if q.Wanted != "" && q.Kind != QuestionText {
			met := meets(q, a.Answer)
			a.Met = &met
			anyWanted = true
			allMet = allMet && met
			if !met && q.Required {
				s.Knockout = true
			}
		}
		s.Answers[i] = a
	}
	if err := p.Err(); err != nil {
		return Screening{}, err
	}
	if anyWanted {
		s.Met = &allMet
	}
	return s, nil
}

// meets reports whether a valid answer is the question's wanted one.
func meets(q ScreeningQuestion, answer string) bool {
	if answer == "" {
		return false
	}
	if q.Kind == QuestionNumber {
		n, ok := parseNumber(answer)
		least, okLeast := parseNumber(q.Wanted)
		return ok && okLeast && n >= least
	}
	return answer == q.Wanted
}
