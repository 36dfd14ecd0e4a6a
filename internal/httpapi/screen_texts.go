package httpapi

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// screenLanguages are the app's languages; the first is the default.
var screenLanguages = []string{"en", "si", "ta"}

// screenTexts holds the app's interface texts, read from the same locale
// files the app is built from, flattened to "namespace:key.path" per
// language, so the first screen the server writes says word for word what
// the app then shows.
type screenTexts map[string]map[string]string

// loadScreenTexts reads src/i18n/locales/{lang}/common.json (namespace
// "common") and src/features/{area}/locales/{lang}.json (namespace {area}).
func loadScreenTexts(files fs.FS) (screenTexts, error) {
	texts := screenTexts{}
	for _, lang := range screenLanguages {
		texts[lang] = map[string]string{}
	}
	add := func(lang, ns, file string) error {
		body, err := fs.ReadFile(files, file)
		if err != nil {
			return err
		}
		var tree map[string]any
		if err := json.Unmarshal(body, &tree); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		flatten(texts[lang], ns+":", tree)
		return nil
	}
	for _, lang := range screenLanguages {
		if err := add(lang, "common", "src/i18n/locales/"+lang+"/common.json"); err != nil {
			return nil, err
		}
		areas, err := fs.Glob(files, "src/features/*/locales/"+lang+".json")
		if err != nil {
			return nil, err
		}
		for _, file := range areas {
			area := path.Base(path.Dir(path.Dir(file)))
			if err := add(lang, area, file); err != nil {
				return nil, err
			}
		}
	}
	return texts, nil
}

func flatten(into map[string]string, prefix string, tree map[string]any) {
	for k, v := range tree {
		switch v := v.(type) {
		case string:
			into[prefix+k] = v
		case map[string]any:
			flatten(into, prefix+k+".", v)
		}
	}
}

// t returns the text of "namespace:key" in lang, falling back to English
// as the app does, with {{name}} filled from args (name, value pairs). A
// "count" argument picks the key's _one or _other form. A key that no
// language has is returned as it is, as i18next does.
func (ts screenTexts) t(lang, key string, args ...any) string {
	vars := map[string]string{}
	count := -1
	for i := 0; i+1 < len(args); i += 2 {
		name := fmt.Sprint(args[i])
		switch v := args[i+1].(type) {
		case int:
			vars[name] = strconv.Itoa(v)
			if name == "count" {
				count = v
			}
		default:
			vars[name] = fmt.Sprint(v)
		}
	}
	text, ok := "", false
	for _, l := range []string{lang, "en"} {
		m := ts[l]
		if count >= 0 {
			form := "_other"
			// Sinhala counts 0 as "one" as well (CLDR, which i18next follows).
			if count == 1 || (l == "si" && count == 0) {
				form = "_one"
			}
			if text, ok = m[key+form]; ok {
				break
			}
		}
		if text, ok = m[key]; ok {
			break
		}
	}
	if !ok {
		return key[strings.IndexByte(key, ':')+1:]
	}
	for name, v := range vars {
		text = strings.ReplaceAll(text, "{{"+name+"}}", v)
	}
	return text
}
