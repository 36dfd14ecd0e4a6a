package media

import (
	"bytes"
	"compress/zlib"
	"errors"
	"io"
)

// pdfMaxInflated bounds what the compressed object streams of a PDF may
// hold once decompressed, all together: a CV's are a few hundred
// kilobytes, and a small stream that inflates to gigabytes only costs work.
const pdfMaxInflated = 25 << 20

// pdfActiveNames are the names of what a PDF reader runs rather than
// shows: JavaScript actions (/S /JavaScript with their /JS, whether from
// /OpenAction, an /AA of the document, a page or a field, or a link) and
// the document-level scripts (/Names << /JavaScript ... >>), and launch
// actions, which open another program or file.
var pdfActiveNames = map[pdfName]bool{"JS": true, "JavaScript": true, "Launch": true}

var (
	// errPDFActive says that a PDF carries a script or a launch action.
	errPDFActive = errors.New("pdf: a script or a launch action")
	// errPDFUnchecked says that a PDF's compressed objects cannot be read
	// to be checked: an unknown or broken filter, encryption, or too much.
	errPDFUnchecked = errors.New("pdf: compressed objects that cannot be checked")
)

// checkPDFActive looks through a PDF's objects for the names of scripts
// and launch actions, however they are spelled (/J#53 is /JS): in the body
// of the file and inside its compressed object streams (/Type /ObjStm,
// where PDF 1.5 writers put most small objects), which are decompressed
// for it. Other streams (page contents, fonts, pictures) are passed over:
// a reader does not take actions from them, and their bytes could spell a
// name by chance. It answers errPDFActive, errPDFUnchecked, or nil.
func checkPDFActive(data []byte) error {
	budget := int64(min(pdfMaxInflated, MaxDocxRatio*len(data)))
	return scanPDFObjects(data, &budget, true)
}

// scanPDFObjects reads the tokens of data from its start, failing on an
// active name; streams is false inside an object stream, which holds no
// streams of its own.
func scanPDFObjects(data []byte, budget *int64, streams bool) error {
	l := &pdfLexer{data: data}
	objStart := -1 // where the latest object's value starts, after "obj"
	for {
		l.skipSpace()
		if l.pos >= len(data) {
			return nil
		}
		switch c := data[l.pos]; {
		case c == '(':
			l.skipString()
		case c == '<' && l.pos+1 < len(data) && data[l.pos+1] == '<':
			l.pos += 2
		case c == '<':
			if end := bytes.IndexByte(data[l.pos:], '>'); end >= 0 {
				l.pos += end + 1
			} else {
				l.pos = len(data)
			}
		case c == '/':
			if name, _ := l.object(0).(pdfName); pdfActiveNames[name] {
				return errPDFActive
			}
		case isPDFDelimiter(c):
			l.pos++
		default:
			switch l.word() {
			case "":
				l.pos++
			case "obj":
				objStart = l.pos
			case "stream":
				if !streams {
					continue
				}
				body, next, ok := streamBody(data, l.pos, objStart)
				if !ok {
					return errPDFUnchecked
				}
				if err := scanObjectStream(data, objStart, body, budget); err != nil {
					return err
				}
				l.pos = next
				objStart = -1
			}
		}
	}
}

// streamBody finds the bytes of the stream whose keyword ends at pos: from
// the line end after "stream" to "endstream", at the place its direct
// /Length gives or else at the first one that follows. It also answers
// where reading goes on. ok is false when no end can be found.
func streamBody(data []byte, pos, objStart int) (body []byte, next int, ok bool) {
	start := pos
	if start < len(data) && data[start] == '\r' {
		start++
	}
	if start < len(data) && data[start] == '\n' {
		start++
	}
	if objStart >= 0 {
		dict, _ := (&pdfLexer{data: data, pos: objStart}).object(0).(map[string]any)
		if n, isInt := dict["Length"].(int64); isInt && n >= 0 && n <= int64(len(data)-start) {
			end := start + int(n)
			l := &pdfLexer{data: data, pos: end}
			if l.keyword("endstream") {
				return data[start:end], l.pos, true
			}
		}
	}
	i := bytes.Index(data[start:], []byte("endstream"))
	if i < 0 {
		return nil, 0, false
	}
	return data[start : start+i], start + i + len("endstream"), true
}

// scanObjectStream decompresses the stream body of the object whose value
// starts at objStart when it is an object stream, and scans the objects it
// holds. Only FlateDecode without a predictor is read, which is what
// writers use for object streams; anything else in one cannot be checked.
func scanObjectStream(data []byte, objStart int, body []byte, budget *int64) error {
	if objStart < 0 {
		return nil
	}
	dict, _ := (&pdfLexer{data: data, pos: objStart}).object(0).(map[string]any)
	if dict["Type"] != pdfName("ObjStm") {
		return nil
	}
	if _, ok := dict["DecodeParms"]; ok {
		return errPDFUnchecked
	}
	var filters []any
	switch f := dict["Filter"].(type) {
	case nil:
	case pdfName:
		filters = []any{f}
	case []any:
		filters = f
	default:
		return errPDFUnchecked
	}
	inside := body
	switch {
	case len(filters) == 0:
	case len(filters) == 1 && filters[0] == pdfName("FlateDecode"):
		zr, err := zlib.NewReader(bytes.NewReader(body))
		if err != nil {
			return errPDFUnchecked
		}
		inside, err = io.ReadAll(io.LimitReader(zr, *budget+1))
		if err != nil || int64(len(inside)) > *budget {
			return errPDFUnchecked
		}
	default:
		return errPDFUnchecked
	}
	*budget -= int64(len(inside))
	return scanPDFObjects(inside, budget, false)
}

// decodePDFName undoes the #xx escapes of a name as written (/J#53 is
// /JS); a # not followed by two hex digits is kept as it is.
func decodePDFName(raw []byte) pdfName {
	if bytes.IndexByte(raw, '#') < 0 {
		return pdfName(raw)
	}
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); i++ {
		if raw[i] == '#' && i+2 < len(raw) && isHex(raw[i+1]) && isHex(raw[i+2]) {
			out = append(out, unhex(raw[i+1])<<4|unhex(raw[i+2]))
			i += 2
			continue
		}
		out = append(out, raw[i])
	}
	return pdfName(out)
}

func isHex(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
