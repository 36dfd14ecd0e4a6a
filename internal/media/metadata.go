package media

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
)

// StripMetadata returns an uploaded image without the metadata that may say
// where and when a photo was taken or who made it: EXIF, XMP and IPTC in a
// JPEG; text, EXIF, time and every other chunk not needed to show it in a
// PNG (see stripPNGChunks). A JPEG turned by its EXIF orientation is redrawn
// upright first, since the orientation goes with the EXIF block. WebP is
// returned as it is.
func StripMetadata(ctx context.Context, data []byte, info Info) ([]byte, error) {
	if info.Format == PNG {
		return stripPNG(data)
	}
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
