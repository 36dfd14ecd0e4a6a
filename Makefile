# JobPortal: `make run` starts the site with demo data; `make test` runs every check CI runs.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

GO_PKGS := ./cmd/... ./internal/... ./web ./bench/...
BIN := bin/jobportal
# Demo sign-in for the first admin, used only when the database has no admin yet.
ADMIN_USERNAME ?= admin
ADMIN_PASSWORD ?= admin-demo-2026

.PHONY: run build web test test-go test-web test-e2e budget lint bench bench-jobs bench-search bench-companies bench-writes bench-views bench-blog bench-alerts bench-outbox bench-cvpdf bench-images bench-ocr bench-lighthouse bench-edge bench-pages bench-deploy clean

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund

web/dist/index.html: web/node_modules/.package-lock.json $(shell find web/src web/public web/index.html web/vite.config.ts web/scripts/build-server.mjs web/js-budgets.json -type f 2>/dev/null)
	cd web && npm run build

web: web/dist/index.html

build: web
	go build -trimpath -o $(BIN) ./cmd/jobportal

run: build
	ADMIN_USERNAME='$(ADMIN_USERNAME)' ADMIN_PASSWORD='$(ADMIN_PASSWORD)' ./$(BIN) -demo

test: lint build test-go test-web budget test-e2e
	@echo "make test: every check passed"

lint: web/node_modules/.package-lock.json
	gofmt_out=$$(gofmt -l cmd internal web/embed.go bench); if [ -n "$$gofmt_out" ]; then echo "gofmt: $$gofmt_out"; exit 1; fi
	go vet $(GO_PKGS)
	go tool staticcheck $(GO_PKGS)
	cd web && npm run typecheck && npm run lint

# Go tests run on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set
# or a server answers on 127.0.0.1:5432 (trust auth, database "test").
test-go:
	if [ -z "$${TEST_DATABASE_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then \
		export TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test?sslmode=disable'; fi; \
	if [ -z "$${TEST_DATABASE_URL:-}" ]; then echo "Go tests: PostgreSQL not found, testing SQLite only"; \
	else echo "Go tests: SQLite and PostgreSQL"; fi; \
	go test -count=1 -timeout 30m $(GO_PKGS)

test-web: web/node_modules/.package-lock.json
	cd web && npm test

# Each public page's JavaScript before it is interactive against web/js-budgets.json
# (docs/PERFORMANCE.md), from the chunk graph the web build writes to web/.build/.
web/.build/chunks.json: web/dist/index.html
	test -f $@ || (cd web && npm run build)

budget: web/.build/chunks.json
	cd web && node --test scripts/check-js-budget.test.mjs && node scripts/check-js-budget.mjs

test-e2e: build
	bash scripts/e2e.sh

bench: build
	bash bench/run.sh

# Job lists and search at 100,000 jobs on SQLite and PostgreSQL (about 6 minutes).
bench-jobs: build
	bash bench/jobs.sh

# Search quality: hand-typed romanised and mixed queries over generated Sinhala, Tamil and English
# jobs, before and after the widening of words, on SQLite and PostgreSQL (about a minute).
bench-search:
	go run ./bench/searchquality

# The company directory and a company's page with 20,000 pages, 200,000 reviews and follows.
bench-companies: build
	bash bench/companies.sh

# The blog at 50,000 posts and 1,000,000 comments on SQLite and PostgreSQL.
bench-blog: build
	bash bench/blog.sh

# One daily run of the job alerts: 100,000 alerts against 2,000 new jobs on SQLite and PostgreSQL.
bench-alerts:
	bash bench/alerts.sh

# Forgot-password and apply, p50/p99, with an SMTP server that waits 3 s before each reply (DB= for PostgreSQL).
bench-outbox:
	go run ./bench/outbox $${DB:+-db "$$DB"}

# Jobs posted per second on SQLite with synchronous=NORMAL and FULL (about a minute).
bench-writes:
	go run ./bench/writes -dir "$${BENCH_DIR:-$${TMPDIR:-/tmp}}"

# Views counted per second, each written as it is counted, against the old batches (DB= for PostgreSQL).
bench-views:
	go run ./bench/views -dir "$${BENCH_DIR:-$${TMPDIR:-/tmp}}" $${DB:+-database-url "$$DB"}

# CV PDFs: one-page and three-page CVs in each language, in a row and 8 at once.
bench-cvpdf:
	go run ./bench/cvpdf

# Several servers behind HAProxy on one PostgreSQL and one S3 server: throughput with 1, 2 and 3
# servers, then a rolling deploy of a changed build, a PostgreSQL restart and a kill -9 under load,
# checking that no acknowledged write and no email was lost (about 6 minutes; needs haproxy).
bench-deploy: build
	command -v haproxy >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy)
	go run ./bench/deploy $${DEPLOY_FLAGS:-}

# Flyers' text: OCR character accuracy per language (English, Sinhala, Tamil) on generated
# notices, clean and photographed at three levels of rotation, blur and noise (about 3 minutes;
# needs tesseract-ocr, tesseract-ocr-sin and tesseract-ocr-tam).
bench-ocr:
	go run ./bench/ocr

# Flyer copies: JPEG against WebP sizes at 320/640/1024/1280, lossy WebP time and memory.
bench-images:
	go run ./bench/images

# Public pages drawn on the server: render time per page and language, cache hits against a bare
# handler, random job pages in Sinhala at 100,000 jobs (about 3 minutes).
bench-pages: build
	bash bench/pages.sh

# The public pages in Lighthouse 13 (mobile preset, Chromium), median of RUNS (3) runs each.
bench-lighthouse:
	bash bench/lighthouse.sh

# A slow line through HTTPS at HAProxy, HTTP/1.1 against HTTP/2 (bench/frames.mjs, NET=slow4g).
bench-edge:
	bash bench/edge.sh

clean:
	rm -rf bin web/dist/assets web/dist/*.html web/dist/fonts
