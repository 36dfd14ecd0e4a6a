package httpapi

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/crc32"
	"io"
	"sync"
)

// A page's HTML carries the app's style sheet in its head (77 kB, the same
// bytes on every page), and gzip spent two thirds of a drawn page's
// compression on it. fixedPart holds such bytes compressed once; gzipAround
// writes a page as one gzip stream made of its own bytes before the part,
// compressed now, the part's kept blocks, and its bytes after the part,
// compressed now. Deflate allows it: each piece ends on a byte boundary
// (a sync flush) without a final block, the last one closes the stream, and
// no piece refers back into another, so each may come from its own
// compressor. The gzip trailer's checksum and length are the whole page's.
type fixedPart struct {
	raw []byte
	// deflated is raw as deflate blocks, ending with a sync flush and no
	// final block.
	deflated []byte
}

// newFixedPart compresses raw once, as tightly as deflate can: the work is
// done when the server starts, and every page gets the bytes.
func newFixedPart(raw []byte) *fixedPart {
	var b bytes.Buffer
	fw, _ := flate.NewWriter(&b, flate.BestCompression) // a valid level: no error
	fw.Write(raw)
	fw.Flush()
	return &fixedPart{raw: raw, deflated: b.Bytes()}
}

// flateWriters are the compressors of a page's own bytes, at gzip's default
// level as the rest of the site's answers.
var flateWriters = sync.Pool{New: func() any { fw, _ := flate.NewWriter(io.Discard, flate.DefaultCompression); return fw }}

// gzipHeader is a gzip member's header with no name, time or extra field,
// as compress/gzip writes it.
var gzipHeader = []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255}

// gzipAround writes before, the part and after as one gzip stream to b.
func (p *fixedPart) gzipAround(b *bytes.Buffer, before, after []byte) {
	b.Write(gzipHeader)
	fw := flateWriters.Get().(*flate.Writer)
	defer flateWriters.Put(fw)
	fw.Reset(b)
	fw.Write(before)
	fw.Flush()
	b.Write(p.deflated)
	fw.Reset(b)
	fw.Write(after)
	fw.Close()
	sum := crc32.ChecksumIEEE(before)
	sum = crc32.Update(sum, crc32.IEEETable, p.raw)
	sum = crc32.Update(sum, crc32.IEEETable, after)
	var trailer [8]byte
	binary.LittleEndian.PutUint32(trailer[:4], sum)
	binary.LittleEndian.PutUint32(trailer[4:], uint32(len(before)+len(p.raw)+len(after)))
	b.Write(trailer[:])
}
