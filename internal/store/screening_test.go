package store_test

import (
	"slices"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// screeningQuestions asks for a licence (required, knock-out), years of
// experience (preferred, at least 3) and a shift (preferred, no wish).
func screeningQuestions() []jobportal.ScreeningQuestion {
	return []jobportal.ScreeningQuestion{
		{Kind: jobportal.QuestionYesNo, Text: "Do you hold a heavy vehicle licence?", Required: true, Options: []string{}, Wanted: "yes"},
		{Kind: jobportal.QuestionNumber, Text: "Years of experience?", Options: []string{}, Wanted: "3"},
		{Kind: jobportal.QuestionChoice, Text: "Which shift?", Options: []string{"Day", "Night"}},
	}
}

func screened(t *testing.T, qs []jobportal.ScreeningQuestion, answers ...string) jobportal.Screening {
	t.Helper()
	var replies []jobportal.ScreeningReply
	for i, a := range answers {
		if a != "" {
			replies = append(replies, jobportal.ScreeningReply{Question: i, Answer: a})
		}
	}
	s, err := jobportal.AnswerQuestions(qs, replies)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestScreeningQuestions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		qs := screeningQuestions()
		job := w.add("Lorry Driver", w.byCompany(w.company), func(j *jobportal.Job) { j.ScreeningQuestions = qs })

		t.Run("a job keeps its questions", func(t *testing.T) {
			got, err := db.FindJob(ctx, job.ID)
			if err != nil || len(got.ScreeningQuestions) != 3 || got.ScreeningQuestions[2].Options[1] != "Night" ||
				got.ScreeningQuestions[0].Wanted != "yes" || !got.ScreeningQuestions[0].Required {
				t.Fatalf("%+v, %v", got.ScreeningQuestions, err)
			}
			plain := w.add("Store Keeper")
			if got, _ := db.FindJob(ctx, plain.ID); got.ScreeningQuestions == nil || len(got.ScreeningQuestions) != 0 {
				t.Fatalf("a job without questions has %#v", got.ScreeningQuestions)
			}
		})

		t.Run("changed questions of an approved job wait for review with the rest", func(t *testing.T) {
			j, err := db.FindJobWithChange(ctx, job.ID)
			if err != nil {
				t.Fatal(err)
			}
			d := j.Draft()
			d.ScreeningQuestions = qs[:1]
			w.clk.advance(time.Second)
			saved, _, err := db.EditOwnJob(ctx, w.company.ID, d, "")
			if err != nil || len(saved.ScreeningQuestions) != 3 || saved.Change == nil || len(saved.Change.ScreeningQuestions) != 1 {
				t.Fatalf("%+v, %v", saved, err)
			}
			if public, _ := db.FindJob(ctx, job.ID); len(public.ScreeningQuestions) != 3 {
				t.Fatalf("the public job asks %d questions", len(public.ScreeningQuestions))
			}
			// Bringing the questions back takes the change back.
			d.ScreeningQuestions = qs
			if saved, _, err = db.EditOwnJob(ctx, w.company.ID, d, ""); err != nil || saved.Change != nil {
				t.Fatalf("%+v, %v", saved.Change, err)
			}
			d.ScreeningQuestions = qs[1:]
			if _, _, err = db.EditOwnJob(ctx, w.company.ID, d, ""); err != nil {
				t.Fatal(err)
			}
			approved, _, err := db.ApproveJobChange(ctx, job.ID)
			if err != nil || len(approved.ScreeningQuestions) != 2 || approved.ScreeningQuestions[0].Text != "Years of experience?" {
				t.Fatalf("%+v, %v", approved.ScreeningQuestions, err)
			}
			d.ScreeningQuestions = qs
			if _, _, err = db.EditOwnJob(ctx, w.company.ID, d, ""); err != nil {
				t.Fatal(err)
			}
			if _, _, err = db.ApproveJobChange(ctx, job.ID); err != nil {
				t.Fatal(err)
			}
		})

		apply := func(c *jobportal.Customer, s jobportal.Screening) *jobportal.Application {
			t.Helper()
			w.clk.advance(time.Hour)
			a := application(job.ID, c, "cv/"+c.Email)
			a.Screening = s
			got, err := db.CreateApplication(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		meets := apply(w.person, screened(t, qs, "yes", "5", "Day"))
		misses := apply(mustCreateCustomer(t, db, "kasun@example.lk"), screened(t, qs, "yes", "1"))
		out := apply(mustCreateCustomer(t, db, "ruwan@example.lk"), screened(t, qs, "no", "10", "Night"))
		movedOut := apply(mustCreateCustomer(t, db, "saman@example.lk"), screened(t, qs, "no"))

		t.Run("an application keeps its answers and what they come to", func(t *testing.T) {
			got, err := db.FindApplication(ctx, misses.ID)
			if err != nil || len(got.Screening.Answers) != 3 || got.Screening.Answers[1].Answer != "1" ||
				got.Screening.Answers[1].Met == nil || *got.Screening.Answers[1].Met || got.Screening.Answers[2].Met != nil ||
				got.Screening.Met == nil || *got.Screening.Met || got.Screening.Knockout {
				t.Fatalf("%+v, %v", got.Screening, err)
			}
			if got.Screening.Answers[0].Text != "Do you hold a heavy vehicle licence?" {
				t.Fatalf("the question is not kept with the answer: %+v", got.Screening.Answers[0])
			}
			if e := meets.ForEmployer(); e.ScreeningMet == nil || !*e.ScreeningMet || e.ScreeningKnockout {
				t.Fatalf("%+v", e)
			}
			if !out.Screening.Knockout {
				t.Fatal("a wrong required answer is no knock-out")
			}
		})

		t.Run("the applicant's own list carries each question and their answer, and nothing the employer judges", func(t *testing.T) {
			page, _, err := db.ListCustomerApplications(ctx, w.person.ID, jobportal.Page{Number: 1, Limit: 10})
			if err != nil {
				t.Fatal(err)
			}
			mine, err := db.ApplicationsWithHistory(ctx, page)
			if err != nil || len(mine) != 1 {
				t.Fatalf("%d, %v", len(mine), err)
			}
			want := []jobportal.MyScreeningAnswer{{Kind: "yesno", Question: "Do you hold a heavy vehicle licence?", Answer: "yes"},
				{Kind: "number", Question: "Years of experience?", Answer: "5"}, {Kind: "choice", Question: "Which shift?", Answer: "Day"}}
			if !slices.Equal(mine[0].ScreeningAnswers, want) {
				t.Fatalf("%+v, want %+v", mine[0].ScreeningAnswers, want)
			}
		})

		if _, err := db.MoveApplications(ctx, job.ID, []int64{movedOut.ID}, jobportal.ApplicationRejected,
			jobportal.Mover{Kind: jobportal.KindCustomer, ID: w.company.ID, Name: "LSL"}, nil); err != nil {
			t.Fatal(err)
		}
		list := func(t *testing.T, f jobportal.ApplicationFilter) []int64 {
			t.Helper()
			got, total, err := db.ListJobApplications(ctx, job.ID, f, jobportal.Page{Number: 1, Limit: 20})
			if err != nil || total != len(got) {
				t.Fatalf("%d of %d, %v", len(got), total, err)
			}
			return applicationIDs(got)
		}
		t.Run("the pile filters by the answers", func(t *testing.T) {
			if got := list(t, jobportal.ApplicationFilter{Screening: jobportal.ScreeningMet}); !slices.Equal(got, []int64{meets.ID}) {
				t.Fatalf("met: %v", got)
			}
			if got := list(t, jobportal.ApplicationFilter{Screening: jobportal.ScreeningUnmet}); !slices.Equal(got, []int64{movedOut.ID, out.ID, misses.ID}) {
				t.Fatalf("unmet: %v", got)
			}
			// A knock-out offers only those still at Applied.
			if got := list(t, jobportal.ApplicationFilter{Screening: jobportal.ScreeningKnockout}); !slices.Equal(got, []int64{out.ID}) {
				t.Fatalf("knockout: %v", got)
			}
		})
		t.Run("the pile sorts by the answers", func(t *testing.T) {
			other := apply(mustCreateCustomer(t, db, "dilani@example.lk"), jobportal.Screening{})
			got := list(t, jobportal.ApplicationFilter{Sort: jobportal.SortScreening})
			want := []int64{meets.ID, other.ID, misses.ID, movedOut.ID, out.ID}
			if !slices.Equal(got, want) {
				t.Fatalf("sorted %v, want %v", got, want)
			}
			if got := list(t, jobportal.ApplicationFilter{}); got[0] != other.ID {
				t.Fatalf("newest first: %v", got)
			}
		})
	})
}
