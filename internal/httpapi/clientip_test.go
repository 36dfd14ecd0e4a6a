package httpapi

import (
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestClientAddress(t *testing.T) {
	proxies := []netip.Prefix{
		netip.MustParsePrefix("10.0.0.0/8"),
		netip.MustParsePrefix("192.0.2.10/32"),
		netip.MustParsePrefix("fd00::/8"),
	}
	for _, tc := range []struct {
		name    string
		remote  string
		xff     []string // X-Forwarded-For lines, in order
		trusted []netip.Prefix
		want    string
	}{
		{"no proxies trusted: the socket, whatever the header says", "203.0.113.5:4000", []string{"198.51.100.1"}, nil, "203.0.113.5"},
		{"an untrusted peer's header is not read", "203.0.113.5:4000", []string{"198.51.100.1"}, proxies, "203.0.113.5"},
		{"a trusted peer with no header is the client", "10.0.0.2:4000", nil, proxies, "10.0.0.2"},
		{"one trusted proxy", "10.0.0.2:4000", []string{"198.51.100.1"}, proxies, "198.51.100.1"},
		{"a client cannot choose its address by sending the header itself",
			"10.0.0.2:4000", []string{"1.1.1.1, 198.51.100.1"}, proxies, "198.51.100.1"},
		{"trusted hops are skipped from the right",
			"10.0.0.2:4000", []string{"1.1.1.1, 198.51.100.1, 192.0.2.10, 10.9.9.9"}, proxies, "198.51.100.1"},
		{"several header lines read as one list",
			"10.0.0.2:4000", []string{"1.1.1.1, 198.51.100.1", "10.9.9.9"}, proxies, "198.51.100.1"},
		{"every hop trusted: the leftmost of them",
			"10.0.0.2:4000", []string{"10.1.1.1, 192.0.2.10"}, proxies, "10.1.1.1"},
		{"a malformed hop stops the walk at the nearest trusted one",
			"10.0.0.2:4000", []string{"198.51.100.1, unknown, 10.3.3.3"}, proxies, "10.3.3.3"},
		{"a malformed hop right after the socket leaves the socket",
			"10.0.0.2:4000", []string{"198.51.100.1, <script>"}, proxies, "10.0.0.2"},
		{"entries left of the client are never parsed",
			"10.0.0.2:4000", []string{"garbage, 198.51.100.1"}, proxies, "198.51.100.1"},
		{"empty items are passed over", "10.0.0.2:4000", []string{"198.51.100.1,, ,"}, proxies, "198.51.100.1"},
		{"an empty header leaves the socket", "10.0.0.2:4000", []string{""}, proxies, "10.0.0.2"},
		{"ports and brackets are dropped",
			"10.0.0.2:4000", []string{"[2001:db8::7]:443, 198.51.100.1:8080"}, proxies, "198.51.100.1"},
		{"IPv6 hop", "10.0.0.2:4000", []string{"2001:db8::7"}, proxies, "2001:db8::7"},
		{"IPv6 socket of a trusted proxy", "[fd00::1]:4000", []string{"2001:db8::7"}, proxies, "2001:db8::7"},
		{"IPv4 in IPv6 form matches an IPv4 prefix",
			"[::ffff:10.0.0.2]:4000", []string{"::ffff:198.51.100.1"}, proxies, "198.51.100.1"},
		{"a zone is not part of the client", "10.0.0.2:4000", []string{"fe80::1%eth0"}, proxies, "fe80::1"},
		{"a trusted address next to a prefix is not trusted",
			"192.0.2.11:4000", []string{"198.51.100.1"}, proxies, "192.0.2.11"},
		{"a socket address that is not an IP stays as it is", "pipe", []string{"198.51.100.1"}, proxies, "pipe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tc.remote
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := clientAddress(r, tc.trusted); got != tc.want {
				t.Fatalf("clientAddress = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestClientIPOutsideObserve(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "[2001:db8::9]:5000"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	if got := clientIP(r); got != "2001:db8::9" {
		t.Fatalf("clientIP = %q", got)
	}
}
