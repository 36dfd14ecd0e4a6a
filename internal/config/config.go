// Package config reads the server's settings from flags and environment variables.
package config

import (
	"flag"
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Config holds the server's settings.
type Config struct {
	Addr          string
	DataDir       string
	DatabaseURL   string
	BaseURL       string
	AdminUsername string
	AdminPassword string
	SMTPURL       string
	MailFrom      string
	ContactEmail  string
	// BlobURL names where uploaded files are kept: file:///path for a folder,
	// s3://bucket?endpoint=host:port&region=... for an S3 bucket that several
	// servers share (its key in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).
	BlobURL string
	Demo    bool
	// TrustedProxies are the proxies whose X-Forwarded-For is believed, as
	// prefixes (a single address is a /32 or /128). Empty: none is.
	TrustedProxies []netip.Prefix
	// MetricsToken, when set, is the bearer token /metrics asks for.
	MetricsToken string
	// MetricsAddr, when set, is a second address that serves /metrics alone;
	// the main address then never serves it.
	MetricsAddr string
	// AlertsTick is how often the job alerts' worker looks for jobs to send
	// (ALERTS_TICK, a Go duration such as 1m or 10s).
	AlertsTick time.Duration
	// DrainPeriod is how long a stopping server goes on serving while /readyz
	// answers 503, so that a load balancer stops sending to it first.
	DrainPeriod time.Duration
}

// Load reads flags from args, falling back to environment variables and then
// to defaults. A flag wins over its environment variable.
func Load(args []string, getenv func(string) string) (*Config, error) {
	env := func(key, def string) string {
		if v := getenv(key); v != "" {
			return v
		}
		return def
	}
	c := &Config{}
	fs := flag.NewFlagSet("jobportal", flag.ContinueOnError)
	fs.StringVar(&c.Addr, "addr", env("ADDR", ":8080"), "address to listen on (ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", env("DATA_DIR", "data"), "folder for the SQLite file and uploads (DATA_DIR)")
	fs.StringVar(&c.DatabaseURL, "database-url", env("DATABASE_URL", ""), "postgres:// URL or SQLite file; default DATA_DIR/jobportal.db (DATABASE_URL)")
	fs.StringVar(&c.BaseURL, "base-url", env("BASE_URL", ""), "public address of the site, for links in emails (BASE_URL)")
	fs.StringVar(&c.AdminUsername, "admin-username", env("ADMIN_USERNAME", "admin"), "username of the first admin (ADMIN_USERNAME)")
	fs.StringVar(&c.AdminPassword, "admin-password", env("ADMIN_PASSWORD", ""), "password of the first admin; random if empty (ADMIN_PASSWORD)")
	fs.StringVar(&c.SMTPURL, "smtp-url", env("SMTP_URL", ""), "smtp://user:pass@host:587; emails go to the log if empty (SMTP_URL)")
	fs.StringVar(&c.MailFrom, "mail-from", env("MAIL_FROM", ""), "sender address of emails (MAIL_FROM)")
	fs.StringVar(&c.ContactEmail, "contact-email", env("CONTACT_EMAIL", ""), "where contact-form messages go (CONTACT_EMAIL)")
	fs.StringVar(&c.BlobURL, "blob-url", env("BLOB_URL", ""), "where uploads are kept: file:///path, or s3://bucket?endpoint=host:port&region=...&secure=false with AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; default DATA_DIR/uploads (BLOB_URL)")
	trusted := fs.String("trusted-proxies", env("TRUSTED_PROXIES", ""), "comma-separated addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES)")
	fs.StringVar(&c.MetricsToken, "metrics-token", env("METRICS_TOKEN", ""), "bearer token that /metrics asks for (METRICS_TOKEN)")
	fs.StringVar(&c.MetricsAddr, "metrics-addr", env("METRICS_ADDR", ""), "second address serving only /metrics (METRICS_ADDR)")
	fs.DurationVar(&c.AlertsTick, "alerts-tick", time.Minute, "how often the job alerts' worker looks for new jobs, such as 1m or 10s (ALERTS_TICK)")
	alertsTick := env("ALERTS_TICK", "")
	fs.DurationVar(&c.DrainPeriod, "drain-period", 0, "on SIGTERM, how long to go on serving while /readyz answers 503, such as 10s (DRAIN_PERIOD)")
	drainPeriod := env("DRAIN_PERIOD", "")
	fs.BoolVar(&c.Demo, "demo", env("DEMO", "") == "true" || env("DEMO", "") == "1", "add demo content to an empty database (DEMO=1)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if alertsTick != "" && !flagSet(fs, "alerts-tick") {
		d, err := time.ParseDuration(alertsTick)
		if err != nil {
			return nil, fmt.Errorf("ALERTS_TICK %q is not a duration such as 1m or 30s", alertsTick)
		}
		c.AlertsTick = d
	}
	if c.AlertsTick < time.Second || c.AlertsTick > time.Minute {
		return nil, fmt.Errorf("ALERTS_TICK must be from 1s to 1m (instant alerts go out within a minute), not %s", c.AlertsTick)
	}
	if drainPeriod != "" && !flagSet(fs, "drain-period") {
		d, err := time.ParseDuration(drainPeriod)
		if err != nil {
			return nil, fmt.Errorf("DRAIN_PERIOD %q is not a duration such as 10s", drainPeriod)
		}
		c.DrainPeriod = d
	}
	if c.DrainPeriod < 0 || c.DrainPeriod > 5*time.Minute {
		return nil, fmt.Errorf("DRAIN_PERIOD must be from 0s to 5m, not %s", c.DrainPeriod)
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	var err error
	if c.TrustedProxies, err = ParseTrustedProxies(*trusted); err != nil {
		return nil, err
	}
	if c.MetricsAddr != "" && c.MetricsAddr == c.Addr {
		return nil, fmt.Errorf("METRICS_ADDR must differ from ADDR: it is a second listener that serves only /metrics")
	}
	if c.DatabaseURL == "" {
		c.DatabaseURL = filepath.Join(c.DataDir, "jobportal.db")
	}
	if c.BlobURL == "" {
		dir, err := filepath.Abs(filepath.Join(c.DataDir, "uploads"))
		if err != nil {
			return nil, fmt.Errorf("find the upload folder: %w", err)
		}
		c.BlobURL = "file://" + filepath.ToSlash(dir)
	}
	if c.BaseURL == "" {
		host := c.Addr
		if strings.HasPrefix(host, ":") {
			host = "localhost" + host
		}
		c.BaseURL = "http://" + host
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("BASE_URL %q must be a full http(s) address", c.BaseURL)
	}
	c.BaseURL = strings.TrimRight(c.BaseURL, "/")
	if c.MailFrom == "" {
		c.MailFrom = "JobPortal <no-reply@" + u.Hostname() + ">"
	}
	if c.AdminPassword != "" && len(c.AdminPassword) < 8 {
		return nil, fmt.Errorf("ADMIN_PASSWORD must be at least 8 characters")
	}
	return c, nil
}

// Disks lists the local folders the server writes to: the SQLite file's and
// the uploads' folder when they are on this machine.
func (c *Config) Disks() []string {
	var dirs []string
	if !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		dirs = append(dirs, filepath.Dir(strings.TrimPrefix(c.DatabaseURL, "sqlite://")))
	}
	if dir, ok := strings.CutPrefix(c.BlobURL, "file://"); ok {
		dirs = append(dirs, filepath.FromSlash(dir))
	}
	return dirs
}

// flagSet reports whether a flag was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// ParseTrustedProxies reads a comma-separated list of IP addresses and CIDR
// prefixes, such as "10.0.0.0/8, 192.0.2.7, fd00::/8". Blank items are
// skipped; anything else that is not an address or a prefix is an error that
// names it, since a proxy silently left out would make every visitor behind it
// share its address. IPv4 addresses written in IPv6 form count as IPv4.
func ParseTrustedProxies(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		var p netip.Prefix
		if strings.Contains(item, "/") {
			parsed, err := netip.ParsePrefix(item)
			if err != nil {
				return nil, fmt.Errorf("TRUSTED_PROXIES: %q is not an IP address or a CIDR prefix such as 10.0.0.0/8", item)
			}
			addr, bits := parsed.Addr(), parsed.Bits()
			if addr.Is4In6() && bits >= 96 {
				addr, bits = addr.Unmap(), bits-96
			}
			p = netip.PrefixFrom(addr, bits).Masked()
		} else {
			addr, err := netip.ParseAddr(item)
			if err != nil || addr.Zone() != "" {
				return nil, fmt.Errorf("TRUSTED_PROXIES: %q is not an IP address or a CIDR prefix such as 10.0.0.0/8", item)
			}
			addr = addr.Unmap()
			p = netip.PrefixFrom(addr, addr.BitLen())
		}
		out = append(out, p)
	}
	return out, nil
}

// FromEnvironment loads the configuration of the running process.
func FromEnvironment() (*Config, error) { return Load(os.Args[1:], os.Getenv) }
