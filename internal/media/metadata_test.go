package media_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
	"slices"
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

// checkAndStrip checks an upload as an image and strips its metadata, as
// the upload path does, failing the test on an error.
func checkAndStrip(t *testing.T, in []byte) []byte {
	t.Helper()
	ctx := context.Background()
	info, err := media.CheckImage(ctx, "image", in)
	if err != nil {
		t.Fatal(err)
	}
	out, err := media.StripMetadata(ctx, in, info)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestStripMetadata(t *testing.T) {
	ctx := context.Background()
	photo := makePhoto(t, 64, 48)
	gps := []byte("Exif\x00\x00GPS 6.9271N 79.8612E secret-home")

	t.Run("EXIF and IPTC leave a JPEG, the picture stays", func(t *testing.T) {
		in := withSegment(withSegment(photo, 0xE1, gps), 0xED, []byte("Photoshop 3.0\x00IPTC"))
		out := checkAndStrip(t, in)
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
	t.Run("a PNG without metadata is kept as it is", func(t *testing.T) {
		png := makeGraphic(t, 20, 20, false)
		info, _ := media.CheckImage(ctx, "image", png)
		out, _ := media.StripMetadata(ctx, png, info)
		if !bytes.Equal(out, png) {
			t.Fatal("changed")
		}
	})
}

// pngChunk is one chunk of a PNG, with its length and CRC.
func pngChunk(name string, data []byte) []byte {
	out := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	out = append(out, name...)
	out = append(out, data...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(append([]byte(name), data...)))
}

// pngChunks lists the chunk names of a PNG, in order.
func pngChunks(t *testing.T, data []byte) []string {
	t.Helper()
	var names []string
	for i := 8; i+12 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[i:]))
		names = append(names, string(data[i+4:i+8]))
		i += 12 + n
	}
	return names
}

// withChunks puts chunks after a PNG's IHDR (which is 33 bytes in, with the
// signature) and appends tail after its IEND.
func withChunks(png []byte, tail []byte, chunks ...[]byte) []byte {
	out := bytes.Clone(png[:33])
	for _, c := range chunks {
		out = append(out, c...)
	}
	return append(append(out, png[33:]...), tail...)
}

func TestStripPNGMetadata(t *testing.T) {
	ctx := context.Background()
	plain := makeGraphic(t, 40, 30, true)
	exif := append([]byte("MM\x00\x2a\x00\x00\x00\x08"), "GPS 6.9271N 79.8612E secret-home"...)
	in := withChunks(plain, []byte("after-the-end secret-tail"),
		pngChunk("gAMA", binary.BigEndian.AppendUint32(nil, 45455)),
		pngChunk("sRGB", []byte{0}),
		pngChunk("tEXt", []byte("Author\x00Nimali secret-author")),
		pngChunk("zTXt", []byte("Comment\x00\x00x\x9c\x03\x00\x00\x00\x00\x01")),
		pngChunk("iTXt", []byte("Location\x00\x00\x00en\x00\x00secret-place")),
		pngChunk("eXIf", exif),
		pngChunk("tIME", []byte{0x07, 0xea, 11, 23, 6, 30, 0}),
		pngChunk("pHYs", []byte{0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1}),
		pngChunk("prVt", []byte("a private chunk secret-vendor")),
	)
	out := checkAndStrip(t, in)
	if got, want := pngChunks(t, out), []string{"IHDR", "gAMA", "sRGB", "IDAT", "IEND"}; !slices.Equal(got, want) {
		t.Fatalf("chunks %q, want %q", got, want)
	}
	for _, secret := range []string{"tEXt", "zTXt", "iTXt", "eXIf", "tIME", "secret"} {
		if bytes.Contains(out, []byte(secret)) {
			t.Fatalf("%q survived", secret)
		}
	}
	before, err := png.Decode(bytes.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	after, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("the result is not a PNG: %v", err)
	}
	if before.Bounds() != after.Bounds() {
		t.Fatalf("bounds %v, want %v", after.Bounds(), before.Bounds())
	}
	for y := range before.Bounds().Dy() {
		for x := range before.Bounds().Dx() {
			if before.At(x, y) != after.At(x, y) {
				t.Fatalf("pixel %d,%d is %v, was %v", x, y, after.At(x, y), before.At(x, y))
			}
		}
	}

	t.Run("a PNG whose chunks cannot be followed is an error, not stored as it is", func(t *testing.T) {
		cut := in[:len(in)-len("after-the-end secret-tail")-20] // into the IDAT chunk, with no IEND
		if out, err := media.StripMetadata(ctx, cut, media.Info{Format: media.PNG}); err == nil {
			t.Fatalf("answered %d bytes", len(out))
		}
	})
}

// riffChunk is one chunk of a WebP, padded to an even length.
func riffChunk(name string, data []byte) []byte {
	out := append([]byte(name), binary.LittleEndian.AppendUint32(nil, uint32(len(data)))...)
	out = append(out, data...)
	if len(data)%2 == 1 {
		out = append(out, 0)
	}
	return out
}

func TestStripWebPMetadata(t *testing.T) {
	ctx := context.Background()
	simple := losslessWebP(t, makeGraphic(t, 200, 100, false))
	vp8l := simple[12:]                          // the one VP8L chunk of a simple WebP
	header := []byte{0x08 | 0x04, 0, 0, 0}       // EXIF and XMP announced
	header = append(header, 199, 0, 0, 99, 0, 0) // canvas 200 × 100, less one
	body := append([]byte("WEBP"), riffChunk("VP8X", header)...)
	body = append(body, vp8l...)
	body = append(body, riffChunk("EXIF", []byte("MM\x00\x2aGPS 6.9271N 79.8612E secret-home"))...)
	body = append(body, riffChunk("XMP ", []byte("<x:xmpmeta>secret-author</x:xmpmeta>"))...)
	body = append(body, riffChunk("prVt", []byte("secret-vendor!"))...)
	in := append(append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(len(body)))...), body...)

	out := checkAndStrip(t, in)
	if bytes.Contains(out, []byte("secret")) || bytes.Contains(out, []byte("EXIF")) || bytes.Contains(out, []byte("XMP ")) {
		t.Fatal("metadata survived")
	}
	if got := binary.LittleEndian.Uint32(out[4:]); int(got) != len(out)-8 {
		t.Fatalf("RIFF size %d for %d bytes", got, len(out))
	}
	if flags := out[20]; flags&(0x08|0x04) != 0 {
		t.Fatalf("VP8X flags %#x still announce metadata", flags)
	}
	before, _, err := image.Decode(bytes.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	after, _, err := image.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("the result is not a WebP: %v", err)
	}
	for y := range before.Bounds().Dy() {
		for x := range before.Bounds().Dx() {
			if before.At(x, y) != after.At(x, y) {
				t.Fatalf("pixel %d,%d changed", x, y)
			}
		}
	}
	t.Run("a simple WebP is kept as it is", func(t *testing.T) {
		info, _ := media.CheckImage(ctx, "image", simple)
		if out, err := media.StripMetadata(ctx, simple, info); err != nil || !bytes.Equal(out, simple) {
			t.Fatalf("changed: %v", err)
		}
	})
}
