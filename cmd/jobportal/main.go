// Command jobportal serves the job portal: the API, the React app, health
// checks and metrics, on one port (metrics on a second one when METRICS_ADDR
// is set).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"jobportal/internal/alerts"
	"jobportal/internal/backup"
	"jobportal/internal/blob"
	"jobportal/internal/config"
	"jobportal/internal/httpapi"
	"jobportal/internal/interviews"
	"jobportal/internal/mail"
	"jobportal/internal/notices"
	"jobportal/internal/ocr"
	"jobportal/internal/outbox"
	"jobportal/internal/seed"
	"jobportal/internal/store"
	"jobportal/web"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	slog.SetDefault(log)
	if err := run(log); err != nil {
		log.Error("jobportal stopped", "err", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger) error {
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "migrate" {
		return migrate(log, args[1:])
	}
	if len(args) > 0 && (args[0] == "backup" || args[0] == "restore") {
		return backupOrRestore(log, args[0], args[1:])
	}
	cfg, err := config.Load(args, os.Getenv)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	} else if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	adminPassword, err := seed.FirstAdmin(ctx, db, cfg.AdminUsername, cfg.AdminPassword, log)
	if err != nil {
		return err
	}
	if adminPassword == "" {
		adminPassword = cfg.AdminPassword
	}
	// Emails are queued in the database with the changes that cause them;
	// the outbox's worker (below) sends them through this sender.
	sender, err := mail.New(cfg.SMTPURL, cfg.MailFrom, log)
	if err != nil {
		return err
	}
	blobs, err := blob.Open(ctx, cfg.BlobURL)
	if err != nil {
		return err
	}
	defer blobs.Close()
	// Flyers' text is read by the tesseract program when it is installed;
	// without it the site works, with no flyer's text (logged once).
	reader := &ocr.Reader{Log: log}
	dist, err := fs.Sub(web.Dist, "dist")
	if err != nil {
		return err
	}
	srv, err := httpapi.New(db, log, httpapi.Config{BaseURL: cfg.BaseURL, ContactEmail: cfg.ContactEmail,
		Blobs: blobs, Disks: cfg.Disks(), TrustedProxies: cfg.TrustedProxies, MetricsToken: cfg.MetricsToken,
		MetricsOwnAddress: cfg.MetricsAddr != "", SharedAnswerTTL: time.Second, CopiesAtUpload: true, SweepEvery: time.Hour,
		OCR: reader}, dist)
	if err != nil {
		return err
	}
	// Runs after the HTTP server has stopped and before the database closes
	// (deferred above), so that the server's background work is done with it.
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := srv.Close(ctx); err != nil {
			log.Error("stop the server's background work", "err", err)
		}
	}()
	// The demo's company logos and article covers are kept as uploaded
	// images are, so the server is made first. The blog's demo comes after
	// the rest, whose job seeker likes and comments on the articles.
	if cfg.Demo {
		if err := seed.Demo(ctx, db, cfg.AdminUsername, srv.StoreImage, log); err != nil {
			return err
		}
		if err := seed.DemoBlog(ctx, db, srv.StoreImage, log); err != nil {
			return err
		}
		if err := seed.DemoTalentPool(ctx, db, srv.StoreDocument, log); err != nil {
			return err
		}
		if err := seed.DemoPipeline(ctx, db, srv.StoreDocument, log); err != nil {
			return err
		}
		if err := seed.DemoMessages(ctx, db, log); err != nil {
			return err
		}
		if err := seed.DemoInterviews(ctx, db, log); err != nil {
			return err
		}
		if err := seed.DemoWalkIns(ctx, db, log); err != nil {
			return err
		}
	}

	// Before anything is served: a page of this build may ask a server of
	// the previous one for its scripts during a rolling deploy. A store that
	// fails costs that, not the start.
	if err := srv.KeepBuildAssets(ctx); err != nil {
		log.Error("keep the build's files in the blob store for the other servers", "err", err)
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	// The metrics listener, when asked for, is opened before anything is
	// served, so that a taken port stops the start rather than half of it.
	var ms *http.Server
	var metricsLn net.Listener
	if cfg.MetricsAddr != "" {
		if metricsLn, err = net.Listen("tcp", cfg.MetricsAddr); err != nil {
			ln.Close()
			return fmt.Errorf("metrics address: %w", err)
		}
		ms = &http.Server{
			Handler:           srv.MetricsHandler(),
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      30 * time.Second,
			IdleTimeout:       120 * time.Second,
			MaxHeaderBytes:    16 << 10,
			ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		}
	}
	go cleanUp(ctx, db, log)
	// The job alerts' worker stops when ctx ends (a signal, or a listener
	// failing, below) and gives up its lease before the database closes.
	workerCtx, stopWorker := context.WithCancel(ctx)
	defer stopWorker()
	workerDone := make(chan struct{})
	worker := &alerts.Worker{DB: db, Log: log, BaseURL: cfg.BaseURL, Tick: cfg.AlertsTick}
	go func() { worker.Run(workerCtx); close(workerDone) }()
	defer func() { stopWorker(); <-workerDone }()
	// The interviews' day-before reminders stop with it.
	remindersDone := make(chan struct{})
	reminders := &interviews.Reminders{DB: db, Log: log, Letters: &interviews.Letters{BaseURL: cfg.BaseURL, Log: log, Now: db.Now}}
	go func() { reminders.Run(workerCtx); close(remindersDone) }()
	defer func() { stopWorker(); <-remindersDone }()
	// The flyers' text is read in the background, and stops with them.
	noticesDone := make(chan struct{})
	flyers := &notices.Worker{DB: db, Blobs: blobs, Reader: reader, Log: log}
	go func() { flyers.Run(workerCtx); close(noticesDone) }()
	defer func() { stopWorker(); <-noticesDone }()
	// So do the walk-in interviews' reminders to those who said they will come.
	walkInsDone := make(chan struct{})
	walkIns := &interviews.WalkInReminders{DB: db, Log: log, Letters: reminders.Letters}
	go func() { walkIns.Run(workerCtx); close(walkInsDone) }()
	defer func() { stopWorker(); <-walkInsDone }()
	// The outbox's worker goes on sending through the drain period and the
	// requests in flight, and stops after them: deferred after the HTTP
	// server's shutdown, it finishes the emails it is sending, gives back
	// those it claimed and has not tried, and stops before the database closes.
	outboxCtx, stopOutbox := context.WithCancel(context.WithoutCancel(ctx))
	defer stopOutbox()
	outboxDone := make(chan struct{})
	mailer := &outbox.Worker{DB: db, Mail: sender, Log: log}
	go func() { mailer.Run(outboxCtx); close(outboxDone) }()
	defer func() { stopOutbox(); <-outboxDone }()

	errc := make(chan error, 2)
	go func() { errc <- hs.Serve(ln) }()
	if ms != nil {
		go func() { errc <- ms.Serve(metricsLn) }()
		log.Info("metrics are served on their own address", "addr", metricsLn.Addr().String())
	}
	log.Info("jobportal is listening", "url", cfg.BaseURL, "addr", ln.Addr().String(),
		"database", string(db.Dialect()), "admin_login", cfg.BaseURL+"/jp-admin")
	fmt.Fprintf(os.Stderr, "\n  JobPortal is running at %s  (admin sign-in: %s/jp-admin)\n\n", cfg.BaseURL, cfg.BaseURL)
	if cfg.Demo {
		if rows, err := seed.DemoSignIns(ctx, db, cfg.AdminUsername, adminPassword); err != nil {
			log.Error("list the demo sign-ins", "err", err)
		} else {
			seed.WriteSignIns(os.Stderr, cfg.BaseURL, rows)
		}
	}

	var serveErr error
	select {
	case serveErr = <-errc:
	case <-ctx.Done():
		serveErr = drain(srv, cfg.DrainPeriod, errc, log)
	}
	// Finish the requests in flight on both listeners, then stop. When one
	// listener failed, the other is stopped the same way.
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	var errs []error
	if serveErr != nil {
		errs = append(errs, serveErr)
	}
	if err := hs.Shutdown(shutdownCtx); err != nil {
		errs = append(errs, fmt.Errorf("shutdown: %w", err))
	}
	if ms != nil {
		if err := ms.Shutdown(shutdownCtx); err != nil {
			errs = append(errs, fmt.Errorf("shutdown of the metrics listener: %w", err))
		}
	}
	return errors.Join(errs...)
}

// drain tells the load balancer, through /readyz, that this server is
// stopping, and goes on serving for the drain period, so that no request is
// refused while the balancer still sends here. A second signal ends it early.
func drain(srv *httpapi.Server, period time.Duration, errc <-chan error, log *slog.Logger) error {
	srv.Drain()
	if period <= 0 {
		return nil
	}
	log.Info("draining: /readyz answers 503", "period", period.String())
	again := make(chan os.Signal, 1)
	signal.Notify(again, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(again)
	select {
	case <-time.After(period):
	case <-again:
	case err := <-errc:
		return err
	}
	return nil
}

// migrate brings the database's schema up to date and stops: `jobportal
// migrate` lets an operator migrate before deploying a new build, so that no
// server of the new build waits for the migration lock at its start.
func migrate(log *slog.Logger, args []string) error {
	cfg, err := config.Load(args, os.Getenv)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	} else if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	current, _, err := db.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	log.Info("the schema is up to date", "database", string(db.Dialect()), "version", current)
	return nil
}

// backupOrRestore runs `jobportal backup DEST` or `jobportal restore [-force]
// SRC`, with the server's settings (DATABASE_URL, DATA_DIR, BLOB_URL) naming
// what is backed up or restored into (docs/OPERATIONS.md).
func backupOrRestore(log *slog.Logger, cmd string, args []string) error {
	force := false
	var rest []string
	var folder string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case cmd == "restore" && (a == "-force" || a == "--force"):
			force = true
		case strings.HasPrefix(a, "-"):
			rest = append(rest, a)
			// A flag's value follows it unless written as -flag=value;
			// -demo is the only flag without a value.
			if !strings.Contains(a, "=") && strings.TrimLeft(a, "-") != "demo" && i+1 < len(args) {
				i++
				rest = append(rest, args[i])
			}
		case folder == "":
			folder = a
		default:
			return fmt.Errorf("%s takes one folder, not also %q", cmd, a)
		}
	}
	if folder == "" {
		if cmd == "backup" {
			return fmt.Errorf("usage: jobportal backup [flags] DEST (a new or empty folder)")
		}
		return fmt.Errorf("usage: jobportal restore [-force] [flags] SRC (a folder made by jobportal backup)")
	}
	cfg, err := config.Load(rest, os.Getenv)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	} else if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	blobs, err := blob.Open(ctx, cfg.BlobURL)
	if err != nil {
		return err
	}
	defer blobs.Close()
	if cmd == "backup" {
		m, err := backup.Backup(ctx, cfg.DatabaseURL, blobs, folder)
		if err != nil {
			return fmt.Errorf("backup: %w", err)
		}
		var rows, bytes int64
		for _, n := range m.Tables {
			rows += n
		}
		for _, b := range m.Blobs {
			bytes += b.Size
		}
		log.Info("backup written", "folder", folder, "database", m.Dialect, "schema_version", m.SchemaVersion,
			"tables", len(m.Tables), "rows", rows, "uploads", len(m.Blobs), "upload_bytes", bytes)
		return nil
	}
	r, err := backup.Restore(ctx, cfg.DatabaseURL, blobs, folder, force)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	log.Info("restored and checked against the manifest", "folder", folder, "database", r.Dialect,
		"schema_version", r.SchemaVersion, "tables", r.Tables, "rows", r.Rows, "uploads", r.Blobs, "upload_bytes", r.BlobBytes)
	return nil
}

// cleanUp removes expired sessions and reset links, emails kept longer
// than the email log keeps them, and the keys of writes a day old, every hour.
func cleanUp(ctx context.Context, db *store.DB, log *slog.Logger) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		if n, err := db.DeleteExpiredSessions(ctx); err != nil && ctx.Err() == nil {
			log.Error("clean up sessions", "err", err)
		} else if n > 0 {
			log.Info("removed expired sessions", "count", n)
		}
		if _, err := db.PruneEmails(ctx); err != nil && ctx.Err() == nil {
			log.Error("prune the email log", "err", err)
		}
		if _, err := db.PruneRequestKeys(ctx, httpapi.RequestKeyKeep); err != nil && ctx.Err() == nil {
			log.Error("prune the keys of writes", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
