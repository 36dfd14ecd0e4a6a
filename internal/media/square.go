package media

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"

	"jobportal/internal/jobportal"
)

// Square makes an avatar of a checked image: the largest square at its
// centre, as the image is shown (after its EXIF orientation), scaled down to
// size pixels a side when larger (never enlarged). An opaque image becomes a
// JPEG, one with transparency a PNG. The copy carries no metadata.
func Square(ctx context.Context, data []byte, info Info, size int) ([]byte, Format, error) {
	release, err := acquire(ctx)
	if err != nil {
		return nil, Format{}, err
	}
	defer release()
	src, err := decode(info.Format, data)
	if err != nil {
		return nil, Format{}, fieldError(jobportal.EINVALID, "avatar", "The image could not be read; it may be damaged. Please upload it again.")
	}
	// Upright first, at the image's own size, then the centre is cut.
	upright := orient(scale(src, info.Width, info.Height, info.Orientation >= 5), info.Orientation)
	side := min(info.Width, info.Height)
	x0, y0 := (info.Width-side)/2, (info.Height-side)/2
	crop := upright.SubImage(image.Rect(x0, y0, x0+side, y0+side))
	out := min(side, size)
	dst := scale(crop, out, out, false)
	var buf bytes.Buffer
	if dst.Opaque() {
		if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: jpegQuality}); err != nil {
			return nil, Format{}, fmt.Errorf("avatar: %w", err)
		}
		return buf.Bytes(), JPEG, nil
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, dst); err != nil {
		return nil, Format{}, fmt.Errorf("avatar: %w", err)
	}
	return buf.Bytes(), PNG, nil
}
