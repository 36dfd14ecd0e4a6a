package cvpdf

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"hash/fnv"
	"sort"
	"strconv"
	"sync"
	"unicode/utf16"
)

// pdfWriter collects numbered objects and writes them with a correct
// cross-reference table. Object n is objs[n-1].
type pdfWriter struct {
	objs [][]byte
}

// zlibPool keeps compressors between renders: each holds about a megabyte
// of tables that are costly to make.
var zlibPool = sync.Pool{New: func() any {
	zw, _ := zlib.NewWriterLevel(nil, zlib.DefaultCompression)
	return zw
}}

func (w *pdfWriter) reserve() int {
	w.objs = append(w.objs, nil)
	return len(w.objs)
}

func (w *pdfWriter) set(n int, body string) { w.objs[n-1] = []byte(body) }

func (w *pdfWriter) add(body string) int {
	n := w.reserve()
	w.set(n, body)
	return n
}

// addStream adds a stream object; dict is the dictionary's entries without
// /Length and /Filter. Data is compressed unless raw is set.
func (w *pdfWriter) addStream(dict string, data []byte, raw bool) int {
	var b bytes.Buffer
	if !raw {
		var z bytes.Buffer
		zw := zlibPool.Get().(*zlib.Writer)
		zw.Reset(&z)
		zw.Write(data)
		zw.Close()
		zlibPool.Put(zw)
		data = z.Bytes()
		dict += " /Filter /FlateDecode"
	}
	fmt.Fprintf(&b, "<<%s /Length %d>>\nstream\n", dict, len(data))
	b.Write(data)
	b.WriteString("\nendstream")
	n := w.reserve()
	w.objs[n-1] = b.Bytes()
	return n
}

func (w *pdfWriter) bytes(root, info int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(w.objs))
	for i, o := range w.objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(o)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(w.objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<</Size %d /Root %d 0 R /Info %d 0 R>>\nstartxref\n%d\n%%%%EOF\n", len(w.objs)+1, root, info, xref)
	return b.Bytes()
}

// pdfText encodes a text string as UTF-16BE with a byte order mark, the
// form PDF text strings take for any script.
func pdfText(s string) string {
	var b bytes.Buffer
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	b.WriteString(">")
	return b.String()
}

// num writes a number with at most two decimals, the precision a page
// needs (1/100 pt).
func num(f float64) string {
	s := strconv.FormatFloat(f, 'f', 2, 64)
	for len(s) > 1 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	s = trimDot(s)
	if s == "-0" {
		return "0"
	}
	return s
}

func trimDot(s string) string {
	if s[len(s)-1] == '.' {
		return s[:len(s)-1]
	}
	return s
}

// fontUse is what one face is used for in a document: its glyphs and the
// text each stands for.
type fontUse struct {
	used    map[uint16]bool
	unicode map[uint16][]rune
}

// writeFont adds a Type0 font (Identity-H, CIDFontType2, subset font file,
// widths and a ToUnicode map) and gives its object number.
func writeFont(w *pdfWriter, f *shippedFont, u *fontUse) int {
	gids := make([]int, 0, len(u.used))
	for g := range u.used {
		gids = append(gids, int(g))
	}
	sort.Ints(gids)

	// The subset tag is made from the glyphs kept, as PDF asks: six
	// capital letters, the same for the same subset.
	h := fnv.New64a()
	for _, g := range gids {
		h.Write([]byte{byte(g >> 8), byte(g)})
	}
	h.Write([]byte(f.name))
	sum := h.Sum64()
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = 'A' + byte(sum%26)
		sum /= 26
	}
	base := string(tag) + "+" + f.name

	sub := f.sfnt.subset(u.used)
	file := w.addStream(fmt.Sprintf(" /Length1 %d", len(sub)), sub, false)
	scale := 1000 / f.upem
	desc := w.add(fmt.Sprintf("<</Type /FontDescriptor /FontName /%s /Flags 4 /FontBBox [%s %s %s %s] /ItalicAngle 0 /Ascent %s /Descent %s /CapHeight %s /StemV 80 /FontFile2 %d 0 R>>",
		base, num(float64(f.bbox[0])*scale), num(float64(f.bbox[1])*scale), num(float64(f.bbox[2])*scale), num(float64(f.bbox[3])*scale),
		num(f.ascent*scale), num(f.desc*scale), num(f.capH*scale), file))

	var widths bytes.Buffer
	widths.WriteString("[")
	for i := 0; i < len(gids); {
		j := i
		for j+1 < len(gids) && gids[j+1] == gids[j]+1 {
			j++
		}
		fmt.Fprintf(&widths, "%d [", gids[i])
		for k := i; k <= j; k++ {
			if k > i {
				widths.WriteByte(' ')
			}
			widths.WriteString(num(float64(f.sfnt.advance(gids[k])) * scale))
		}
		widths.WriteString("] ")
		i = j + 1
	}
	widths.WriteString("]")

	cid := w.add(fmt.Sprintf("<</Type /Font /Subtype /CIDFontType2 /BaseFont /%s /CIDSystemInfo <</Registry (Adobe) /Ordering (Identity) /Supplement 0>> /FontDescriptor %d 0 R /DW 0 /W %s /CIDToGIDMap /Identity>>",
		base, desc, widths.String()))
	toUni := w.addStream("", toUnicodeCMap(gids, u.unicode), false)
	return w.add(fmt.Sprintf("<</Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H /DescendantFonts [%d 0 R] /ToUnicode %d 0 R>>", base, cid, toUni))
}

func toUnicodeCMap(gids []int, m map[uint16][]rune) []byte {
	var b bytes.Buffer
	b.WriteString("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo <</Registry (Adobe) /Ordering (UCS) /Supplement 0>> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
	var entries []string
	for _, g := range gids {
		text, ok := m[uint16(g)]
		if !ok || len(text) == 0 {
			continue
		}
		var e bytes.Buffer
		fmt.Fprintf(&e, "<%04X> <", g)
		for _, c := range utf16.Encode(text) {
			fmt.Fprintf(&e, "%04X", c)
		}
		e.WriteString(">\n")
		entries = append(entries, e.String())
	}
	for len(entries) > 0 {
		n := min(len(entries), 100)
		fmt.Fprintf(&b, "%d beginbfchar\n", n)
		for _, e := range entries[:n] {
			b.WriteString(e)
		}
		b.WriteString("endbfchar\n")
		entries = entries[n:]
	}
	b.WriteString("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
	return b.Bytes()
}

// jpegInfo reads a JPEG's size and colour components from its frame header.
func jpegInfo(b []byte) (w, h, comps int, err error) {
	if len(b) < 4 || b[0] != 0xFF || b[1] != 0xD8 {
		return 0, 0, 0, errors.New("the photo is not a JPEG image")
	}
	p := 2
	for p+4 <= len(b) {
		if b[p] != 0xFF {
			p++
			continue
		}
		m := b[p+1]
		if m == 0xFF {
			p++
			continue
		}
		if m == 0xD8 || m == 0x01 || (m >= 0xD0 && m <= 0xD7) {
			p += 2
			continue
		}
		l := int(b[p+2])<<8 | int(b[p+3])
		if m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC {
			if p+10 > len(b) {
				break
			}
			h = int(b[p+5])<<8 | int(b[p+6])
			w = int(b[p+7])<<8 | int(b[p+8])
			comps = int(b[p+9])
			if w == 0 || h == 0 || (comps != 1 && comps != 3 && comps != 4) {
				break
			}
			return w, h, comps, nil
		}
		p += 2 + l
	}
	return 0, 0, 0, errors.New("the photo is not a readable JPEG image")
}
