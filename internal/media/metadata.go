package media

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"image/jpeg"
)

// StripMetadata returns an uploaded image without the metadata that may say
// where and when a photo was taken or who made it: EXIF, XMP and IPTC in a
// JPEG; text, EXIF, time and every other chunk not needed to show it in a
// PNG (see pngKeep); EXIF, XMP and unknown chunks in a WebP (see webpKeep).
// A JPEG turned by its EXIF orientation is redrawn upright first, since the
// orientation goes with the EXIF block; one whose segments cannot be
// followed is redrawn as it is.
func StripMetadata(ctx context.Context, data []byte, info Info) ([]byte, error) {
	switch info.Format {
	case PNG:
		return stripPNG(data)
	case WebP:
		return stripWebP(data)
	case JPEG: // below
	default:
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
	if out, ok := stripJPEGSegments(data); ok {
		return out, nil
	}
	// The decoder skips bytes between segments that this walk does not
	// follow, so such a file still decodes, with its EXIF in it. Drawn
	// again, it keeps its picture and loses everything else.
	release, err := acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("strip metadata: %w", err)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return nil, fmt.Errorf("strip metadata: %w", err)
	}
	return buf.Bytes(), nil
}

// stripJPEGSegments copies a JPEG without its APP1 (EXIF, XMP) and APP13
// (IPTC) segments. APP0 (JFIF), APP2 (colour profile) and APP14 (Adobe colour
// transform) stay, as they change how the picture looks. ok is false for a
// stream it cannot follow segment by segment up to the picture data.
func stripJPEGSegments(data []byte) (out []byte, ok bool) {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return nil, false
	}
	out = make([]byte, 0, len(data))
	out = append(out, 0xFF, 0xD8)
	i := 2
	for i+4 <= len(data) {
		if data[i] != 0xFF {
			return nil, false
		}
		marker := data[i+1]
		if marker == 0xDA { // start of scan: the rest is picture data
			return append(out, data[i:]...), true
		}
		n := int(binary.BigEndian.Uint16(data[i+2 : i+4]))
		if n < 2 || i+2+n > len(data) {
			return nil, false
		}
		if marker != 0xE1 && marker != 0xED {
			out = append(out, data[i:i+2+n]...)
		}
		i += 2 + n
	}
	return nil, false
}

// pngKeep are the ancillary PNG chunks kept, because they change how the
// picture looks: tRNS is its transparency; gAMA, cHRM, sRGB, iCCP and cICP
// say how its numbers map to colours, so a picture made in a wide-gamut or
// HDR space shows with the colours it was made with. Every other ancillary
// chunk is dropped: text (tEXt, zTXt, iTXt, where editors and phones write
// authors, software and places), eXIf (camera data, a GPS position among
// it), tIME, pHYs, bKGD, sBIT, hIST, sPLT, the animation chunks of APNG
// (acTL, fcTL, fdAT: the still picture every reader shows first stays), and
// any private one. Critical chunks (IHDR, PLTE, IDAT, IEND, and any other
// whose name starts with a capital) are kept, being part of the picture.
var pngKeep = map[string]bool{"tRNS": true, "gAMA": true, "cHRM": true, "sRGB": true, "iCCP": true, "cICP": true}

// stripPNG answers a PNG without its metadata chunks. A PNG whose chunks
// cannot be followed to IEND is an error: a checked image never is one,
// since the decoder reads them all.
func stripPNG(data []byte) ([]byte, error) {
	out, ok := stripPNGChunks(data)
	if !ok {
		return nil, errors.New("strip metadata: the PNG's chunks cannot be followed to its end")
	}
	return out, nil
}

// stripPNGChunks copies a PNG's signature and the chunks it keeps (see
// pngKeep) up to IEND, each as it was with its CRC; whatever follows IEND is
// dropped. ok is false when a chunk's length runs past the end of the data
// or there is no IEND.
func stripPNGChunks(data []byte) (out []byte, ok bool) {
	const sig = "\x89PNG\r\n\x1a\n"
	if !bytes.HasPrefix(data, []byte(sig)) {
		return nil, false
	}
	out = make([]byte, 0, len(data))
	out = append(out, sig...)
	for i := len(sig); i+12 <= len(data); {
		n := int64(binary.BigEndian.Uint32(data[i:]))
		end := int64(i) + 12 + n
		if end > int64(len(data)) {
			return nil, false
		}
		name := string(data[i+4 : i+8])
		critical := name[0]&0x20 == 0
		if critical || pngKeep[name] {
			out = append(out, data[i:end]...)
		}
		if name == "IEND" {
			return out, true
		}
		i = int(end)
	}
	return nil, false
}

// webpKeep are the WebP chunks kept: the picture (VP8, VP8L, and ALPH for a
// lossy picture's transparency), the extended header (VP8X), the colour
// profile (ICCP) and animation (ANIM, ANMF). EXIF and XMP go, with any chunk
// the format does not define.
var webpKeep = map[string]bool{"VP8 ": true, "VP8L": true, "ALPH": true, "VP8X": true, "ICCP": true, "ANIM": true, "ANMF": true}

// stripWebP answers a WebP without its metadata chunks. The extended header's
// flags that announce EXIF and XMP are cleared and the RIFF size is written
// again; a simple WebP (one VP8 or VP8L chunk) has no room for metadata and
// comes back as it is. A file whose chunks cannot be followed is an error:
// a checked image never is one.
func stripWebP(data []byte) ([]byte, error) {
	if len(data) < 12 || string(data[:4]) != "RIFF" || string(data[8:12]) != "WEBP" {
		return nil, errors.New("strip metadata: not a WebP file")
	}
	// The RIFF size bounds the chunks; whatever follows it is dropped.
	end := min(int64(len(data)), 8+int64(binary.LittleEndian.Uint32(data[4:])))
	out := make([]byte, 12, len(data))
	copy(out, data[:12])
	vp8x := -1
	for i := int64(12); i < end; {
		if i+8 > end {
			return nil, errors.New("strip metadata: a WebP chunk runs past the end of the file")
		}
		name := string(data[i : i+4])
		size := int64(binary.LittleEndian.Uint32(data[i+4:]))
		next := i + 8 + size + size%2 // chunks are padded to an even length
		if i+8+size > end {
			return nil, errors.New("strip metadata: a WebP chunk runs past the end of the file")
		}
		if webpKeep[name] {
			if name == "VP8X" && size >= 1 {
				vp8x = len(out) + 8
			}
			out = append(out, data[i:min(next, end)]...)
			if next > end { // a last odd chunk without its pad byte
				out = append(out, 0)
			}
		}
		i = next
	}
	if vp8x >= 0 {
		out[vp8x] &^= 0x08 | 0x04 // the EXIF and XMP flags
	}
	binary.LittleEndian.PutUint32(out[4:], uint32(len(out)-8))
	return out, nil
}
