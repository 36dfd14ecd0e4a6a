package store

import (
	"context"

	"jobportal/internal/jobportal"
)

// CV returns one of an owner's CVs; another owner's, or none, is ENOTFOUND.
func (d *DB) CV(ctx context.Context, ownerID, id int64) (jobportal.CV, error) {
	return jobportal.CV{}, jobportal.Errorf(jobportal.ENOTFOUND, "CV not found.")
}
