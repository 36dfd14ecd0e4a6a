package config_test

import (
	"strings"
	"testing"
	"time"

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
	t.Run("metrics settings are read", func(t *testing.T) {
		c, err := config.Load([]string{"-metrics-addr", "127.0.0.1:9100"}, env(map[string]string{"METRICS_TOKEN": "s3cret"}))
		if err != nil {
			t.Fatal(err)
		}
		if c.MetricsToken != "s3cret" || c.MetricsAddr != "127.0.0.1:9100" {
			t.Fatalf("got %+v", c)
		}
	})
	t.Run("the alerts' tick is a minute unless ALERTS_TICK or the flag says otherwise", func(t *testing.T) {
		c, err := config.Load(nil, env(nil))
		if err != nil || c.AlertsTick != time.Minute {
			t.Fatalf("default %v %v", c, err)
		}
		c, err = config.Load(nil, env(map[string]string{"ALERTS_TICK": "10s"}))
		if err != nil || c.AlertsTick != 10*time.Second {
			t.Fatalf("ALERTS_TICK %v %v", c, err)
		}
		c, err = config.Load([]string{"-alerts-tick", "2s"}, env(map[string]string{"ALERTS_TICK": "10s"}))
		if err != nil || c.AlertsTick != 2*time.Second {
			t.Fatalf("flag %v %v", c, err)
		}
		for _, bad := range []string{"soon", "0s", "5m", "-1s"} {
			if _, err := config.Load(nil, env(map[string]string{"ALERTS_TICK": bad})); err == nil || !strings.Contains(err.Error(), "ALERTS_TICK") {
				t.Errorf("ALERTS_TICK=%s: %v", bad, err)
			}
		}
	})
	t.Run("a stopping server drains for DRAIN_PERIOD, none by default", func(t *testing.T) {
		c, err := config.Load(nil, env(nil))
		if err != nil || c.DrainPeriod != 0 {
			t.Fatalf("default %v %v", c, err)
		}
		c, err = config.Load(nil, env(map[string]string{"DRAIN_PERIOD": "15s"}))
		if err != nil || c.DrainPeriod != 15*time.Second {
			t.Fatalf("DRAIN_PERIOD %v %v", c, err)
		}
		c, err = config.Load([]string{"-drain-period", "3s"}, env(map[string]string{"DRAIN_PERIOD": "15s"}))
		if err != nil || c.DrainPeriod != 3*time.Second {
			t.Fatalf("flag %v %v", c, err)
		}
		for _, bad := range []string{"later", "-1s", "6m"} {
			if _, err := config.Load(nil, env(map[string]string{"DRAIN_PERIOD": bad})); err == nil || !strings.Contains(err.Error(), "DRAIN_PERIOD") {
				t.Errorf("DRAIN_PERIOD=%s: %v", bad, err)
			}
		}
	})
	t.Run("the disks watched are the SQLite file's folder and the upload folder, not PostgreSQL's", func(t *testing.T) {
		c, err := config.Load([]string{"-data-dir", "/srv/jp"}, env(nil))
		if err != nil {
			t.Fatal(err)
		}
		if d := c.Disks(); len(d) != 2 || d[0] != "/srv/jp" || d[1] != "/srv/jp/uploads" {
			t.Fatalf("disks %v", d)
		}
		c, err = config.Load(nil, env(map[string]string{"DATABASE_URL": "postgres://db/jp", "BLOB_URL": "file:///var/uploads"}))
		if err != nil {
			t.Fatal(err)
		}
		if d := c.Disks(); len(d) != 1 || d[0] != "/var/uploads" {
			t.Fatalf("disks %v", d)
		}
		c, err = config.Load(nil, env(map[string]string{"DATA_DIR": "/srv/jp", "BLOB_URL": "s3://uploads?endpoint=s3.example.lk"}))
		if err != nil {
			t.Fatal(err)
		}
		if d := c.Disks(); len(d) != 1 || d[0] != "/srv/jp" || c.BlobURL != "s3://uploads?endpoint=s3.example.lk" {
			t.Fatalf("disks %v, blob URL %q: an S3 bucket is no local disk", d, c.BlobURL)
		}
	})
	t.Run("trusted proxies come from the flag over the variable", func(t *testing.T) {
		c, err := config.Load([]string{"-trusted-proxies", "192.0.2.9"}, env(map[string]string{"TRUSTED_PROXIES": "10.0.0.0/8"}))
		if err != nil {
			t.Fatal(err)
		}
		if len(c.TrustedProxies) != 1 || c.TrustedProxies[0].String() != "192.0.2.9/32" {
			t.Fatalf("trusted proxies %v", c.TrustedProxies)
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
		{"a trusted proxy that is not an address is refused", nil, map[string]string{"TRUSTED_PROXIES": "10.0.0.1, proxy.internal"}},
		{"a trusted prefix with a bad length is refused", nil, map[string]string{"TRUSTED_PROXIES": "10.0.0.0/33"}},
		{"the metrics address cannot be the main one", []string{"-addr", ":9000", "-metrics-addr", ":9000"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := config.Load(tc.args, env(tc.env)); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

func TestParseTrustedProxies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string // the prefixes, space-separated; "error" for a refusal
	}{
		{"", ""},
		{" , ,", ""},
		{"10.0.0.0/8", "10.0.0.0/8"},
		{"10.1.2.3/8", "10.0.0.0/8"},
		{"192.0.2.7", "192.0.2.7/32"},
		{" 192.0.2.7 ,fd00::/8, 2001:db8::1", "192.0.2.7/32 fd00::/8 2001:db8::1/128"},
		{"::ffff:192.0.2.7", "192.0.2.7/32"},
		{"::ffff:10.0.0.0/104", "10.0.0.0/8"},
		{"fe80::1%eth0", "error"},
		{"192.0.2.7:80", "error"},
		{"10.0.0.0/8/8", "error"},
		{"256.0.0.1", "error"},
		{"localhost", "error"},
		{"10.0.0.0/", "error"},
	} {
		got, err := config.ParseTrustedProxies(tc.in)
		if tc.want == "error" {
			if err == nil {
				t.Errorf("%q: no error, got %v", tc.in, got)
			} else if !strings.Contains(err.Error(), "TRUSTED_PROXIES") {
				t.Errorf("%q: the error %q does not name the setting", tc.in, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		var parts []string
		for _, p := range got {
			parts = append(parts, p.String())
		}
		if s := strings.Join(parts, " "); s != tc.want {
			t.Errorf("%q = %q, want %q", tc.in, s, tc.want)
		}
	}
}
