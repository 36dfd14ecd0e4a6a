// Package config reads the server's settings from flags and environment variables.
package config

import (
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
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
	// BlobURL names where uploaded files are kept: file:///path for a folder.
	BlobURL string
	Demo    bool
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
	fs.StringVar(&c.BlobURL, "blob-url", env("BLOB_URL", ""), "where uploads are kept: file:///path; default DATA_DIR/uploads (BLOB_URL)")
	fs.BoolVar(&c.Demo, "demo", env("DEMO", "") == "true" || env("DEMO", "") == "1", "add demo content to an empty database (DEMO=1)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
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

// FromEnvironment loads the configuration of the running process.
func FromEnvironment() (*Config, error) { return Load(os.Args[1:], os.Getenv) }
