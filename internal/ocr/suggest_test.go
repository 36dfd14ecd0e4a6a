package ocr_test

import (
	"testing"

	"jobportal/internal/ocr"
)

func TestSuggest(t *testing.T) {
	const today = "2026-03-01"
	tests := []struct {
		name, text                      string
		title, closing, currency, email string
		url, how                        string
		min, max                        int64
	}{
		{name: "an English notice with a labelled post, a range in rupees and an email",
			text:  "WE ARE HIRING\nPosition: Accounts Clerk\nSalary: Rs. 45,000 - 60,000\nClosing date: 15 March 2026\nSend your CV to jobs@ceylon.example.lk",
			title: "Accounts Clerk", closing: "2026-03-15", min: 45000, max: 60000, currency: "LKR",
			email: "jobs@ceylon.example.lk", how: "Send your CV to jobs@ceylon.example.lk"},
		{name: "the first line after the heading is the title, and the month may come first",
			text:  "VACANCIES\nSales Representatives - Kandy\nApply before March 20, 2026 at www.kandyfoods.example.lk",
			title: "Sales Representatives - Kandy", closing: "2026-03-20", url: "https://www.kandyfoods.example.lk",
			how: "Apply before March 20, 2026 at www.kandyfoods.example.lk"},
		{name: "a Sinhala notice, its month written with the joiner",
			text:  "පුරප්පාඩු\nතනතුර: රියදුරු\nවැටුප රු. 50,000\nඅයදුම්පත් භාරගන්නා අවසාන දිනය 2026 අප්\u200dරේල් 10",
			title: "රියදුරු", closing: "2026-04-10", min: 50000, currency: "LKR",
			how: "අයදුම්පත් භාරගන්නා අවසාන දිනය 2026 අප්\u200dරේල් 10"},
		{name: "a Tamil notice",
			text:  "வேலை வாய்ப்பு\nபதவி: கணக்காளர்\nசம்பளம் ரூ. 55,000\nஇறுதித் திகதி: 30 மார்ச் 2026",
			title: "கணக்காளர்", closing: "2026-03-30", min: 55000, currency: "LKR"},
		{name: "numeric dates, the closing one named, a passed one left out",
			text:  "Driver\nPublished 2026-02-01\nDeadline 31/03/2026",
			title: "Driver", closing: "2026-03-31"},
		{name: "a passed closing date is not suggested",
			text: "Driver\nClosing date 2025-12-31", title: "Driver"},
		{name: "no text, no suggestion", text: ""},
		{name: "noise is not a title", text: "~ ,. |\n— 12 —\nCashier", title: "Cashier"},
		{name: "an impossible date is not a date", text: "Clerk\nClosing date 31/02/2026", title: "Clerk"},
		{name: "a space read beside the @ is not part of the address",
			text: "Cook\nSend your CV to chef @hotel.example.lk", title: "Cook", email: "chef@hotel.example.lk",
			how: "Send your CV to chef @hotel.example.lk"},
		{name: "dollars", text: "Chef - Maldives\nSalary USD 1,200 to 1,500", title: "Chef - Maldives", min: 1200, max: 1500, currency: "USD"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := ocr.Suggest(tt.text, today)
			val := func(p *int64) int64 {
				if p == nil {
					return 0
				}
				return *p
			}
			if s.Title != tt.title || s.ClosingDate != tt.closing || val(s.SalaryMin) != tt.min || val(s.SalaryMax) != tt.max ||
				s.Currency != tt.currency || s.ApplyEmail != tt.email || s.ApplyURL != tt.url || s.HowToApply != tt.how {
				t.Fatalf("got %s", s)
			}
		})
	}
}

func TestClean(t *testing.T) {
	got := ocr.Clean("  WE  ARE\tHIRING \f\n\n\n\nශ්\u200dරී  ලංකා\x00\n\n")
	if want := "WE ARE HIRING\n\nශ්\u200dරී ලංකා"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
