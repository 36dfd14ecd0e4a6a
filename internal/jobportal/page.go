package jobportal

import "fmt"

// Limits of every paged list: jobs, applications, and those of the areas to come.
const (
	DefaultPerPage = 10 // SPEC section 9
	MaxPerPage     = 100
	maxPageNumber  = 100000
)

// Page is one page of a list: its number, from 1, and how many items it holds.
type Page struct {
	Number int
	Limit  int
}

// NewPage returns the page of a number and a limit, 0 meaning not given: the
// first page, of DefaultPerPage items.
func NewPage(number, limit int) Page {
	if number == 0 {
		number = 1
	}
	if limit == 0 {
		limit = DefaultPerPage
	}
	return Page{Number: number, Limit: limit}
}

// Offset is the number of items before the page.
func (p Page) Offset() int { return (p.Number - 1) * p.Limit }

// Pages is the number of pages that total items fill.
func (p Page) Pages(total int) int { return (total + p.Limit - 1) / p.Limit }

// Validate checks the number and the limit, naming the query parameters page and limit.
func (p Page) Validate() error {
	var problems Problems
	p.check(&problems)
	return problems.Err()
}

func (p Page) check(problems *Problems) {
	if p.Number < 1 || p.Number > maxPageNumber {
		problems.Add("page", "page must be a whole number from 1.")
	}
	if p.Limit < 1 || p.Limit > MaxPerPage {
		problems.Add("limit", fmt.Sprintf("limit must be from 1 to %d.", MaxPerPage))
	}
}
