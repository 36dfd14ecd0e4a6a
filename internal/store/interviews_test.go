package store_test

import (
	"sync"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// emailsTo writes one email to the applicant for each change, naming the
// states it went between, and keeps what it wrote.
type emailsTo struct {
	mu    sync.Mutex
	wrote []string
}

func (e *emailsTo) write(prev, next *jobportal.Interview) []mail.Message {
	e.mu.Lock()
	defer e.mu.Unlock()
	from := "new"
	if prev != nil {
		from = prev.State
	}
	e.wrote = append(e.wrote, from+">"+next.State)
	return []mail.Message{{To: next.ApplicantEmail, Subject: "Interview", Text: from + ">" + next.State}}
}

func TestInterviews(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Stores Assistant", w.byCompany(w.company))
		app := w.apply(job.ID, w.person, "cv/1.pdf")
		poster := jobportal.Mover{Kind: jobportal.KindCustomer, ID: w.company.ID, Name: "Lanka Software Labs"}
		now := w.clk.t
		proposal := func(version int, hours ...int) jobportal.InterviewProposal {
			p := jobportal.InterviewProposal{Kind: jobportal.InterviewInPerson, Address: "12 Galle Road, Colombo 3",
				Note: "Bring your NIC.", Version: version}
			for _, h := range hours {
				p.Slots = append(p.Slots, jobportal.InterviewSlotTime{Start: now.Add(time.Duration(h) * time.Hour), Minutes: 30})
			}
			return p
		}
		var e emailsTo
		var iv *jobportal.Interview

		t.Run("a proposal makes an interview with its times, moves the application to interview and queues its email", func(t *testing.T) {
			before, _ := db.OutboxDepth(ctx)
			var err error
			iv, err = db.ProposeInterview(ctx, app.ID, proposal(0, 72, 48), poster, e.write)
			if err != nil {
				t.Fatal(err)
			}
			if iv.State != jobportal.InterviewProposed || len(iv.Slots) != 2 || !iv.Slots[0].Start.Equal(now.Add(48*time.Hour)) ||
				iv.Booked != nil || iv.JobTitle != "Stores Assistant" || iv.ApplicantEmail != "nimali@example.lk" || iv.Version != 1 ||
				iv.PosterEmail != "hr@lsl.lk" || iv.PosterName != "Lanka Software Labs" || iv.ApplicantLang != "en" {
				t.Fatalf("interview %+v", iv)
			}
			if a, _ := db.FindApplication(ctx, app.ID); a.Status != jobportal.ApplicationInterview {
				t.Fatalf("application %s", a.Status)
			}
			h, _ := db.ApplicationMoves(ctx, app.ID)
			if last := h[len(h)-1]; last.Status != "interview" || last.By == nil || last.By.Name != "Lanka Software Labs" || !last.Notified {
				t.Fatalf("history %+v", h)
			}
			after, _ := db.OutboxDepth(ctx)
			if after.Waiting-before.Waiting != 1 {
				t.Fatalf("queued %d emails", after.Waiting-before.Waiting)
			}
		})
		t.Run("a second proposal on what was seen before the first (a second click) is refused", func(t *testing.T) {
			_, err := db.ProposeInterview(ctx, app.ID, proposal(0, 96), poster, e.write)
			wantCode(t, err, jobportal.ECONFLICT)
		})
		t.Run("the applicant asks for other times, and the employer proposes again on the same interview", func(t *testing.T) {
			got, err := db.AskForOtherInterviewTimes(ctx, iv.ID, "Any weekday after 3 pm", iv.Version, e.write)
			if err != nil || got.State != jobportal.InterviewChangeRequested || got.ChangeNote != "Any weekday after 3 pm" {
				t.Fatalf("%+v %v", got, err)
			}
			_, err = db.PickInterviewTime(ctx, iv.ID, iv.Slots[0].ID, got.Version, e.write)
			wantCode(t, err, jobportal.ECONFLICT)
			again, err := db.ProposeInterview(ctx, app.ID, proposal(got.Version, 30, 54, 78), poster, e.write)
			if err != nil || again.ID != iv.ID || again.State != jobportal.InterviewProposed || len(again.Slots) != 3 || again.ChangeNote != "" {
				t.Fatalf("%+v %v", again, err)
			}
			iv = again
		})
		t.Run("a time not proposed, or a stale version, books nothing", func(t *testing.T) {
			_, err := db.PickInterviewTime(ctx, iv.ID, 999999, iv.Version, e.write)
			wantCode(t, err, jobportal.ECONFLICT)
			_, err = db.PickInterviewTime(ctx, iv.ID, iv.Slots[1].ID, iv.Version-1, e.write)
			wantCode(t, err, jobportal.ECONFLICT)
			_, err = db.PickInterviewTime(ctx, 999999, iv.Slots[1].ID, 1, e.write)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("the applicant picks a time: booked, the reminder due a day before", func(t *testing.T) {
			got, err := db.PickInterviewTime(ctx, iv.ID, iv.Slots[1].ID, iv.Version, e.write)
			if err != nil || got.State != jobportal.InterviewBooked || got.Booked == nil || !got.Booked.Start.Equal(now.Add(54*time.Hour)) ||
				got.Booked.Minutes != 30 || got.Sequence != 1 {
				t.Fatalf("%+v %v", got, err)
			}
			_, err = db.PickInterviewTime(ctx, iv.ID, iv.Slots[1].ID, got.Version, e.write)
			wantCode(t, err, jobportal.ECONFLICT)
			iv = got
		})
		t.Run("the reminder goes once, the day before, however many look at once", func(t *testing.T) {
			remind := func(iv *jobportal.Interview) []mail.Message {
				return []mail.Message{{To: iv.ApplicantEmail, Subject: "Tomorrow", Text: "x"}}
			}
			if n, err := db.RemindInterviews(ctx, remind); err != nil || n != 0 {
				t.Fatalf("reminded %d two days ahead (%v)", n, err)
			}
			w.clk.advance(31 * time.Hour) // 23 hours before
			var wg sync.WaitGroup
			counts := make([]int, 4)
			for i := range counts {
				wg.Add(1)
				go func() {
					defer wg.Done()
					n, err := db.RemindInterviews(ctx, remind)
					if err != nil {
						t.Error(err)
					}
					counts[i] = n
				}()
			}
			wg.Wait()
			if total := counts[0] + counts[1] + counts[2] + counts[3]; total != 1 {
				t.Fatalf("reminded %v times", counts)
			}
			if n, _ := db.RemindInterviews(ctx, remind); n != 0 {
				t.Fatal("reminded again")
			}
		})
		t.Run("the employer reschedules: the booking ends, the interview keeps its id and its sequence grows", func(t *testing.T) {
			got, err := db.ProposeInterview(ctx, app.ID, proposal(iv.Version, 80, 100), poster, e.write)
			if err != nil || got.ID != iv.ID || got.State != jobportal.InterviewProposed || got.Booked != nil || got.Sequence != 2 {
				t.Fatalf("%+v %v", got, err)
			}
			booked, err := db.PickInterviewTime(ctx, got.ID, got.Slots[0].ID, got.Version, e.write)
			if err != nil || booked.Sequence != 3 {
				t.Fatalf("%+v %v", booked, err)
			}
			iv = booked
		})
		t.Run("a cancellation of a booking grows the sequence, and a second one is refused", func(t *testing.T) {
			got, err := db.CancelInterview(ctx, iv.ID, jobportal.SideApplicant, iv.Version, e.write)
			if err != nil || got.State != jobportal.InterviewCancelled || got.CancelledBy != "applicant" || got.Sequence != 4 {
				t.Fatalf("%+v %v", got, err)
			}
			_, err = db.CancelInterview(ctx, iv.ID, jobportal.SideEmployer, got.Version, e.write)
			wantCode(t, err, jobportal.ECONFLICT)
		})
		t.Run("after a cancellation the next proposal is a new interview, and both are listed newest first", func(t *testing.T) {
			fresh, err := db.ProposeInterview(ctx, app.ID, proposal(0, 120), poster, e.write)
			if err != nil || fresh.ID == iv.ID {
				t.Fatalf("%+v %v", fresh, err)
			}
			list, err := db.ApplicationInterviews(ctx, app.ID)
			if err != nil || len(list) != 2 || list[0].ID != fresh.ID || list[1].State != jobportal.InterviewCancelled {
				t.Fatalf("%+v %v", list, err)
			}
			mine, err := db.CustomerInterviews(ctx, w.person.ID)
			if err != nil || len(mine) != 2 {
				t.Fatalf("%d %v", len(mine), err)
			}
			others, _ := db.CustomerInterviews(ctx, w.company.ID)
			if len(others) != 0 {
				t.Fatalf("another customer sees %d", len(others))
			}
		})
		t.Run("every change wrote its emails once, and a refused change wrote none", func(t *testing.T) {
			want := []string{"new>proposed", "proposed>change_requested", "change_requested>proposed", "proposed>booked",
				"booked>proposed", "proposed>booked", "booked>cancelled", "new>proposed"}
			if len(e.wrote) != len(want) {
				t.Fatalf("wrote %v, want %v", e.wrote, want)
			}
			for i := range want {
				if e.wrote[i] != want[i] {
					t.Fatalf("wrote %v, want %v", e.wrote, want)
				}
			}
		})
		t.Run("no interview is proposed for a withdrawn application", func(t *testing.T) {
			kasun := mustCreateCustomer(t, db, "kasun@example.lk")
			a := w.apply(job.ID, kasun, "cv/2.pdf")
			if _, err := db.WithdrawApplication(ctx, a.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: kasun.ID, Name: "Kasun"}, nil); err != nil {
				t.Fatal(err)
			}
			_, err := db.ProposeInterview(ctx, a.ID, proposal(0, 200), poster, e.write)
			wantCode(t, err, jobportal.ECONFLICT)
			if list, _ := db.ApplicationInterviews(ctx, a.ID); len(list) != 0 {
				t.Fatalf("made %+v", list)
			}
		})
		t.Run("no reminder goes for an application withdrawn after the booking", func(t *testing.T) {
			dinesh := mustCreateCustomer(t, db, "dinesh@example.lk")
			a := w.apply(job.ID, dinesh, "cv/4.pdf")
			p, err := db.ProposeInterview(ctx, a.ID, proposal(0, 200), poster, e.write)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.PickInterviewTime(ctx, p.ID, p.Slots[0].ID, p.Version, e.write); err != nil {
				t.Fatal(err)
			}
			if _, err := db.WithdrawApplication(ctx, a.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: dinesh.ID, Name: "Dinesh"}, nil); err != nil {
				t.Fatal(err)
			}
			w.clk.advance(190 * time.Hour)
			if n, _ := db.RemindInterviews(ctx, func(*jobportal.Interview) []mail.Message { return nil }); n != 0 {
				t.Fatalf("reminded %d", n)
			}
		})
		t.Run("a withdrawal cancels the open interviews with its emails in one step, and a second withdrawal does nothing", func(t *testing.T) {
			now = w.clk.t
			amali := mustCreateCustomer(t, db, "amali@example.lk")
			a := w.apply(job.ID, amali, "cv/5.pdf")
			p, err := db.ProposeInterview(ctx, a.ID, proposal(0, 200), poster, e.write)
			if err != nil {
				t.Fatal(err)
			}
			booked, err := db.PickInterviewTime(ctx, p.ID, p.Slots[0].ID, p.Version, e.write)
			if err != nil {
				t.Fatal(err)
			}
			var got []store.CancelledInterview
			calls := 0
			write := func(c []store.CancelledInterview) []mail.Message {
				calls++
				got = c
				return []mail.Message{{To: "hr@lsl.lk", Subject: "Withdrawn", Text: "Amali withdrew."}}
			}
			before, _ := db.OutboxDepth(ctx)
			by := jobportal.Mover{Kind: jobportal.KindCustomer, ID: amali.ID, Name: "Amali"}
			if _, err := db.WithdrawApplication(ctx, a.ID, by, write); err != nil {
				t.Fatal(err)
			}
			if calls != 1 || len(got) != 1 || got[0].Prev.State != jobportal.InterviewBooked || got[0].Next.State != jobportal.InterviewCancelled ||
				got[0].Next.CancelledBy != jobportal.SideApplicant || got[0].Next.Sequence != booked.Sequence+1 || got[0].Prev.Booked == nil {
				t.Fatalf("%d calls, %+v", calls, got)
			}
			after, _ := db.OutboxDepth(ctx)
			if after.Waiting-before.Waiting != 1 {
				t.Fatalf("queued %d emails", after.Waiting-before.Waiting)
			}
			if iv, _ := db.FindInterview(ctx, p.ID); iv.State != jobportal.InterviewCancelled {
				t.Fatalf("interview %s", iv.State)
			}
			_, err = db.WithdrawApplication(ctx, a.ID, by, write)
			wantCode(t, err, jobportal.ECONFLICT)
			if again, _ := db.OutboxDepth(ctx); calls != 1 || again.Waiting != after.Waiting {
				t.Fatalf("%d calls, %d waiting", calls, again.Waiting-after.Waiting)
			}
		})
		t.Run("a withdrawal cancels a proposed interview too, and one with no interview cancels nothing", func(t *testing.T) {
			now = w.clk.t
			sunil := mustCreateCustomer(t, db, "sunil@example.lk")
			a := w.apply(job.ID, sunil, "cv/6.pdf")
			p, err := db.ProposeInterview(ctx, a.ID, proposal(0, 200), poster, e.write)
			if err != nil {
				t.Fatal(err)
			}
			var got []store.CancelledInterview
			if _, err := db.WithdrawApplication(ctx, a.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: sunil.ID, Name: "Sunil"},
				func(c []store.CancelledInterview) []mail.Message { got = c; return nil }); err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || got[0].Next.ID != p.ID || got[0].Next.State != jobportal.InterviewCancelled || got[0].Next.Sequence != p.Sequence {
				t.Fatalf("%+v", got)
			}
			chamari := mustCreateCustomer(t, db, "chamari@example.lk")
			b := w.apply(job.ID, chamari, "cv/7.pdf")
			got = []store.CancelledInterview{{}}
			if _, err := db.WithdrawApplication(ctx, b.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: chamari.ID, Name: "Chamari"},
				func(c []store.CancelledInterview) []mail.Message { got = c; return nil }); err != nil {
				t.Fatal(err)
			}
			if len(got) != 0 {
				t.Fatalf("%+v", got)
			}
		})
		t.Run("a booking made less than a day ahead has no reminder", func(t *testing.T) {
			now = w.clk.t
			ruwan := mustCreateCustomer(t, db, "ruwan@example.lk")
			a := w.apply(job.ID, ruwan, "cv/3.pdf")
			p, err := db.ProposeInterview(ctx, a.ID, proposal(0, 5), poster, e.write)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.PickInterviewTime(ctx, p.ID, p.Slots[0].ID, p.Version, e.write); err != nil {
				t.Fatal(err)
			}
			if n, _ := db.RemindInterviews(ctx, func(*jobportal.Interview) []mail.Message { return nil }); n != 0 {
				t.Fatalf("reminded %d", n)
			}
		})
	})
}
