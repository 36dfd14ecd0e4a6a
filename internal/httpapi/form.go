package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
)

// decodeJSONOrForm reads a request body sent as JSON, or as
// multipart/form-data with the same field names, into dst (a pointer to a
// struct). In a form, a list field may repeat (as name or name[]), numbers
// and booleans are written as text, and an empty value leaves a field unset.
// The form is turned into JSON and decoded as JSON is, so both are held to
// the same rules: unknown fields and values of the wrong type are refused.
// A form may carry the files named in files (see decodeForm), which are
// returned by field name; any other file part is refused as an unknown field.
func decodeJSONOrForm(w http.ResponseWriter, r *http.Request, dst any, files ...fileField) (map[string]*upload, error) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "multipart/form-data" {
		return nil, decode(w, r, dst)
	}
	return decodeForm(w, r, dst, files)
}

// upload is a file sent in a form.
type upload struct {
	Field string // the form field
	Name  string // the file's name as the sender gave it; never trusted
	Data  []byte
}

// fileField is a file a form may carry: its field name, the most bytes it
// may have, and what to call it in messages ("The image is larger than 5 MB.").
type fileField struct {
	name  string
	limit int64
	label string
}

// decodeForm reads a multipart/form-data body: the files named in files,
// each at most its limit (a larger one is ETOOLARGE, naming the field, and
// is not read further), and the other fields into dst as decodeJSONOrForm
// does. A field that the browser sends for a file input left empty is
// passed over. The body is read as it comes, so nothing is written to disk.
func decodeForm(w http.ResponseWriter, r *http.Request, dst any, files []fileField) (map[string]*upload, error) {
	total := int64(maxJSONBody) + 64<<10 // fields, and the parts' headers
	for _, f := range files {
		total += f.limit
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		return nil, jobportal.Errorf(jobportal.EUNSUPPORTED, "Send the form as multipart/form-data.")
	}
	r.Body = http.MaxBytesReader(w, r.Body, total)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, jobportal.Errorf(jobportal.EBADREQUEST, "The form could not be read.")
	}
	values := map[string][]string{}
	uploads := map[string]*upload{}
	var (
		valueBytes int64
		unclean    jobportal.Problems // the fields whose text fails cleaning
	)
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, formReadError(err)
		}
		name := part.FormName()
		if _, problem := cleanText(name); problem != "" {
			unclean.Add(printableName(name), problem)
			continue
		}
		i := slices.IndexFunc(files, func(f fileField) bool { return f.name == name })
		switch {
		case i >= 0:
			f := files[i]
			data, err := io.ReadAll(io.LimitReader(part, f.limit+1))
			if err != nil {
				return nil, formReadError(err)
			}
			if int64(len(data)) > f.limit {
				msg := fmt.Sprintf("%s is larger than %d MB.", f.label, f.limit>>20)
				return nil, &jobportal.Error{Code: jobportal.ETOOLARGE, Message: msg,
					Fields: []jobportal.FieldError{{Field: name, Message: msg}}}
			}
			if len(data) == 0 && part.FileName() == "" {
				continue // a file input left empty
			}
			if uploads[name] != nil {
				return nil, wrongType(name)
			}
			uploads[name] = &upload{Field: name, Name: part.FileName(), Data: data}
		case part.FileName() != "":
			return nil, unknownField(name)
		default:
			data, err := io.ReadAll(io.LimitReader(part, maxJSONBody-valueBytes+1))
			if err != nil {
				return nil, formReadError(err)
			}
			if valueBytes += int64(len(data)); valueBytes > maxJSONBody {
				return nil, jobportal.Errorf(jobportal.ETOOLARGE, "The form's fields are too large (at most %d KB).", maxJSONBody/1024)
			}
			v, problem := cleanText(string(data))
			if problem != "" {
				unclean.Add(name, problem)
			}
			values[name] = append(values[name], v)
		}
	}
	if err := textProblems("field", unclean); err != nil {
		return nil, err
	}
	obj, err := formObject(values, reflect.TypeOf(dst).Elem())
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(obj)
	if err != nil {
		return nil, fmt.Errorf("form to JSON: %w", err)
	}
	if err := decodeJSON(body, dst); err != nil {
		return nil, err
	}
	return uploads, nil
}

func formReadError(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return jobportal.Errorf(jobportal.ETOOLARGE, "The request body is too large (at most %d MB).", tooLarge.Limit>>20)
	}
	return jobportal.Errorf(jobportal.EBADREQUEST, "The form could not be read.")
}

// formObject turns form values into the JSON object that t's fields read.
func formObject(values map[string][]string, t reflect.Type) (map[string]any, error) {
	fields := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		fields[name] = ft
	}
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	obj := map[string]any{}
	for _, key := range keys {
		name := strings.TrimSuffix(key, "[]")
		ft, ok := fields[name]
		if !ok {
			return nil, unknownField(key)
		}
		vals := values[key]
		if ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct {
			// A list of objects: each value is one, as JSON.
			list, _ := obj[name].([]json.RawMessage)
			for _, v := range vals {
				if v = strings.TrimSpace(v); !strings.HasPrefix(v, "{") || !json.Valid([]byte(v)) {
					return nil, wrongType(name)
				}
				list = append(list, json.RawMessage(v))
			}
			obj[name] = list
			continue
		}
		if ft.Kind() == reflect.Slice {
			list, _ := obj[name].([]string)
			for _, v := range vals {
				if v = strings.TrimSpace(v); v != "" {
					list = append(list, v)
				}
			}
			obj[name] = list
			continue
		}
		if len(vals) > 1 || obj[name] != nil {
			return nil, wrongType(name)
		}
		v := vals[0]
		if strings.TrimSpace(v) == "" {
			continue
		}
		switch ft.Kind() {
		case reflect.String:
			obj[name] = v
		case reflect.Int, reflect.Int64, reflect.Int32:
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil {
				return nil, wrongType(name)
			}
			obj[name] = n
		case reflect.Bool:
			b, err := strconv.ParseBool(strings.TrimSpace(v))
			if err != nil {
				return nil, wrongType(name)
			}
			obj[name] = b
		case reflect.Struct:
			// An object (a job's walk-in): its value is JSON.
			if v = strings.TrimSpace(v); !strings.HasPrefix(v, "{") || !json.Valid([]byte(v)) {
				return nil, wrongType(name)
			}
			obj[name] = json.RawMessage(v)
		default:
			return nil, unknownField(key)
		}
	}
	return obj, nil
}
