package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
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
// File fields are refused until a route takes uploads.
func decodeJSONOrForm(w http.ResponseWriter, r *http.Request, dst any) error {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "multipart/form-data" {
		return decode(w, r, dst)
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxJSONBody)
	if err := r.ParseMultipartForm(maxJSONBody); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return jobportal.Errorf(jobportal.ETOOLARGE, "The request body is too large (at most %d KB).", tooLarge.Limit/1024)
		}
		return jobportal.Errorf(jobportal.EBADREQUEST, "The form could not be read.")
	}
	defer r.MultipartForm.RemoveAll()
	if len(r.MultipartForm.File) > 0 {
		names := make([]string, 0, len(r.MultipartForm.File))
		for n := range r.MultipartForm.File {
			names = append(names, n)
		}
		slices.Sort(names)
		return unknownField(names[0])
	}
	obj, err := formObject(r.MultipartForm.Value, reflect.TypeOf(dst).Elem())
	if err != nil {
		return err
	}
	body, err := json.Marshal(obj)
	if err != nil {
		return fmt.Errorf("form to JSON: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	return nil
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
		default:
			return nil, unknownField(key)
		}
	}
	return obj, nil
}
