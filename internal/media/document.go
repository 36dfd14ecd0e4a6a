package media

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"

	"jobportal/internal/jobportal"
)

// MaxDocxInflated bounds what a Word file may hold once decompressed, all
// its parts together. A CV of text and a few photos is far below it (Word's
// own parts are tens of kilobytes; pictures are stored as they are); a zip
// bomb, a small file that inflates to hundreds of megabytes, is refused.
const MaxDocxInflated = 25 << 20

// MaxDocxRatio bounds how many times larger a Word file is decompressed than
// as uploaded. Word's XML compresses about 5 to 20 times and its pictures
// hardly at all; a zip bomb's whole point is a ratio in the hundreds or more.
const MaxDocxRatio = 100

// maxDocxParts bounds the parts of a Word file. A CV has a few dozen; a
// zip of thousands of tiny entries only costs work to open.
const maxDocxParts = 1000

// notACV is the message for a file that is neither a PDF nor a Word file.
const notACV = "The CV must be a PDF or Word (.docx) file."

// damaged is the message for a PDF or Word file whose inside is broken.
const damaged = "The file could not be read; it may be damaged. Please save your CV again as PDF or .docx and upload it again."

// CheckDocument checks an uploaded CV by its content: a PDF (which must
// start with its %PDF- header and have the structure readers rely on, see
// checkPDF) or a Word .docx (a zip holding [Content_Types].xml and
// word/document.xml, within MaxDocxInflated and MaxDocxRatio). Old .doc
// files, Word files with macros and PDFs with scripts or launch actions
// (or whose compressed objects cannot be checked for them) are refused. field names the form field
// in the errors: EUNSUPPORTED (415) for another kind of file, EINVALID (422)
// for a damaged or oversized inside, ETOOLARGE (413) for a file over
// MaxUploadBytes.
func CheckDocument(field string, data []byte) (Format, error) {
	if len(data) > MaxUploadBytes {
		return Format{}, fieldError(jobportal.ETOOLARGE, field, fmt.Sprintf("The file is larger than %d MB.", MaxUploadBytes>>20))
	}
	if len(data) == 0 {
		return Format{}, fieldError(jobportal.EINVALID, field, "The file is empty.")
	}
	switch {
	case bytes.HasPrefix(data, []byte("%PDF-")):
		if err := checkPDF(data); err != nil {
			return Format{}, fieldError(jobportal.EINVALID, field, damaged)
		}
		switch err := checkPDFActive(data); {
		case errors.Is(err, errPDFActive):
			return Format{}, fieldError(jobportal.EUNSUPPORTED, field,
				"PDF files with scripts or actions that open other programs are not taken. Please print your CV to a new PDF, or save it as .docx, and upload it again.")
		case err != nil:
			return Format{}, fieldError(jobportal.EUNSUPPORTED, field,
				"The PDF's compressed parts could not be checked for scripts. Please print your CV to a new PDF, or save it as .docx, and upload it again.")
		}
		return PDF, nil
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		return checkDocx(field, data)
	case bytes.HasPrefix(data, []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")):
		return Format{}, fieldError(jobportal.EUNSUPPORTED, field,
			"Old Word files (.doc) are not taken. Please save your CV as PDF or .docx and upload it again.")
	}
	return Format{}, fieldError(jobportal.EUNSUPPORTED, field, notACV)
}

// errTooMuch says that a Word file inflates beyond the limits.
var errTooMuch = errors.New("docx inflates beyond the limits")

// checkDocx checks a zip for the parts every Word document has and none
// with macros, then inflates every part to count what it really holds: the
// sizes the zip's directory declares are the sender's word, so they only
// serve to refuse early, and reading is cut off at the limit whatever they
// say.
func checkDocx(field string, data []byte) (Format, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return Format{}, fieldError(jobportal.EUNSUPPORTED, field, notACV)
	}
	var document, types bool
	for _, f := range zr.File {
		switch f.Name {
		case "word/document.xml":
			document = true
		case "[Content_Types].xml":
			types = true
		case "word/vbaProject.bin":
			return Format{}, fieldError(jobportal.EUNSUPPORTED, field,
				"Word files with macros are not taken. Please save your CV as PDF or .docx and upload it again.")
		}
	}
	if !document || !types {
		return Format{}, fieldError(jobportal.EUNSUPPORTED, field, notACV)
	}
	tooMuch := fieldError(jobportal.EINVALID, field, fmt.Sprintf(
		"The Word file holds more than it should once opened (at most %d MB, and %d times its size). Please save your CV as PDF and upload it again.",
		MaxDocxInflated>>20, MaxDocxRatio))
	if len(zr.File) > maxDocxParts {
		return Format{}, tooMuch
	}
	limit := min(int64(MaxDocxInflated), int64(MaxDocxRatio)*int64(len(data)))
	// Stopping as soon as the sum passes the limit also keeps it from
	// wrapping around on sizes near 2^64.
	var declared uint64
	for _, f := range zr.File {
		if declared += f.UncompressedSize64; f.UncompressedSize64 > uint64(limit) || declared > uint64(limit) {
			return Format{}, tooMuch
		}
	}
	switch inflated, err := inflateAll(zr, limit); {
	case errors.Is(err, errTooMuch):
		return Format{}, tooMuch
	case err != nil || inflated != declared:
		return Format{}, fieldError(jobportal.EINVALID, field, damaged)
	}
	return DOCX, nil
}

// inflateAll decompresses every part of zr, each through a reader that
// stops one byte past what is left of limit, and answers the bytes read:
// errTooMuch past the limit, another error for a damaged part (archive/zip
// checks each part's CRC at its end).
func inflateAll(zr *zip.Reader, limit int64) (uint64, error) {
	var total int64
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return 0, fmt.Errorf("open %s: %w", f.Name, err)
		}
		n, err := io.Copy(io.Discard, io.LimitReader(rc, limit-total+1))
		rc.Close()
		total += n
		if total > limit {
			return 0, errTooMuch
		}
		if err != nil {
			return 0, fmt.Errorf("inflate %s: %w", f.Name, err)
		}
	}
	return uint64(total), nil
}
