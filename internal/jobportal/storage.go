package jobportal

import (
	"math"
	"strconv"
)

// MaxStorage is how many bytes of files one customer account may keep: its
// images (CV photos, avatar, flyers, logo and cover), the PDFs made of its
// CVs and the CV files sent with its applications. A CV of 1 MB sent to 80
// jobs fits beside its photos and PDFs.
const MaxStorage = 100 << 20

// StorageFull is the error of a file that would take an account past its
// quota: used bytes are kept of quota.
func StorageFull(used, quota int64) error {
	return Errorf(ETOOLARGE, "Your storage is full (%s of %s used). Delete old CVs or files to upload more.",
		megabytes(used), megabytes(quota))
}

// megabytes writes a size in MB to one decimal, as people read it, or in
// KB below a megabyte.
func megabytes(n int64) string {
	if n < 1<<20 {
		return strconv.FormatInt(int64(math.Ceil(float64(n)/(1<<10))), 10) + " KB"
	}
	mb := math.Round(float64(n)/(1<<20)*10) / 10
	return strconv.FormatFloat(mb, 'f', -1, 64) + " MB"
}
