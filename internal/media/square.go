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
	// The centre is cut from the stored image, scaled down and only then
	// turned upright: the centre square of an image is the centre square of
	// it turned or flipped, and so no copy is made at the image's full size
	// (two such copies of 40 megapixels took 320 MB).
	b := src.Bounds()
	side := min(b.Dx(), b.Dy())
	x0, y0 := b.Min.X+(b.Dx()-side)/2, b.Min.Y+(b.Dy()-side)/2
	sub, ok := src.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok { // no image type the decoders make, but one that cannot be cut is drawn first
		sub = scale(src, b.Dx(), b.Dy(), false)
		x0, y0 = (b.Dx()-side)/2, (b.Dy()-side)/2
	}
	crop := sub.SubImage(image.Rect(x0, y0, x0+side, y0+side))
	out := min(side, size)
	dst := orient(scale(crop, out, out, false), info.Orientation)
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
