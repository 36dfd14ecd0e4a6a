package store_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestPreferencesAndProfile(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		c := mustCreateCustomer(t, db, "nimali@example.lk")
		p, err := db.Preferences(ctx, c.ID)
		if err != nil || p.Theme != "light" || p.Language != "en" || !p.Notifications.JobAlerts || p.Privacy.ShowEmail {
			t.Fatalf("defaults %+v %v", p, err)
		}
		if lang, _ := db.CustomerLanguage(ctx, c.ID); lang != "en" {
			t.Fatalf("language %q", lang)
		}
		p.Language, p.Privacy.ShowPhone, p.JobAlerts.Keywords = "ta", true, []string{"nurse"}
		if err := db.SavePreferences(ctx, c.ID, p); err != nil {
			t.Fatal(err)
		}
		got, _ := db.Preferences(ctx, c.ID)
		if got.Language != "ta" || !got.Privacy.ShowPhone || !slices.Equal(got.JobAlerts.Keywords, []string{"nurse"}) {
			t.Fatalf("saved %+v", got)
		}
		if lang, _ := db.CustomerLanguage(ctx, c.ID); lang != "ta" {
			t.Fatalf("language %q", lang)
		}
		privacy, err := db.ContactPrivacies(ctx, []int64{c.ID, 999})
		if err != nil || !privacy[c.ID].ShowPhone || privacy[c.ID].ShowEmail || privacy[999].ShowEmail {
			t.Fatalf("privacy %v %v", privacy, err)
		}

		years := int64(3)
		prof, err := db.SaveCareerProfile(ctx, c.ID, &jobportal.CareerProfile{Headline: "Nurse", District: "Galle",
			Skills: []string{"Care"}, Languages: []string{}, YearsOfExperience: &years})
		if err != nil || prof.Headline != "Nurse" || prof.District != "Galle" || *prof.YearsOfExperience != 3 || prof.UpdatedAt == nil {
			t.Fatalf("profile %+v %v", prof, err)
		}
		if cust, _ := db.FindCustomerByID(ctx, c.ID); cust.District != "Galle" {
			t.Fatalf("the district is the account's: %q", cust.District)
		}
		old, err := db.SetCustomerAvatar(ctx, c.ID, "/media/img/ab/x.jpg")
		if err != nil || old != "" {
			t.Fatal(old, err)
		}
		if used, _ := db.MediaInUse(ctx, "/media/img/ab/x.jpg"); !used {
			t.Fatal("an avatar in use may be removed")
		}
	})
}

func TestSavedJobsStore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		open := w.add("Nurse", func(j *jobportal.Job) { j.ClosingDate = "2026-03-31" })
		pending := w.add("Pending", func(j *jobportal.Job) { j.Status = jobportal.JobPending })
		if created, err := db.SaveJob(ctx, w.person.ID, open.ID); err != nil || !created {
			t.Fatal(created, err)
		}
		if created, err := db.SaveJob(ctx, w.person.ID, open.ID); err != nil || created {
			t.Fatal("saving twice", created, err)
		}
		_, err := db.SaveJob(ctx, w.person.ID, pending.ID)
		wantCode(t, err, jobportal.ENOTFOUND)
		// The closing date passes: the job stays, closed.
		w.clk.advance(60 * 24 * time.Hour)
		list, err := db.SavedJobs(ctx, w.person.ID)
		if err != nil || len(list) != 1 || !list[0].Closed || list[0].Job == nil || list[0].Job.Title != "Nurse" {
			t.Fatalf("saved %+v %v", list, err)
		}
	})
}

func TestSavedJobsCap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		jobs := make([]*jobportal.Job, jobportal.MaxSavedJobs+1)
		for i := range jobs {
			jobs[i] = w.job(fmt.Sprintf("Job %d", i))
		}
		if err := db.CreateJobs(ctx, jobs); err != nil {
			t.Fatal(err)
		}
		for _, j := range jobs[:jobportal.MaxSavedJobs] {
			if _, err := db.SaveJob(ctx, w.person.ID, j.ID); err != nil {
				t.Fatal(err)
			}
		}
		_, err := db.SaveJob(ctx, w.person.ID, jobs[jobportal.MaxSavedJobs].ID)
		wantCode(t, err, jobportal.EINVALID)
		if list, _ := db.SavedJobs(ctx, w.person.ID); len(list) != jobportal.MaxSavedJobs {
			t.Fatalf("%d saved", len(list))
		}
	})
}

func TestAlertsStore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		other := mustCreateCustomer(t, db, "kasun@example.lk")
		newAlert := func(owner int64, mod func(*jobportal.JobAlert)) *jobportal.JobAlert {
			a := &jobportal.JobAlert{CustomerID: owner, Name: "Alert", Keywords: []string{}, Locations: []string{},
				JobTypes: []string{}, MainTopics: []string{}, Frequency: jobportal.FrequencyDaily, Enabled: true}
			if mod != nil {
				mod(a)
			}
			a, err := db.CreateAlert(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			return a
		}
		a := newAlert(w.person.ID, func(a *jobportal.JobAlert) {
			a.Keywords, a.Locations, a.JobTypes = []string{"nurse"}, []string{"Kandy", "Galle"}, []string{"Full Time Jobs", "Part Time Jobs"}
			a.MinSalary = new(int64)
			*a.MinSalary = 100000
		})
		if _, err := db.FindAlert(ctx, other.ID, a.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
			t.Fatal("another account finds the alert")
		}
		wantCode(t, db.DeleteAlert(ctx, other.ID, a.ID), jobportal.ENOTFOUND)
		for range jobportal.MaxAlerts - 1 {
			newAlert(w.person.ID, nil)
		}
		_, err := db.CreateAlert(ctx, &jobportal.JobAlert{CustomerID: w.person.ID, Name: "21st", Frequency: "daily", Enabled: true})
		wantCode(t, err, jobportal.EINVALID)

		// Matching: the job list's filter, the alert's lists, the window, and no repeats.
		salary := func(min, max int64) func(*jobportal.Job) {
			return func(j *jobportal.Job) { j.SalaryMin, j.SalaryMax = &min, &max }
		}
		at := func(d time.Duration) func(*jobportal.Job) {
			return func(j *jobportal.Job) { j.PostedDate = w.clk.now().Add(d) }
		}
		start := w.clk.now()
		match := w.add("Staff Nurse", func(j *jobportal.Job) { j.Location = "Galle" }, salary(90000, 120000), at(time.Minute))
		w.add("Staff Nurse Kandy part time", func(j *jobportal.Job) { j.Location = "Kandy"; j.JobType = "Part Time Jobs" }, salary(150000, 160000), at(2*time.Minute))
		w.add("Nurse in Colombo", salary(150000, 200000), at(time.Minute))                                                  // the wrong place
		w.add("Galle Accountant", func(j *jobportal.Job) { j.Location = "Galle" }, salary(150000, 200000), at(time.Minute)) // no keyword
		w.add("Nurse too poor", func(j *jobportal.Job) { j.Location = "Galle" }, salary(40000, 60000), at(time.Minute))     // below the minimum
		w.add("Nurse remote", func(j *jobportal.Job) { j.Location = "Galle"; j.JobType = "Remote Jobs" }, at(time.Minute))  // the wrong type
		w.add("Nurse old", func(j *jobportal.Job) { j.Location = "Galle" }, salary(150000, 200000), at(-time.Hour))         // before the window
		w.add("Nurse pending", func(j *jobportal.Job) { j.Location = "Galle"; j.Status = jobportal.JobPending }, at(time.Minute))
		w.clk.advance(time.Hour)
		ids, err := db.AlertMatches(ctx, a, start, w.clk.now())
		if err != nil || len(ids) != 2 || ids[1] != match.ID {
			t.Fatalf("matches %v %v", ids, err)
		}
		if err := db.MarkAlertSent(ctx, a.ID, ids[:1], w.clk.now()); err != nil {
			t.Fatal(err)
		}
		if ids, _ := db.AlertMatches(ctx, a, start, w.clk.now()); len(ids) != 1 || ids[0] != match.ID {
			t.Fatalf("a job sent is matched again: %v", ids)
		}
		// Until its owner confirms their email, no alert is due: the address
		// may be someone else's.
		if due, err := db.DueAlerts(ctx, jobportal.FrequencyDaily, 0, 100); err != nil || len(due) != 0 {
			t.Fatalf("alerts of an unconfirmed email are due: %d %v", len(due), err)
		}
		if err := db.MarkEmailConfirmed(ctx, w.person.ID); err != nil {
			t.Fatal(err)
		}
		due, err := db.DueAlerts(ctx, jobportal.FrequencyDaily, 0, 100)
		if err != nil || len(due) != jobportal.MaxAlerts || due[0].Alert.ID != a.ID || due[0].Email != "nimali@example.lk" || due[0].Language != "en" {
			t.Fatalf("due %d %v", len(due), err)
		}
		if err := db.DisableAlert(ctx, a.ID); err != nil {
			t.Fatal(err)
		}
		if due, _ := db.DueAlerts(ctx, jobportal.FrequencyDaily, 0, 100); len(due) != jobportal.MaxAlerts-1 {
			t.Fatal("a disabled alert is due")
		}
		// Deleting an alert, or its owner, removes what it sent (a trigger,
		// not a foreign key), so that an id used again starts afresh.
		if n, _ := db.SentJobsCount(ctx, a.ID); n != 1 {
			t.Fatalf("%d jobs sent", n)
		}
		if err := db.DeleteAlert(ctx, w.person.ID, a.ID); err != nil {
			t.Fatal(err)
		}
		if n, _ := db.SentJobsCount(ctx, a.ID); n != 0 {
			t.Fatalf("%d jobs sent by a deleted alert", n)
		}
	})
}

func TestLeaseAndPeriods(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		if ok, err := db.TakeLease(ctx, "work", "a", time.Minute); err != nil || !ok {
			t.Fatal(ok, err)
		}
		if ok, _ := db.TakeLease(ctx, "work", "b", time.Minute); ok {
			t.Fatal("b took a's lease")
		}
		if ok, _ := db.TakeLease(ctx, "work", "a", time.Minute); !ok {
			t.Fatal("a could not renew")
		}
		clk.advance(2 * time.Minute)
		if ok, _ := db.TakeLease(ctx, "work", "b", time.Minute); !ok {
			t.Fatal("b could not take an expired lease")
		}
		if err := db.ReleaseLease(ctx, "work", "a"); err != nil {
			t.Fatal(err)
		}
		if ok, _ := db.TakeLease(ctx, "work", "a", time.Minute); ok {
			t.Fatal("a released b's lease")
		}

		if _, ok, _ := db.AlertMark(ctx, "daily"); ok {
			t.Fatal("a mark before any run")
		}
		t0 := clk.now()
		if ok, _ := db.ClaimAlertPeriod(ctx, "daily", nil, t0); !ok {
			t.Fatal("first claim")
		}
		if ok, _ := db.ClaimAlertPeriod(ctx, "daily", nil, t0); ok {
			t.Fatal("a second first claim")
		}
		t1 := t0.Add(24 * time.Hour)
		if ok, _ := db.ClaimAlertPeriod(ctx, "daily", &t0, t1); !ok {
			t.Fatal("claim")
		}
		if ok, _ := db.ClaimAlertPeriod(ctx, "daily", &t0, t1); ok {
			t.Fatal("the same period claimed twice")
		}
		if m, _, _ := db.AlertMark(ctx, "daily"); !m.Equal(t1) {
			t.Fatalf("mark %v", m)
		}
		k1, err := db.ServerKey(ctx, "k")
		k2, _ := db.ServerKey(ctx, "k")
		if err != nil || len(k1) != 32 || string(k1) != string(k2) {
			t.Fatal("the key changes", err)
		}
	})
}

// The window's matches of many alerts are, alert by alert, what the job
// list's statement for the alert alone finds (AlertMatches).
func TestAlertWindowMatchesTheJobList(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		rng := rand.New(rand.NewPCG(3, 5))
		titles := []string{"Staff Nurse", "Software Engineer", "Accountant", "Senior Accountant", "Nurse Trainer", "Driver"}
		start := w.clk.now()
		var jobs []*jobportal.Job
		for i := range 120 {
			min, max := int64(20000+rng.IntN(20)*10000), int64(0)
			max = min + int64(rng.IntN(5)*10000)
			jobs = append(jobs, w.job(titles[rng.IntN(len(titles))], func(j *jobportal.Job) {
				j.Location = jobportal.Locations[rng.IntN(6)]
				j.JobType = jobportal.JobTypes[rng.IntN(len(jobportal.JobTypes))]
				j.MainTopic = jobportal.MainTopics[rng.IntN(3)]
				j.PostedDate = start.Add(time.Duration(i-20) * time.Minute) // the first 20 before the window
				if rng.IntN(4) > 0 {
					j.SalaryMin, j.SalaryMax = &min, &max
				}
				if rng.IntN(10) == 0 {
					j.Status = jobportal.JobPending
				}
			}))
		}
		if err := db.CreateJobs(ctx, jobs); err != nil {
			t.Fatal(err)
		}
		w.clk.advance(3 * time.Hour)
		words := []string{"nurse", "engineer", "accountant", "senior", "driver", "trainer"}
		pick := func(list []string, n int) []string {
			var out []string
			for range rng.IntN(n + 1) {
				if v := list[rng.IntN(len(list))]; !slices.Contains(out, v) {
					out = append(out, v)
				}
			}
			return append([]string{}, out...)
		}
		var alerts []*jobportal.JobAlert
		for i := range 60 {
			a := &jobportal.JobAlert{CustomerID: w.person.ID, Name: "A", Keywords: pick(words, 2),
				Locations: pick(jobportal.Locations[:6], 2), JobTypes: pick(jobportal.JobTypes, 2),
				MainTopics: pick(jobportal.MainTopics, 1), Frequency: "daily", Enabled: true}
			if rng.IntN(2) == 0 {
				m := int64(rng.IntN(25) * 10000)
				a.MinSalary = &m
			}
			if i < jobportal.MaxAlerts {
				var err error
				if a, err = db.CreateAlert(ctx, a); err != nil {
					t.Fatal(err)
				}
			} else {
				a.ID = int64(1000 + i) // not stored: nothing sent
			}
			alerts = append(alerts, a)
		}
		// Some jobs sent already by the first alert.
		first, err := db.AlertMatches(ctx, alerts[0], start, w.clk.now())
		if err != nil {
			t.Fatal(err)
		}
		if len(first) > 1 {
			if err := db.MarkAlertSent(ctx, alerts[0].ID, first[:1], w.clk.now()); err != nil {
				t.Fatal(err)
			}
		}
		win, err := db.NewAlertWindow(ctx, start, w.clk.now())
		if err != nil {
			t.Fatal(err)
		}
		if win.Jobs() == 0 {
			t.Fatal("an empty window")
		}
		matched := 0
		for _, a := range alerts {
			want, err := db.AlertMatches(ctx, a, start, w.clk.now())
			if err != nil {
				t.Fatal(err)
			}
			got, err := win.Matches(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			if len(want) > 0 {
				matched++
			}
			if !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
				t.Fatalf("alert %+v: window %v, job list %v", a, got, want)
			}
		}
		if matched < 5 {
			t.Fatalf("only %d alerts matched anything: the test proves little", matched)
		}
	})
}
