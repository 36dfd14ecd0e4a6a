package media_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"image/jpeg"
	"testing"

	"jobportal/internal/media"
)

// withSegment puts an APPn segment holding payload right after a JPEG's SOI.
func withSegment(jpg []byte, marker byte, payload []byte) []byte {
	seg := []byte{0xFF, marker, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	seg = append(seg, payload...)
	return append(append(append([]byte{}, jpg[:2]...), seg...), jpg[2:]...)
}

func TestStripMetadata(t *testing.T) {
	ctx := context.Background()
	photo := makePhoto(t, 64, 48)
	gps := []byte("Exif\x00\x00GPS 6.9271N 79.8612E secret-home")

	t.Run("EXIF and IPTC leave a JPEG, the picture stays", func(t *testing.T) {
		in := withSegment(withSegment(photo, 0xE1, gps), 0xED, []byte("Photoshop 3.0\x00IPTC"))
		info, err := media.CheckImage(ctx, "image", in)
		if err != nil {
			t.Fatal(err)
		}
		out, err := media.StripMetadata(ctx, in, info)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(out, []byte("secret-home")) || bytes.Contains(out, []byte("IPTC")) {
			t.Fatal("metadata survived")
		}
		if _, err := jpeg.Decode(bytes.NewReader(out)); err != nil {
			t.Fatalf("the result is not a JPEG: %v", err)
		}
	})
	t.Run("a colour profile stays", func(t *testing.T) {
		in := withSegment(photo, 0xE2, []byte("ICC_PROFILE\x00profile-bytes"))
		info, _ := media.CheckImage(ctx, "image", in)
		out, _ := media.StripMetadata(ctx, in, info)
		if !bytes.Contains(out, []byte("profile-bytes")) {
			t.Fatal("the colour profile was dropped")
		}
	})
	t.Run("a turned photo is redrawn upright without its EXIF", func(t *testing.T) {
		in := withOrientation(photo, 6)
		info, err := media.CheckImage(ctx, "image", in)
		if err != nil || info.Orientation != 6 {
			t.Fatalf("orientation %d, %v", info.Orientation, err)
		}
		out, err := media.StripMetadata(ctx, in, info)
		if err != nil {
			t.Fatal(err)
		}
		img, err := jpeg.Decode(bytes.NewReader(out))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 48 || b.Dy() != 64 {
			t.Fatalf("size %v, want 48x64", b.Size())
		}
		if bytes.Contains(out, []byte("Exif")) {
			t.Fatal("EXIF survived")
		}
	})
	t.Run("a PNG is kept as it is", func(t *testing.T) {
		png := makeGraphic(t, 20, 20, false)
		info, _ := media.CheckImage(ctx, "image", png)
		out, _ := media.StripMetadata(ctx, png, info)
		if !bytes.Equal(out, png) {
			t.Fatal("changed")
		}
	})
}
