package cvpdf

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
)

// sfnt is a TrueType font split into its tables.
type sfnt struct {
	tables map[string][]byte
}

func parseSFNT(data []byte) (*sfnt, error) {
	if len(data) < 12 {
		return nil, errors.New("font file too short")
	}
	if v := binary.BigEndian.Uint32(data); v != 0x00010000 && v != 0x74727565 {
		return nil, fmt.Errorf("not a TrueType font (version %#x)", v)
	}
	n := int(binary.BigEndian.Uint16(data[4:]))
	if len(data) < 12+16*n {
		return nil, errors.New("font table directory truncated")
	}
	f := &sfnt{tables: make(map[string][]byte, n)}
	for i := 0; i < n; i++ {
		rec := data[12+16*i:]
		tag := string(rec[:4])
		off := binary.BigEndian.Uint32(rec[8:])
		length := binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(data)) {
			return nil, fmt.Errorf("font table %q out of range", tag)
		}
		f.tables[tag] = data[off : off+length]
	}
	for _, t := range []string{"head", "hhea", "maxp", "hmtx", "loca", "glyf"} {
		if f.tables[t] == nil {
			return nil, fmt.Errorf("font has no %s table", t)
		}
	}
	return f, nil
}

func (f *sfnt) numGlyphs() int { return int(binary.BigEndian.Uint16(f.tables["maxp"][4:])) }

func (f *sfnt) longLoca() bool { return binary.BigEndian.Uint16(f.tables["head"][50:]) == 1 }

func (f *sfnt) unitsPerEm() int { return int(binary.BigEndian.Uint16(f.tables["head"][18:])) }

// glyphRange gives where glyph gid lies in the glyf table.
func (f *sfnt) glyphRange(gid int) (int, int) {
	loca := f.tables["loca"]
	if f.longLoca() {
		if 4*gid+8 > len(loca) {
			return 0, 0
		}
		return int(binary.BigEndian.Uint32(loca[4*gid:])), int(binary.BigEndian.Uint32(loca[4*gid+4:]))
	}
	if 2*gid+4 > len(loca) {
		return 0, 0
	}
	return 2 * int(binary.BigEndian.Uint16(loca[2*gid:])), 2 * int(binary.BigEndian.Uint16(loca[2*gid+2:]))
}

// advance is glyph gid's advance width in font units, from hmtx.
func (f *sfnt) advance(gid int) int {
	hhea, hmtx := f.tables["hhea"], f.tables["hmtx"]
	nh := int(binary.BigEndian.Uint16(hhea[34:]))
	if gid >= nh {
		gid = nh - 1
	}
	if 4*gid+2 > len(hmtx) || gid < 0 {
		return 0
	}
	return int(binary.BigEndian.Uint16(hmtx[4*gid:]))
}

// components lists the glyphs a composite glyph is built from.
func (f *sfnt) components(gid int) []int {
	start, end := f.glyphRange(gid)
	glyf := f.tables["glyf"]
	if end <= start || end > len(glyf) || end-start < 10 {
		return nil
	}
	g := glyf[start:end]
	if int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil
	}
	var out []int
	p := 10
	for p+4 <= len(g) {
		flags := binary.BigEndian.Uint16(g[p:])
		out = append(out, int(binary.BigEndian.Uint16(g[p+2:])))
		p += 4
		if flags&0x0001 != 0 { // ARG_1_AND_2_ARE_WORDS
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&0x0008 != 0: // WE_HAVE_A_SCALE
			p += 2
		case flags&0x0040 != 0: // WE_HAVE_AN_X_AND_Y_SCALE
			p += 4
		case flags&0x0080 != 0: // WE_HAVE_A_TWO_BY_TWO
			p += 8
		}
		if flags&0x0020 == 0 { // MORE_COMPONENTS
			break
		}
	}
	return out
}

// subset writes a TrueType font that keeps the glyph ids of the font but
// holds outlines only for the glyphs in used (with glyph 0 and the parts
// of composite glyphs). Tables that a PDF reader does not need for drawing
// by glyph id (layout, names, glyph names) are left out, and the cmap is
// empty.
func (f *sfnt) subset(used map[uint16]bool) []byte {
	keep := map[int]bool{0: true}
	var queue []int
	for g := range used {
		queue = append(queue, int(g))
	}
	for len(queue) > 0 {
		g := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if keep[g] || g >= f.numGlyphs() {
			continue
		}
		keep[g] = true
		queue = append(queue, f.components(g)...)
	}
	last := 0
	for g := range keep {
		last = max(last, g)
	}
	n := last + 1

	glyfIn := f.tables["glyf"]
	var glyf []byte
	loca := make([]byte, 4*(n+1))
	for g := 0; g < n; g++ {
		binary.BigEndian.PutUint32(loca[4*g:], uint32(len(glyf)))
		if !keep[g] {
			continue
		}
		s, e := f.glyphRange(g)
		if e > s && e <= len(glyfIn) {
			glyf = append(glyf, glyfIn[s:e]...)
			for len(glyf)%4 != 0 {
				glyf = append(glyf, 0)
			}
		}
	}
	binary.BigEndian.PutUint32(loca[4*n:], uint32(len(glyf)))

	hmtx := make([]byte, 4*n)
	hmtxIn := f.tables["hmtx"]
	nh := int(binary.BigEndian.Uint16(f.tables["hhea"][34:]))
	for g := 0; g < n; g++ {
		if !keep[g] {
			continue
		}
		binary.BigEndian.PutUint16(hmtx[4*g:], uint16(f.advance(g)))
		var lsb []byte
		if g < nh {
			lsb = hmtxIn[4*g+2 : 4*g+4]
		} else if p := 4*nh + 2*(g-nh); p+2 <= len(hmtxIn) {
			lsb = hmtxIn[p : p+2]
		}
		copy(hmtx[4*g+2:], lsb)
	}

	head := append([]byte(nil), f.tables["head"]...)
	binary.BigEndian.PutUint32(head[8:], 0) // checkSumAdjustment, set below
	binary.BigEndian.PutUint16(head[50:], 1)
	hhea := append([]byte(nil), f.tables["hhea"]...)
	binary.BigEndian.PutUint16(hhea[34:], uint16(n))
	maxp := append([]byte(nil), f.tables["maxp"]...)
	binary.BigEndian.PutUint16(maxp[4:], uint16(n))

	// A cmap that maps no character: the PDF draws by glyph id, but font
	// readers expect the table. A post table of format 3 names no glyph.
	cmap := []byte{0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12,
		0, 4, 0, 24, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 0, 1, 0, 0}
	post := make([]byte, 32)
	copy(post, f.tables["post"])
	binary.BigEndian.PutUint32(post, 0x00030000)
	out := map[string][]byte{"head": head, "hhea": hhea, "maxp": maxp, "hmtx": hmtx, "loca": loca, "glyf": glyf, "cmap": cmap, "post": post}
	for _, t := range []string{"cvt ", "fpgm", "prep", "OS/2"} {
		if b := f.tables[t]; b != nil {
			out[t] = b
		}
	}
	font := writeSFNT(out)
	adj := 0xB1B0AFBA - checksum(font)
	binary.BigEndian.PutUint32(font[headOffset(font)+8:], adj)
	return font
}

func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:min(i+4, len(b))])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

func writeSFNT(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	n := len(tags)
	entrySel := 0
	for 1<<(entrySel+1) <= n {
		entrySel++
	}
	searchRange := (1 << entrySel) * 16
	buf := make([]byte, 12+16*n)
	binary.BigEndian.PutUint32(buf, 0x00010000)
	binary.BigEndian.PutUint16(buf[4:], uint16(n))
	binary.BigEndian.PutUint16(buf[6:], uint16(searchRange))
	binary.BigEndian.PutUint16(buf[8:], uint16(entrySel))
	binary.BigEndian.PutUint16(buf[10:], uint16(n*16-searchRange))
	for i, t := range tags {
		data := tables[t]
		rec := buf[12+16*i:]
		copy(rec, t)
		binary.BigEndian.PutUint32(rec[4:], checksum(data))
		binary.BigEndian.PutUint32(rec[8:], uint32(len(buf)))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(data)))
		buf = append(buf, data...)
		for len(buf)%4 != 0 {
			buf = append(buf, 0)
		}
	}
	return buf
}

func headOffset(font []byte) int {
	n := int(binary.BigEndian.Uint16(font[4:]))
	for i := 0; i < n; i++ {
		rec := font[12+16*i:]
		if string(rec[:4]) == "head" {
			return int(binary.BigEndian.Uint32(rec[8:]))
		}
	}
	return 0
}
