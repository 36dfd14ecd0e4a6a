package media

import (
	"context"
	"encoding/binary"
	"fmt"
)

// StripMetadata returns an uploaded image without the camera metadata that
// may say where and when a photo was taken (EXIF, XMP and IPTC in a JPEG).
// A JPEG turned by its EXIF orientation is redrawn upright first, since the
// orientation goes with the EXIF block. Other formats are returned as they are.
func StripMetadata(ctx context.Context, data []byte, info Info) ([]byte, error) {
	if info.Format != JPEG {
		return data, nil
	}
	if info.Orientation != 1 {
		upright, err := Variant(ctx, data, 0, false)
		if err != nil {
			return nil, fmt.Errorf("strip metadata: %w", err)
		}
		if upright != nil {
			return upright, nil // Re-encoded: no metadata is carried over.
		}
	}
	return stripJPEGSegments(data), nil
}

// stripJPEGSegments copies a JPEG without its APP1 (EXIF, XMP) and APP13
// (IPTC) segments. APP0 (JFIF), APP2 (colour profile) and APP14 (Adobe colour
// transform) stay, as they change how the picture looks. A stream it cannot
// follow is returned unchanged: it was decoded successfully when it came in.
func stripJPEGSegments(data []byte) []byte {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return data
	}
	out := make([]byte, 0, len(data))
	out = append(out, 0xFF, 0xD8)
	i := 2
	for i+4 <= len(data) {
		if data[i] != 0xFF {
			return data
		}
		marker := data[i+1]
		if marker == 0xDA { // start of scan: the rest is picture data
			return append(out, data[i:]...)
		}
		n := int(binary.BigEndian.Uint16(data[i+2 : i+4]))
		if n < 2 || i+2+n > len(data) {
			return data
		}
		if marker != 0xE1 && marker != 0xED {
			out = append(out, data[i:i+2+n]...)
		}
		i += 2 + n
	}
	return data
}
