package media

import (
	"archive/zip"
	"bytes"
	"fmt"

	"jobportal/internal/jobportal"
)

// CheckDocument checks an uploaded CV by its content: a PDF (the %PDF-
// header, which readers look for in the first kilobyte) or a Word .docx (a
// zip holding word/document.xml). Old .doc files and Word files with macros
// are refused. field names the form field in the errors.
func CheckDocument(field string, data []byte) (Format, error) {
	if len(data) > MaxUploadBytes {
		return Format{}, fieldError(jobportal.ETOOLARGE, field, fmt.Sprintf("The file is larger than %d MB.", MaxUploadBytes>>20))
	}
	if len(data) == 0 {
		return Format{}, fieldError(jobportal.EINVALID, field, "The file is empty.")
	}
	head := data[:min(len(data), 1024)]
	switch {
	case bytes.Contains(head, []byte("%PDF-")):
		return PDF, nil
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		return checkDocx(field, data)
	case bytes.HasPrefix(data, []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")):
		return Format{}, fieldError(jobportal.EUNSUPPORTED, field,
			"Old Word files (.doc) are not taken. Please save your CV as PDF or .docx and upload it again.")
	}
	return Format{}, fieldError(jobportal.EUNSUPPORTED, field, "The CV must be a PDF or Word (.docx) file.")
}

// checkDocx reads a zip's directory (no member is decompressed) for the
// parts every Word document has.
func checkDocx(field string, data []byte) (Format, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return Format{}, fieldError(jobportal.EUNSUPPORTED, field, "The CV must be a PDF or Word (.docx) file.")
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
		return Format{}, fieldError(jobportal.EUNSUPPORTED, field, "The CV must be a PDF or Word (.docx) file.")
	}
	return DOCX, nil
}
