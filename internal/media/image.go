package media

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"

	"github.com/HugoSmits86/nativewebp"
	lossywebp "github.com/gen2brain/webp"
	"golang.org/x/image/draw"
	"golang.org/x/image/webp"

	"jobportal/internal/jobportal"
	"jobportal/internal/recovery"
)

// Widths are the widths an image is served at besides its own (SPEC
// section 2: the responsive widths of the image component).
var Widths = []int{320, 640, 768, 1024, 1280, 1920}

// jpegQuality is the quality of the JPEG copies: at 80 a photo keeps its
// detail on a phone's screen at about a fifth of the size of quality 100.
const jpegQuality = 80

// webpQuality and webpMethod make the lossy WebP copies. Measured on
// photos of printed notices (make bench-images), quality 75 is about 40 %
// of the size of JPEG at quality 80 at 640 px; method 5 (of 0 to 6) adds
// libwebp's trellis quantisation, 9 to 15 % smaller than its default 4 at
// the same fidelity for a little more time, paid once per copy.
const (
	webpQuality = 75
	webpMethod  = 5
)

// maxLossyPixels bounds the copies made as lossy WebP: encoding allocates
// about 35 bytes a pixel (159 MB for 1920 × 2400, 521 MB for 4000 × 5000,
// which takes 14 s), so a larger copy, asked for only without a width or
// for a very tall image, keeps its JPEG. 1920 px wide, the largest width
// the site shows, fits up to 3125 px tall.
const maxLossyPixels = 6_000_000

// maxCopyPixels bounds every copy: a larger one (the width the site shows
// of a very tall image, or an image at its own width) is not made, and the
// image itself is shown, so that no request can set off the encoding of
// tens of megapixels. 1920 px wide fits up to 3125 px tall.
const maxCopyPixels = 6_000_000

// Info describes a checked image.
type Info struct {
	Format Format
	// Width and Height are as the image is shown, after its EXIF orientation.
	Width, Height int
	// Orientation is the EXIF orientation of a JPEG (1 to 8; 1 is upright).
	Orientation int
	// Lossless is true for PNG and lossless WebP, whose pixels are exact.
	Lossless bool
}

// Inspect reads an image's format and size from its first bytes, without
// decoding its pixels. field names the form field in the errors it returns:
// EUNSUPPORTED for a file that is not a JPEG, PNG or WebP image, ETOOLARGE
// for one of more than MaxUploadBytes or MaxPixels, EINVALID for one that
// cannot be read.
func Inspect(field string, data []byte) (Info, error) {
	if len(data) > MaxUploadBytes {
		return Info{}, fieldError(jobportal.ETOOLARGE, field, fmt.Sprintf("The image is larger than %d MB.", MaxUploadBytes>>20))
	}
	f, ok := sniffImage(data)
	if !ok {
		return Info{}, fieldError(jobportal.EUNSUPPORTED, field, "The image must be a JPEG, PNG or WebP file.")
	}
	var (
		cfg image.Config
		err error
	)
	info := Info{Format: f, Orientation: 1}
	switch f {
	case JPEG:
		cfg, err = jpeg.DecodeConfig(bytes.NewReader(data))
		info.Orientation = jpegOrientation(data)
	case PNG:
		cfg, err = png.DecodeConfig(bytes.NewReader(data))
		info.Lossless = true
	case WebP:
		cfg, err = webp.DecodeConfig(bytes.NewReader(data))
		info.Lossless = len(data) >= 16 && string(data[12:16]) == "VP8L"
	}
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return Info{}, fieldError(jobportal.EINVALID, field, "The image could not be read; it may be damaged. Please upload it again.")
	}
	if px := int64(cfg.Width) * int64(cfg.Height); px > MaxPixels {
		return Info{}, fieldError(jobportal.ETOOLARGE, field, fmt.Sprintf(
			"The image is %d × %d pixels (%.0f megapixels); at most %d megapixels are taken. Please make it smaller.",
			cfg.Width, cfg.Height, float64(px)/1e6, MaxPixels/1_000_000))
	}
	info.Width, info.Height = cfg.Width, cfg.Height
	if info.Orientation >= 5 {
		info.Width, info.Height = cfg.Height, cfg.Width
	}
	return info, nil
}

// CheckImage checks an uploaded image: Inspect, then a full decode, so
// that a damaged file is refused now rather than when it is shown.
func CheckImage(ctx context.Context, field string, data []byte) (Info, error) {
	info, err := Inspect(field, data)
	if err != nil {
		return info, err
	}
	release, err := acquire(ctx)
	if err != nil {
		return info, err
	}
	defer release()
	if _, err := decode(info.Format, data); err != nil {
		return info, fieldError(jobportal.EINVALID, field, "The image could not be read; it may be damaged. Please upload it again.")
	}
	return info, nil
}

// Decode decodes a JPEG, PNG or WebP image, told by its first bytes. Use it
// rather than image.Decode: WebP goes to golang.org/x/image/webp, never to
// the WebAssembly libwebp that also registers itself for image.Decode.
func Decode(data []byte) (image.Image, error) {
	f, ok := sniffImage(data)
	if !ok {
		return nil, fmt.Errorf("decode: %w", image.ErrFormat)
	}
	return decode(f, data)
}

func decode(f Format, data []byte) (image.Image, error) {
	switch f {
	case JPEG:
		return jpeg.Decode(bytes.NewReader(data))
	case PNG:
		return png.Decode(bytes.NewReader(data))
	case WebP:
		return webp.Decode(bytes.NewReader(data))
	}
	return nil, fmt.Errorf("decode: unknown format %q", f.Name)
}

// Variant makes the copy of a stored image that is shown at width (0 for its
// own width; it is never enlarged), and with wantWebP as WebP where that is
// smaller. The answer is nil when the stored image itself is that copy.
//
// Each copy is encoded in the formats that suit it and the smallest is
// kept: JPEG for redrawn opaque images, PNG for lossless sources and images
// with transparency, and when WebP is asked for, lossless WebP for lossless
// sources, whose exact pixels (text, flat colour) it keeps, often smaller
// than PNG and JPEG, and lossy WebP for photos (JPEG and lossy WebP
// sources) and for graphics whose JPEG copy was smaller than the lossless
// ones, in both cases up to maxLossyPixels. A graphic at its own width is
// never made lossy.
func Variant(ctx context.Context, data []byte, width int, wantWebP bool) ([]byte, error) {
	info, err := Inspect("image", data)
	if err != nil {
		return nil, fmt.Errorf("variant: %w", err)
	}
	resize := width > 0 && width < info.Width
	redraw := resize || info.Orientation != 1
	w, h := info.Width, info.Height
	if resize {
		w, h = width, max(1, int(int64(info.Height)*int64(width)/int64(info.Width)))
	}
	if int64(w)*int64(h) > maxCopyPixels {
		return nil, nil
	}
	tryLossless := wantWebP && info.Lossless && info.Format != WebP
	tryLossy := wantWebP && int64(w)*int64(h) <= maxLossyPixels
	// A JPEG is worth a lossy WebP copy at its own width too; a lossy WebP
	// at its own width is already that copy.
	if !redraw && !tryLossless && !(tryLossy && info.Format == JPEG) {
		return nil, nil
	}
	release, err := acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	src, err := decode(info.Format, data)
	if err != nil {
		return nil, fmt.Errorf("variant: %w", err)
	}
	img := orient(scale(src, w, h, info.Orientation >= 5), info.Orientation)

	var best []byte
	keep := func(b []byte) {
		if b == nil {
			return
		}
		if best == nil || len(b) < len(best) {
			best = b
		}
	}
	if !redraw {
		keep(data) // the stored file, unless WebP beats it
	}
	opaque := img.Opaque()
	if opaque && redraw {
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
			return nil, fmt.Errorf("variant: %w", err)
		}
		keep(buf.Bytes())
	}
	if (info.Lossless || !opaque) && redraw {
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&buf, img); err != nil {
			return nil, fmt.Errorf("variant: %w", err)
		}
		keep(buf.Bytes())
	}
	if tryLossless {
		b, err := encodeLosslessWebP(img)
		if err != nil && !isPanic(err) {
			return nil, fmt.Errorf("variant: %w", err)
		}
		keep(b) // nothing, when the encoder gave up: the others stand
	}
	// Lossy WebP is tried for photos (lossy sources), and for a graphic
	// only where its JPEG copy beat the lossless ones: a graphic that is
	// served lossless stays so.
	if tryLossy && (!info.Lossless || bytes.HasPrefix(best, []byte("\xff\xd8\xff"))) {
		b, err := EncodeLossyWebP(img, webpQuality, webpMethod)
		if err != nil && !isPanic(err) {
			return nil, fmt.Errorf("variant: %w", err)
		}
		keep(b)
	}
	if !redraw && bytes.Equal(best, data) {
		return nil, nil
	}
	return best, nil
}

// EncodeLossyWebP encodes img as lossy WebP at quality (1 to 99) and
// method (0 to 6, slower and smaller) with libwebp, compiled to WebAssembly
// and run in the process by wazero: no cgo, no library on the machine. The
// module is compiled on first use (about half a second, once), never at
// start. Callers bound how many run at once, as Variant does with the
// image work turns.
func EncodeLossyWebP(img image.Image, quality, method int) ([]byte, error) {
	var buf bytes.Buffer
	err := recovery.Guard("lossy webp encoder", func() error {
		return lossywebp.Encode(&buf, img, lossywebp.Options{Quality: quality, Method: method})
	})
	if err != nil {
		return nil, fmt.Errorf("lossy webp: %w", err)
	}
	return buf.Bytes(), nil
}

// encodeLosslessWebP encodes img as lossless WebP with nativewebp. That
// encoder panics ("too many bits for the given value") on images whose
// colours are spread evenly, such as noise: the Huffman code it builds for
// the code lengths can be deeper than the 7 bits the format gives it. Such
// an image gains nothing from lossless WebP anyway, so the panic is caught
// and counted, and the copy is made from the other formats.
func encodeLosslessWebP(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	err := recovery.Guard("lossless webp encoder", func() error {
		return nativewebp.Encode(&buf, img, nil)
	})
	if err != nil {
		return nil, fmt.Errorf("lossless webp: %w", err)
	}
	return buf.Bytes(), nil
}

// isPanic tells whether err is a panic caught in an encoder.
func isPanic(err error) bool {
	var p *recovery.PanicError
	return errors.As(err, &p)
}

// scale draws src into a new RGBA image that is w × h as shown; swapped
// says that the stored image is turned on its side, so it is scaled to h × w
// before orient turns it.
func scale(src image.Image, w, h int, swapped bool) *image.RGBA {
	if swapped {
		w, h = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	b := src.Bounds()
	if b.Dx() == w && b.Dy() == h {
		draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Src)
		return dst
	}
	// Catmull-Rom is sharp on large reductions but reads every source pixel
	// many times; halving first with a cheap filter keeps big photos quick
	// at the same visible quality.
	for b.Dx() >= 2*w && b.Dy() >= 2*h {
		half := image.NewRGBA(image.Rect(0, 0, b.Dx()/2, b.Dy()/2))
		draw.ApproxBiLinear.Scale(half, half.Bounds(), src, b, draw.Src, nil)
		src, b = half, half.Bounds()
	}
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
	return dst
}

// orient turns and flips an image as its EXIF orientation says, so that
// copies are upright without the tag (which copies do not carry).
func orient(src *image.RGBA, o int) *image.RGBA {
	if o <= 1 || o > 8 {
		return src
	}
	W, H := src.Rect.Dx(), src.Rect.Dy()
	dw, dh := W, H
	if o >= 5 {
		dw, dh = H, W
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			var sx, sy int
			switch o {
			case 2:
				sx, sy = W-1-x, y
			case 3:
				sx, sy = W-1-x, H-1-y
			case 4:
				sx, sy = x, H-1-y
			case 5:
				sx, sy = y, x
			case 6:
				sx, sy = y, H-1-x
			case 7:
				sx, sy = W-1-y, H-1-x
			case 8:
				sx, sy = W-1-y, x
			}
			si, di := src.PixOffset(sx, sy), dst.PixOffset(x, y)
			copy(dst.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return dst
}

// jpegOrientation reads the EXIF orientation of a JPEG: 1 (upright) when
// there is none or it cannot be read.
func jpegOrientation(data []byte) int {
	i := 2
	for i+4 <= len(data) {
		if data[i] != 0xff {
			return 1
		}
		marker := data[i+1]
		switch {
		case marker == 0xff: // fill byte
			i++
			continue
		case marker == 0xda || marker == 0xd9: // start of scan, end of image
			return 1
		case marker >= 0xd0 && marker <= 0xd7 || marker == 0x01:
			i += 2
			continue
		}
		size := int(binary.BigEndian.Uint16(data[i+2:]))
		if size < 2 || i+2+size > len(data) {
			return 1
		}
		seg := data[i+4 : i+2+size]
		if marker == 0xe1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
			return tiffOrientation(seg[6:])
		}
		i += 2 + size
	}
	return 1
}

// tiffOrientation finds tag 0x0112 in the first directory of TIFF data.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 1
	}
	if bo.Uint16(t[2:]) != 42 {
		return 1
	}
	off := int(bo.Uint32(t[4:]))
	if off < 8 || off+2 > len(t) {
		return 1
	}
	n := int(bo.Uint16(t[off:]))
	for k := range n {
		e := off + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if bo.Uint16(t[e:]) != 0x0112 {
			continue
		}
		if v := int(bo.Uint16(t[e+8:])); bo.Uint16(t[e+2:]) == 3 && v >= 1 && v <= 8 {
			return v
		}
		return 1
	}
	return 1
}

func fieldError(code, field, msg string) error {
	return &jobportal.Error{Code: code, Message: msg, Fields: []jobportal.FieldError{{Field: field, Message: msg}}}
}
