package jobportal_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

func TestInterviewProposalValidate(t *testing.T) {
	now := time.Date(2026, 12, 1, 4, 30, 0, 0, time.UTC)
	at := func(hours float64) time.Time { return now.Add(time.Duration(hours * float64(time.Hour))) }
	slot := func(hours float64, minutes int) jobportal.InterviewSlotTime {
		return jobportal.InterviewSlotTime{Start: at(hours), Minutes: minutes}
	}
	good := func() jobportal.InterviewProposal {
		return jobportal.InterviewProposal{Kind: jobportal.InterviewInPerson, Address: "12 Galle Road, Colombo 3",
			Slots: []jobportal.InterviewSlotTime{slot(24, 30), slot(48, 45)}}
	}
	cases := []struct {
		name   string
		change func(*jobportal.InterviewProposal)
		field  string
		want   string
	}{
		{"a proposal in person with an address and two times is accepted", func(*jobportal.InterviewProposal) {}, "", ""},
		{"a phone interview needs no place", func(p *jobportal.InterviewProposal) { p.Kind, p.Address = "phone", "" }, "", ""},
		{"a video interview with an https link is accepted", func(p *jobportal.InterviewProposal) {
			p.Kind, p.Link = "video", "https://meet.example.lk/abc"
		}, "", ""},
		{"no kind", func(p *jobportal.InterviewProposal) { p.Kind = "" }, "kind", "Choose how the interview is held"},
		{"an unknown kind", func(p *jobportal.InterviewProposal) { p.Kind = "letter" }, "kind", "must be in_person, phone or video"},
		{"in person without an address", func(p *jobportal.InterviewProposal) { p.Address = "  " }, "address", "Give the address"},
		{"video without a link", func(p *jobportal.InterviewProposal) { p.Kind = "video" }, "link", "Give the link"},
		{"video with a link that is not http", func(p *jobportal.InterviewProposal) {
			p.Kind, p.Link = "video", "javascript:alert(1)"
		}, "link", "starting with https://"},
		{"video with a link without a host", func(p *jobportal.InterviewProposal) { p.Kind, p.Link = "video", "https://" }, "link", "starting with https://"},
		{"no times", func(p *jobportal.InterviewProposal) { p.Slots = nil }, "slots", "at least one time"},
		{"six times", func(p *jobportal.InterviewProposal) {
			p.Slots = []jobportal.InterviewSlotTime{slot(1, 30), slot(2, 30), slot(3, 30), slot(4, 30), slot(5, 30), slot(6, 30)}
		}, "slots", "at most 5 times (there are 6)"},
		{"a time in the past", func(p *jobportal.InterviewProposal) { p.Slots[1] = slot(-1, 30) }, "slots.1", "Time 2 is in the past"},
		{"a time now", func(p *jobportal.InterviewProposal) { p.Slots[0] = slot(0, 30) }, "slots.0", "in the past"},
		{"a time more than a year ahead", func(p *jobportal.InterviewProposal) { p.Slots[0] = slot(24*400, 30) }, "slots.0", "more than a year"},
		{"a time too short", func(p *jobportal.InterviewProposal) { p.Slots[0] = slot(24, 10) }, "slots.0", "from 15 minutes to 8 hours"},
		{"a time too long", func(p *jobportal.InterviewProposal) { p.Slots[0] = slot(24, 600) }, "slots.0", "from 15 minutes to 8 hours"},
		{"overlapping times", func(p *jobportal.InterviewProposal) {
			p.Slots = []jobportal.InterviewSlotTime{slot(26, 30), slot(24, 60), slot(24.5, 30)}
		}, "slots.2", "Times 2 and 3 overlap"},
		{"a note too long", func(p *jobportal.InterviewProposal) { p.Note = strings.Repeat("a", 1001) }, "note", "at most 1000"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := good()
			c.change(&p)
			p.Normalize()
			err := p.Validate(now)
			if c.field == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if jobportal.ErrorCode(err) != jobportal.EINVALID {
				t.Fatalf("error %v, want invalid", err)
			}
			var found string
			var e *jobportal.Error
			errors.As(err, &e)
			for _, fe := range e.Fields {
				if fe.Field == c.field {
					found = fe.Message
				}
			}
			if !strings.Contains(found, c.want) {
				t.Errorf("%s: %q, want %q (all: %v)", c.field, found, c.want, err)
			}
		})
	}
	t.Run("touching times do not overlap", func(t *testing.T) {
		p := good()
		p.Slots = []jobportal.InterviewSlotTime{slot(24, 30), slot(24.5, 30)}
		if err := p.Validate(now); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("normalising keeps only the place of the kind", func(t *testing.T) {
		p := good()
		p.Kind, p.Link = "phone", "https://x.example"
		p.Normalize()
		if p.Address != "" || p.Link != "" {
			t.Errorf("kept %q %q", p.Address, p.Link)
		}
	})
}

func TestCleanChangeNote(t *testing.T) {
	if _, err := jobportal.CleanChangeNote("  \x00 "); jobportal.ErrorCode(err) != jobportal.EINVALID {
		t.Errorf("an empty note: %v", err)
	}
	if _, err := jobportal.CleanChangeNote(strings.Repeat("අ", 501)); jobportal.ErrorCode(err) != jobportal.EINVALID {
		t.Errorf("a long note: %v", err)
	}
	if n, err := jobportal.CleanChangeNote(" Any weekday after 3 pm\u0007 "); err != nil || n != "Any weekday after 3 pm" {
		t.Errorf("%q %v", n, err)
	}
}
