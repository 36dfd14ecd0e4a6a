package jobportal

import (
	"fmt"
	"net/mail"
	"net/url"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The checks that every area's Validate is made of. Each adds a problem
// named after the field (or query parameter) at fault; none stops at the
// first, so a form gets every problem at once.

// Lengths of the web addresses a person may give: a company's website, and
// the page where a job takes applications.
const (
	maxWebsiteLength  = 300
	maxApplyURLLength = 500
)

// CleanText drops control characters other than line breaks and tabs, bytes
// that are not UTF-8 and byte-order marks (which files exported elsewhere
// begin with, and which never show), and writes every line break as \n.
// PostgreSQL refuses NUL in text, and the others only make trouble on screens.
func CleanText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return r
		case r == '\r':
			return '\n'
		case unicode.IsControl(r), r == utf8.RuneError, r == '\ufeff':
			return -1
		}
		return r
	}, s)
}

// canonical returns the item of list that v names regardless of case, or v
// itself when there is none (which validation then refuses).
func canonical(list []string, v string) string {
	for _, item := range list {
		if strings.EqualFold(item, v) {
			return item
		}
	}
	return v
}

// canonicalAll applies canonical to each of vs, dropping blanks and repeats.
func canonicalAll(list, vs []string) []string {
	var out []string
	for _, v := range vs {
		v = canonical(list, strings.TrimSpace(v))
		if v != "" && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// checkText checks a text's presence and its length in characters.
func checkText(p *Problems, field, label, v string, required bool, max int) {
	switch {
	case v == "" && required:
		p.Add(field, label+" is required.")
	case utf8.RuneCountInString(v) > max:
		p.Add(field, label+" is too long.")
	}
}

// checkChoice checks a required value of a fixed list.
func checkChoice(p *Problems, field, label, v string, list []string) {
	if v == "" {
		p.Add(field, label+" is required.")
	} else if !slices.Contains(list, v) {
		p.Add(field, fmt.Sprintf("Choose a %s from the list.", strings.ToLower(label)))
	}
}

// checkOptionalChoice checks a filter's value, if given, against a fixed list.
func checkOptionalChoice(p *Problems, param, label, v string, list []string) {
	if v != "" && !slices.Contains(list, v) {
		p.Add(param, fmt.Sprintf("%q is not a known %s.", v, label))
	}
}

// checkEmail checks a required email address: one address, with a dot in its domain.
func checkEmail(p *Problems, field, v string) {
	if v == "" {
		p.Add(field, "Email is required.")
		return
	}
	a, err := mail.ParseAddress(v)
	if err != nil || a.Address != v || !strings.Contains(v[strings.LastIndexByte(v, '@'):], ".") || len(v) > 254 {
		p.Add(field, "Enter a valid email address.")
	}
}

// checkPassword checks a new password's length.
func checkPassword(p *Problems, field, v string) {
	switch {
	case v == "":
		p.Add(field, "Password is required.")
	case utf8.RuneCountInString(v) < MinPasswordLength:
		p.Add(field, "Password must be at least 8 characters.")
	case len(v) > maxPasswordLength:
		p.Add(field, "Password must be at most 128 characters.")
	}
}

// checkPhone checks an optional phone number: 9 to 15 digits, with the
// spaces, hyphens, brackets and plus sign people write them with.
func checkPhone(p *Problems, field, v string) {
	if v == "" {
		return
	}
	digits := 0
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '+' || r == ' ' || r == '-' || r == '(' || r == ')':
		default:
			p.Add(field, "Enter a valid phone number, such as 077 123 4567.")
			return
		}
	}
	if digits < 9 || digits > 15 {
		p.Add(field, "Enter a valid phone number, such as 077 123 4567.")
	}
}

// checkURL checks an optional web address: http or https, with a host, of at most max bytes.
func checkURL(p *Problems, field, v string, max int) {
	if v == "" {
		return
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(v) > max {
		p.Add(field, "Enter a full web address starting with https://.")
	}
}

// checkDistrict checks an optional district against the location selector's list.
func checkDistrict(p *Problems, field, v string) {
	if v != "" && !IsLocation(v) {
		p.Add(field, "Choose a district from the list.")
	}
}
