package media

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
)

// pdfTail is how far from the end of a PDF its %%EOF marker may be: writers
// end the file with it, some followed by line ends, spaces or a few stray
// bytes that readers skip.
const pdfTail = 1024

// pdfMaxSections bounds the cross-reference sections followed through /Prev:
// each incremental update adds one, and a real CV has a handful.
const pdfMaxSections = 64

// pdfMaxDepth bounds how deeply arrays and dictionaries may nest in the
// objects read, so that a hostile file cannot exhaust the stack.
const pdfMaxDepth = 32

// errPDF is the cause of every structural fault found in a PDF.
var errPDF = errors.New("pdf")

func pdfFault(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errPDF}, args...)...)
}

// checkPDF checks the skeleton every PDF reader relies on: the header
// %PDF-x.y at the very start; startxref near the end, pointing at a
// cross-reference table (the keyword xref) or a cross-reference stream (an
// object of /Type /XRef); each older section named by /Prev, as incremental
// updates add them; and a /Root (the document catalog) in a trailer. Where a
// table gives the catalog's place, the object there must be it. Streams are
// not decompressed: the check reads a few hundred bytes whatever the file's
// size. It answers an error wrapping errPDF for the first fault found.
func checkPDF(data []byte) error {
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		return pdfFault("no %%PDF- header at the start")
	}
	if len(data) < 8 || !isDigit(data[5]) || data[6] != '.' || !isDigit(data[7]) || data[5] < '1' || data[5] > '2' {
		return pdfFault("the header gives no version 1.x or 2.x")
	}
	tailStart := max(0, len(data)-pdfTail)
	eof := bytes.LastIndex(data[tailStart:], []byte("%%EOF"))
	if eof < 0 {
		return pdfFault("no %%%%EOF in the last %d bytes", pdfTail)
	}
	eof += tailStart
	sx := bytes.LastIndex(data[:eof], []byte("startxref"))
	if sx < 0 || eof-sx > pdfTail {
		return pdfFault("no startxref before the final %%%%EOF")
	}
	l := &pdfLexer{data: data, pos: sx + len("startxref")}
	offset, ok := l.integer()
	if !ok {
		return pdfFault("startxref gives no offset")
	}
	// Only white space may come between: skipSpace would also skip the
	// %%EOF itself, which reads as a comment.
	for l.pos < eof && isPDFSpace(data[l.pos]) {
		l.pos++
	}
	if l.pos != eof {
		return pdfFault("startxref is not followed by %%%%EOF")
	}

	var (
		root    *pdfRef
		objects = map[int64]int64{} // object number to its offset, newest section first
		seen    = map[int64]bool{}
	)
	for range pdfMaxSections {
		if offset <= 0 || offset >= int64(sx) || seen[offset] {
			return pdfFault("a cross-reference offset %d points outside the file or back on itself", offset)
		}
		seen[offset] = true
		trailer, err := readXrefSection(data, int(offset), objects)
		if err != nil {
			return err
		}
		if r, ok := trailer["Root"].(pdfRef); ok && root == nil {
			root = &r
		}
		prev, hasPrev := trailer["Prev"]
		if !hasPrev {
			if root == nil {
				return pdfFault("no trailer names the document catalog (/Root)")
			}
			return checkCatalog(data, *root, objects)
		}
		p, ok := prev.(int64)
		if !ok {
			return pdfFault("/Prev is not an offset")
		}
		offset = p
	}
	return pdfFault("more than %d cross-reference sections", pdfMaxSections)
}

// readXrefSection reads the cross-reference section at offset, adds the
// offsets of the objects a table lists to objects (without replacing those
// of newer sections), and answers its trailer dictionary (for a stream, the
// stream's dictionary, which serves as the trailer).
func readXrefSection(data []byte, offset int, objects map[int64]int64) (map[string]any, error) {
	l := &pdfLexer{data: data, pos: offset}
	if l.keyword("xref") {
		for {
			if l.keyword("trailer") {
				break
			}
			first, ok1 := l.integer()
			count, ok2 := l.integer()
			if !ok1 || !ok2 || first < 0 || count < 0 {
				return nil, pdfFault("a cross-reference table at %d has a bad subsection", offset)
			}
			for i := range count {
				at, ok1 := l.integer()
				_, ok2 := l.integer()
				kind := l.word()
				if !ok1 || !ok2 || (kind != "n" && kind != "f") {
					return nil, pdfFault("a cross-reference table at %d has a bad entry", offset)
				}
				if _, newer := objects[first+i]; kind == "n" && !newer {
					objects[first+i] = at
				}
			}
		}
		trailer, ok := l.object(0).(map[string]any)
		if !ok {
			return nil, pdfFault("the trailer after the table at %d is not a dictionary", offset)
		}
		return trailer, nil
	}
	if _, _, ok := l.objectHeader(); !ok {
		return nil, pdfFault("startxref or /Prev points at neither a table nor an object (%d)", offset)
	}
	dict, ok := l.object(0).(map[string]any)
	if !ok || dict["Type"] != pdfName("XRef") || !l.keyword("stream") {
		return nil, pdfFault("the object at %d is not a cross-reference stream", offset)
	}
	if _, ok := dict["Size"].(int64); !ok {
		return nil, pdfFault("the cross-reference stream at %d has no /Size", offset)
	}
	return dict, nil
}

// checkCatalog checks, when a table gives the catalog's offset, that the
// object there is that object and a catalog. A catalog listed only in a
// cross-reference stream may sit in a compressed object stream, which is
// not read.
func checkCatalog(data []byte, root pdfRef, objects map[int64]int64) error {
	at, ok := objects[root.num]
	if !ok {
		return nil
	}
	if at <= 0 || at >= int64(len(data)) {
		return pdfFault("the catalog's offset %d is outside the file", at)
	}
	l := &pdfLexer{data: data, pos: int(at)}
	num, _, ok := l.objectHeader()
	if !ok || num != root.num {
		return pdfFault("the catalog's offset %d does not hold object %d", at, root.num)
	}
	if dict, ok := l.object(0).(map[string]any); !ok || dict["Type"] != pdfName("Catalog") {
		return pdfFault("object %d is not the document catalog", root.num)
	}
	return nil
}

// pdfName is a PDF name (/Type), without its slash.
type pdfName string

// pdfRef is an indirect reference: 12 0 R.
type pdfRef struct{ num, gen int64 }

// pdfLexer reads PDF tokens and objects from pos. Strings' contents are
// skipped, not decoded: the check needs only numbers, names and structure.
type pdfLexer struct {
	data []byte
	pos  int
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isPDFSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isPDFDelimiter(c byte) bool {
	return bytes.IndexByte([]byte("()<>[]{}/%"), c) >= 0
}

// skipSpace skips white space and comments.
func (l *pdfLexer) skipSpace() {
	for l.pos < len(l.data) {
		switch c := l.data[l.pos]; {
		case isPDFSpace(c):
			l.pos++
		case c == '%':
			for l.pos < len(l.data) && l.data[l.pos] != '\n' && l.data[l.pos] != '\r' {
				l.pos++
			}
		default:
			return
		}
	}
}

// word reads a run of regular characters: a number or a keyword.
func (l *pdfLexer) word() string {
	l.skipSpace()
	start := l.pos
	for l.pos < len(l.data) && !isPDFSpace(l.data[l.pos]) && !isPDFDelimiter(l.data[l.pos]) {
		l.pos++
	}
	return string(l.data[start:l.pos])
}

// keyword reads kw if it comes next, and leaves the position alone if not.
func (l *pdfLexer) keyword(kw string) bool {
	save := l.pos
	if l.word() == kw {
		return true
	}
	l.pos = save
	return false
}

// integer reads a non-negative whole number if one comes next.
func (l *pdfLexer) integer() (int64, bool) {
	save := l.pos
	w := l.word()
	n, err := strconv.ParseInt(w, 10, 64)
	if err != nil || w == "" || !isDigit(w[0]) {
		l.pos = save
		return 0, false
	}
	return n, true
}

// objectHeader reads "12 0 obj".
func (l *pdfLexer) objectHeader() (num, gen int64, ok bool) {
	save := l.pos
	num, ok1 := l.integer()
	gen, ok2 := l.integer()
	if ok1 && ok2 && l.keyword("obj") {
		return num, gen, true
	}
	l.pos = save
	return 0, 0, false
}

// object reads one object: a dictionary (map[string]any), an array
// ([]any), a name (pdfName), a reference (pdfRef), a whole number (int64),
// another number, keyword or string (as nil, their value not being needed),
// or nil at a fault, leaving pos past what it read.
func (l *pdfLexer) object(depth int) any {
	if depth > pdfMaxDepth {
		l.pos = len(l.data)
		return nil
	}
	l.skipSpace()
	if l.pos >= len(l.data) {
		return nil
	}
	switch c := l.data[l.pos]; {
	case c == '<' && l.pos+1 < len(l.data) && l.data[l.pos+1] == '<':
		l.pos += 2
		dict := map[string]any{}
		for {
			l.skipSpace()
			if bytes.HasPrefix(l.data[l.pos:], []byte(">>")) {
				l.pos += 2
				return dict
			}
			key, ok := l.object(depth + 1).(pdfName)
			if !ok {
				l.pos = len(l.data)
				return nil
			}
			dict[string(key)] = l.object(depth + 1)
		}
	case c == '<':
		end := bytes.IndexByte(l.data[l.pos:], '>')
		if end < 0 {
			l.pos = len(l.data)
			return nil
		}
		l.pos += end + 1
		return nil
	case c == '(':
		l.skipString()
		return nil
	case c == '[':
		l.pos++
		var arr []any
		for {
			l.skipSpace()
			if l.pos >= len(l.data) {
				return nil
			}
			if l.data[l.pos] == ']' {
				l.pos++
				return arr
			}
			arr = append(arr, l.object(depth+1))
		}
	case c == '/':
		l.pos++
		start := l.pos
		for l.pos < len(l.data) && !isPDFSpace(l.data[l.pos]) && !isPDFDelimiter(l.data[l.pos]) {
			l.pos++
		}
		// Names compare as decoded: /Type /Ob#6aStm is /Type /ObjStm.
		return decodePDFName(l.data[start:l.pos])
	case isPDFDelimiter(c): // a stray ), >, ] or brace
		l.pos = len(l.data)
		return nil
	}
	if n, ok := l.integer(); ok {
		save := l.pos
		if gen, ok := l.integer(); ok && l.keyword("R") {
			return pdfRef{n, gen}
		}
		l.pos = save
		return n
	}
	if l.word() == "" {
		l.pos = len(l.data)
	}
	return nil
}

// skipString moves past a literal string, whose parentheses nest and may
// be escaped with a backslash.
func (l *pdfLexer) skipString() {
	depth := 0
	for l.pos < len(l.data) {
		c := l.data[l.pos]
		l.pos++
		switch c {
		case '\\':
			l.pos++
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return
			}
		}
	}
}
