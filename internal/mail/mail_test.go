package mail_test

import (
	"bufio"
	"context"
	"encoding/base64"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"

	"jobportal/internal/mail"
)

// smtpServer is a minimal SMTP server on loopback that keeps what it receives.
type smtpServer struct {
	ln   net.Listener
	mu   sync.Mutex
	from string
	to   []string
	data string
}

func startSMTP(t *testing.T) *smtpServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &smtpServer{ln: ln}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(c)
		}
	}()
	return s
}

func (s *smtpServer) serve(c net.Conn) {
	defer c.Close()
	r := bufio.NewReader(c)
	say := func(line string) { io.WriteString(c, line+"\r\n") }
	say("220 localhost ESMTP test")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			say("250-localhost")
			say("250 8BITMIME")
		case strings.HasPrefix(cmd, "MAIL FROM:"):
			s.mu.Lock()
			s.from = strings.TrimSpace(line[len("MAIL FROM:"):])
			s.mu.Unlock()
			say("250 OK")
		case strings.HasPrefix(cmd, "RCPT TO:"):
			s.mu.Lock()
			s.to = append(s.to, strings.TrimSpace(line[len("RCPT TO:"):]))
			s.mu.Unlock()
			say("250 OK")
		case cmd == "DATA":
			say("354 go ahead")
			var b strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				b.WriteString(l)
			}
			s.mu.Lock()
			s.data = b.String()
			s.mu.Unlock()
			say("250 queued")
		case cmd == "QUIT":
			say("221 bye")
			return
		default:
			say("250 OK")
		}
	}
}

func TestSMTPSender(t *testing.T) {
	srv := startSMTP(t)
	sender, err := mail.NewSMTP("smtp://"+srv.ln.Addr().String(), "JobPortal <no-reply@jobs.example.lk>")
	if err != nil {
		t.Fatal(err)
	}
	err = sender.Send(context.Background(), mail.Message{To: "nimali@example.lk", Subject: "Reset your password",
		Text: "Open this link: https://jobs.example.lk/customer/reset-password?token=abc"})
	if err != nil {
		t.Fatal(err)
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if !strings.Contains(srv.from, "no-reply@jobs.example.lk") || len(srv.to) != 1 || !strings.Contains(srv.to[0], "nimali@example.lk") {
		t.Fatalf("envelope from %q to %q", srv.from, srv.to)
	}
	msg, err := netmail.ReadMessage(strings.NewReader(srv.data))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(quotedprintable.NewReader(msg.Body))
	if msg.Header.Get("Subject") != "Reset your password" || !strings.Contains(string(body), "reset-password?token=abc") {
		t.Errorf("message:\n%s", srv.data)
	}
}

func TestNew(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	t.Run("no SMTP URL logs the emails", func(t *testing.T) {
		s, err := mail.New("", "x@example.lk", log)
		if _, ok := s.(*mail.LogSender); !ok || err != nil {
			t.Fatalf("%T %v", s, err)
		}
	})
	for _, bad := range []string{"http://mail.example.lk", "smtp://", "smtp://host:port", "::"} {
		t.Run("refuses "+bad, func(t *testing.T) {
			if _, err := mail.New(bad, "x@example.lk", log); err == nil {
				t.Fatal("no error")
			}
		})
	}
	t.Run("accepts smtps with credentials", func(t *testing.T) {
		if _, err := mail.New("smtps://user:secret@mail.example.lk", "x@example.lk", log); err != nil {
			t.Fatal(err)
		}
	})
}

func TestCapture(t *testing.T) {
	var c mail.Capture
	c.Send(context.Background(), mail.Message{To: "a@example.lk", Subject: "1"})
	c.Send(context.Background(), mail.Message{To: "a@example.lk", Subject: "2"})
	if m, ok := c.Last("a@example.lk"); !ok || m.Subject != "2" || len(c.Messages()) != 2 {
		t.Fatalf("%+v %v", m, ok)
	}
	if _, ok := c.Last("b@example.lk"); ok {
		t.Fatal("found an email never sent")
	}
}

// The List-Unsubscribe headers of RFC 8058 reach the mail server as given,
// and a header that would break into the next line is refused before sending.
func TestSMTPSenderHeaders(t *testing.T) {
	srv := startSMTP(t)
	sender, err := mail.NewSMTP("smtp://"+srv.ln.Addr().String(), "JobPortal <no-reply@jobs.example.lk>")
	if err != nil {
		t.Fatal(err)
	}
	link := "<https://jobs.example.lk/alerts/unsubscribe?token=12.abc>"
	err = sender.Send(context.Background(), mail.Message{To: "nimali@example.lk", Subject: "New jobs", Text: "Jobs",
		Headers: map[string]string{"List-Unsubscribe": link, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}})
	if err != nil {
		t.Fatal(err)
	}
	srv.mu.Lock()
	data := srv.data
	srv.mu.Unlock()
	msg, err := netmail.ReadMessage(strings.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if got := msg.Header.Get("List-Unsubscribe"); got != link {
		t.Errorf("List-Unsubscribe = %q, want %q\n%s", got, link, data)
	}
	if got := msg.Header.Get("List-Unsubscribe-Post"); got != "List-Unsubscribe=One-Click" {
		t.Errorf("List-Unsubscribe-Post = %q\n%s", got, data)
	}
	err = sender.Send(context.Background(), mail.Message{To: "nimali@example.lk", Subject: "x", Text: "x",
		Headers: map[string]string{"List-Unsubscribe": "<https://x>\r\nBcc: someone@example.lk"}})
	if err == nil {
		t.Fatal("a header with a line break was sent")
	}
}

// An email with an attachment reaches the mail server as multipart/mixed:
// the text first, then the file with its name, its type and its bytes.
func TestSMTPSenderAttachments(t *testing.T) {
	srv := startSMTP(t)
	sender, err := mail.NewSMTP("smtp://"+srv.ln.Addr().String(), "JobPortal <no-reply@jobs.example.lk>")
	if err != nil {
		t.Fatal(err)
	}
	ics := []byte("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Interview – සම්මුඛ\r\nEND:VCALENDAR\r\n")
	err = sender.Send(context.Background(), mail.Message{To: "nimali@example.lk", Subject: "Interview booked", Text: "See the file.",
		Attachments: []mail.Attachment{{Name: "interview.ics", ContentType: "text/calendar; charset=utf-8; method=REQUEST", Data: ics}}})
	if err != nil {
		t.Fatal(err)
	}
	srv.mu.Lock()
	data := srv.data
	srv.mu.Unlock()
	msg, err := netmail.ReadMessage(strings.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/mixed" {
		t.Fatalf("Content-Type %q (%v)\n%s", msg.Header.Get("Content-Type"), err, data)
	}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	var texts []string
	var file []byte
	var fileType, fileName string
	for {
		p, err := parts.NextPart()
		if err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		var r io.Reader = p
		switch strings.ToLower(p.Header.Get("Content-Transfer-Encoding")) {
		case "base64":
			r = base64.NewDecoder(base64.StdEncoding, p)
		case "quoted-printable":
			r = quotedprintable.NewReader(p)
		}
		b, err := io.ReadAll(r)
		if err != nil {
			t.Fatal(err)
		}
		if p.FileName() != "" {
			file, fileType, fileName = b, p.Header.Get("Content-Type"), p.FileName()
		} else {
			texts = append(texts, string(b))
		}
	}
	if len(texts) != 1 || !strings.Contains(texts[0], "See the file.") {
		t.Errorf("text parts %q", texts)
	}
	if fileName != "interview.ics" || !strings.HasPrefix(fileType, "text/calendar") || !strings.Contains(fileType, "method=REQUEST") {
		t.Errorf("attachment %q of type %q", fileName, fileType)
	}
	if string(file) != string(ics) {
		t.Errorf("attachment bytes %q, want %q", file, ics)
	}

	err = sender.Send(context.Background(), mail.Message{To: "nimali@example.lk", Subject: "x", Text: "x",
		Attachments: []mail.Attachment{{Name: "a\r\nBcc: x@example.lk", ContentType: "text/plain", Data: []byte("x")}}})
	if err == nil {
		t.Fatal("an attachment whose name breaks the header was sent")
	}
}

// The capturing sender keeps attachments, and without SMTP the log shows a
// text attachment whole, where the email would have been read.
func TestAttachmentsCapturedAndLogged(t *testing.T) {
	m := mail.Message{To: "a@example.lk", Subject: "s", Text: "t",
		Attachments: []mail.Attachment{{Name: "interview.ics", ContentType: "text/calendar; charset=utf-8", Data: []byte("BEGIN:VCALENDAR")}}}
	var c mail.Capture
	c.Send(context.Background(), m)
	if got, _ := c.Last("a@example.lk"); len(got.Attachments) != 1 || string(got.Attachments[0].Data) != "BEGIN:VCALENDAR" {
		t.Fatalf("captured %+v", got)
	}
	var b strings.Builder
	s := &mail.LogSender{Log: slog.New(slog.NewTextHandler(&b, nil))}
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "interview.ics (text/calendar; charset=utf-8): BEGIN:VCALENDAR") {
		t.Errorf("log %q", b.String())
	}
}
