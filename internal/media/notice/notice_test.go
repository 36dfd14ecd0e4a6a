package notice_test

import (
	"bytes"
	"image/jpeg"
	"testing"

	"jobportal/internal/media/notice"
)

func TestPhoto(t *testing.T) {
	lines := []string{"Drivers wanted", "Heavy vehicle licence, two years on the road."}
	a, b := notice.Photo(300, 400, 7, lines), notice.Photo(300, 400, 7, lines)
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Fatal("the same seed and lines drew different pixels")
	}
	if other := notice.Photo(300, 400, 7, []string{"Cooks wanted"}); bytes.Equal(a.Pix, other.Pix) {
		t.Fatal("other words drew the same pixels")
	}
	data, err := notice.JPEG(300, 400, 7, lines)
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil || img.Bounds().Dx() != 300 || img.Bounds().Dy() != 400 {
		t.Fatalf("not a 300 x 400 JPEG: %v", err)
	}
}
