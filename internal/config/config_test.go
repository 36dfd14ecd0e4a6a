package config_test

import (
	"testing"

	"jobportal/internal/config"
)

func TestLoad(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

	t.Run("defaults give SQLite in data/ on port 8080", func(t *testing.T) {
		c, err := config.Load(nil, env(nil))
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != ":8080" || c.DatabaseURL != "data/jobportal.db" || c.BaseURL != "http://localhost:8080" ||
			c.AdminUsername != "admin" || c.MailFrom != "JobPortal <no-reply@localhost>" || c.Demo {
			t.Fatalf("got %+v", c)
		}
	})
	t.Run("environment variables are read", func(t *testing.T) {
		c, err := config.Load(nil, env(map[string]string{"ADDR": "127.0.0.1:9000", "DATA_DIR": "/srv/jp",
			"DATABASE_URL": "postgres://db/jp", "BASE_URL": "https://jobs.example.lk/", "DEMO": "1"}))
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != "127.0.0.1:9000" || c.DatabaseURL != "postgres://db/jp" || c.BaseURL != "https://jobs.example.lk" || !c.Demo {
			t.Fatalf("got %+v", c)
		}
	})
	t.Run("uploads go to DATA_DIR/uploads unless BLOB_URL says otherwise", func(t *testing.T) {
		c, err := config.Load(nil, env(map[string]string{"DATA_DIR": "/srv/jp"}))
		if err != nil {
			t.Fatal(err)
		}
		if c.BlobURL != "file:///srv/jp/uploads" {
			t.Fatalf("blob URL %q", c.BlobURL)
		}
		c, err = config.Load([]string{"-blob-url", "file:///mnt/files"}, env(map[string]string{"BLOB_URL": "mem://"}))
		if err != nil {
			t.Fatal(err)
		}
		if c.BlobURL != "file:///mnt/files" {
			t.Fatalf("blob URL %q", c.BlobURL)
		}
	})
	t.Run("a flag wins over its variable", func(t *testing.T) {
		c, err := config.Load([]string{"-addr", ":7000", "-data-dir", "/tmp/x"}, env(map[string]string{"ADDR": ":9000"}))
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != ":7000" || c.DatabaseURL != "/tmp/x/jobportal.db" || c.BaseURL != "http://localhost:7000" {
			t.Fatalf("got %+v", c)
		}
	})
	for _, tc := range []struct {
		name string
		args []string
		env  map[string]string
	}{
		{"a base URL without a scheme is refused", nil, map[string]string{"BASE_URL": "jobs.example.lk"}},
		{"a short admin password is refused", nil, map[string]string{"ADMIN_PASSWORD": "short"}},
		{"an unknown flag is refused", []string{"-nope"}, nil},
		{"stray arguments are refused", []string{"serve"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := config.Load(tc.args, env(tc.env)); err == nil {
				t.Fatal("no error")
			}
		})
	}
}
