package jobportal

// Locations are the places a job or a company can be in: the districts of
// Sri Lanka, and Foreign for work abroad (SPEC section 2, location selector).
var Locations = []string{
	"Foreign", "Ampara", "Anuradhapura", "Badulla", "Batticaloa", "Colombo", "Galle",
	"Gampaha", "Hambantota", "Jaffna", "Kalutara", "Kandy", "Kegalle", "Kilinochchi",
	"Kurunegala", "Mannar", "Matale", "Matara", "Monaragala", "Mullaitivu", "Nuwara Eliya",
	"Polonnaruwa", "Puttalam", "Ratnapura", "Trincomalee", "Vavuniya",
}

var locationSet = func() map[string]bool {
	m := make(map[string]bool, len(Locations))
	for _, l := range Locations {
		m[l] = true
	}
	return m
}()

// IsLocation reports whether s is one of Locations.
func IsLocation(s string) bool { return locationSet[s] }
