package main

import (
	"bufio"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
)

// capture is an SMTP server on loopback that keeps every message it is
// given, so that the emails the servers sent can be counted against the
// writes that queued them. It answers at once and refuses nothing.
type capture struct {
	ln   net.Listener
	mu   sync.Mutex
	msgs []captured
}

// captured is one message: its envelope recipients and its text decoded
// (subject and body), in which a test looks for what it expects.
type captured struct {
	to   []string
	text string
}

func startCapture() (*capture, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	c := &capture{ln: ln}
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go c.serve(conn)
		}
	}()
	return c, nil
}

func (c *capture) addr() string { return c.ln.Addr().String() }

func (c *capture) close() { c.ln.Close() }

// messages returns what was received so far.
func (c *capture) messages() []captured {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]captured(nil), c.msgs...)
}

func (c *capture) serve(conn net.Conn) {
	defer conn.Close()
	r := bufio.NewReader(conn)
	say := func(lines ...string) { io.WriteString(conn, strings.Join(lines, "\r\n")+"\r\n") }
	say("220 localhost ESMTP capture")
	var to []string
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			say("250-localhost", "250-8BITMIME", "250 SMTPUTF8")
		case strings.HasPrefix(cmd, "MAIL FROM:"), cmd == "RSET":
			to = nil
			say("250 OK")
		case strings.HasPrefix(cmd, "RCPT TO:"):
			addr := strings.TrimSpace(strings.TrimSpace(line)[len("RCPT TO:"):])
			if i := strings.IndexByte(addr, ' '); i > 0 {
				addr = addr[:i] // parameters such as NOTIFY=
			}
			to = append(to, strings.ToLower(strings.Trim(addr, "<>")))
			say("250 OK")
		case cmd == "DATA":
			say("354 go ahead")
			var b strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" || l == ".\n" {
					break
				}
				b.WriteString(strings.TrimPrefix(l, ".")) // dot-stuffing
			}
			c.mu.Lock()
			c.msgs = append(c.msgs, captured{to: to, text: decodeMessage(b.String())})
			c.mu.Unlock()
			to = nil
			say("250 OK: kept")
		case cmd == "QUIT":
			say("221 bye")
			return
		default: // NOOP and the like
			say("250 OK")
		}
	}
}

// decodeMessage returns a message's subject and the text of its body,
// undoing the transfer encodings, so that a name or a link in it can be
// searched for as it was written.
func decodeMessage(raw string) string {
	m, err := netmail.ReadMessage(strings.NewReader(raw))
	if err != nil {
		return raw
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
	if err != nil {
		subject = m.Header.Get("Subject")
	}
	return subject + "\n" + decodePart(m.Header.Get("Content-Type"), m.Header.Get("Content-Transfer-Encoding"), m.Body)
}

func decodePart(contentType, encoding string, body io.Reader) string {
	mt, params, _ := mime.ParseMediaType(contentType)
	if strings.HasPrefix(mt, "multipart/") && params["boundary"] != "" {
		var b strings.Builder
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextRawPart()
			if err != nil {
				break
			}
			b.WriteString(decodePart(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p))
			b.WriteString("\n")
		}
		return b.String()
	}
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body) // it skips line breaks
	}
	out, _ := io.ReadAll(body)
	return string(out)
}
