package media_test

import (
	"bytes"
	"encoding/binary"
	"image/png"
	"slices"
	"testing"

	"github.com/HugoSmits86/nativewebp"

	"jobportal/internal/jobportal"
	"jobportal/internal/media"
)

// jpegMarkers lists the markers of a JPEG's segments before its picture data.
func jpegMarkers(data []byte) []byte {
	var out []byte
	for i := 2; i+4 <= len(data) && data[i] == 0xFF; {
		out = append(out, data[i+1])
		if data[i+1] == 0xDA {
			break
		}
		i += 2 + int(binary.BigEndian.Uint16(data[i+2:]))
	}
	return out
}

// FuzzCheckImage feeds the image checks any upload, from seeds of each
// format with and without metadata. What they refuse must be the sender's
// fault (an error with the field, not a 500); what they take must lose its
// metadata without failing (a checked image is stored, so a failure there
// would be a 500) and still read as the same picture. go test runs the
// seeds; go test -fuzz explores from them.
func FuzzCheckImage(f *testing.F) {
	photo := makePhoto(f, 24, 16)
	graphic := makeGraphic(f, 20, 12, true)
	f.Add(photo)
	f.Add(withOrientation(photo, 6))
	f.Add(withSegment(photo, 0xED, []byte("Photoshop 3.0\x00IPTC secret")))
	f.Add(graphic)
	f.Add(withChunks(graphic, []byte("tail"),
		pngChunk("tEXt", []byte("Author\x00Nimali")),
		pngChunk("eXIf", []byte("MM\x00\x2a\x00\x00\x00\x08GPS")),
		pngChunk("prVt", []byte("private"))))
	f.Add(pngHeader(100_000, 100_000))
	img, err := png.Decode(bytes.NewReader(graphic))
	if err != nil {
		f.Fatal(err)
	}
	var webp bytes.Buffer
	if err := nativewebp.Encode(&webp, img, nil); err != nil {
		f.Fatal(err)
	}
	f.Add(webp.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		info, err := media.CheckImage(ctx, "image", data)
		if err != nil {
			if code := jobportal.ErrorCode(err); code != jobportal.EUNSUPPORTED && code != jobportal.ETOOLARGE && code != jobportal.EINVALID {
				t.Fatalf("refused with %v", err)
			}
			return
		}
		out, err := media.StripMetadata(ctx, data, info)
		if err != nil {
			t.Fatalf("a checked %s lost its metadata with an error: %v", info.Format.Name, err)
		}
		again, err := media.Inspect("image", out)
		if err != nil {
			t.Fatalf("the stripped %s does not read: %v", info.Format.Name, err)
		}
		if again.Format != info.Format || again.Width != info.Width || again.Height != info.Height {
			t.Fatalf("%+v became %+v", info, again)
		}
		switch info.Format {
		case media.PNG:
			for _, name := range pngChunks(t, out) {
				if !slices.Contains([]string{"IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "cICP"}, name) &&
					name[0]&0x20 != 0 {
					t.Fatalf("the chunk %q was kept", name)
				}
			}
		case media.JPEG:
			if m := jpegMarkers(out); slices.Contains(m, 0xE1) || slices.Contains(m, 0xED) {
				t.Fatalf("EXIF, XMP or IPTC kept: markers % x", m)
			}
		}
	})
}
