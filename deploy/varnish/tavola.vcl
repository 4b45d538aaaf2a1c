vcl 4.1;

# Tavola's cache tier: what Varnish caches, what it passes to the app, and purging by surrogate key.
#
# This file holds the logic only. The file that includes it (default.vcl, or your own) declares, in
# this order:
#   - the backends (one `npm start` process, or several behind a director);
#   - `acl tavola_purgers`: the addresses allowed to purge (the app's own hosts);
#   - `sub tavola_backend`, which sets req.backend_hint for every request;
# and then `include "tavola.vcl";`. A file that forgets one of them does not compile, rather than
# running without a backend or without a purge ACL. See README.md beside this file.

import xkey;

sub vcl_recv {
    call tavola_backend;

    # The app purges by surrogate key: `PURGE /` with the keys, space-separated, in xkey-purge.
    # Only the app's hosts may; client.ip is the connection's own address, never X-Forwarded-For,
    # which a visitor can write.
    if (req.method == "PURGE") {
        if (client.ip !~ tavola_purgers) {
            return (synth(403, "Purging is not allowed from this address"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "A PURGE names its surrogate keys in an xkey-purge header"));
        }
        set req.http.x-tavola-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }

    # A path with repeated slashes (or a backslash) is one page: spec 1 §2 answers it with a 301 to
    # the page, query kept. Next.js answers such a path itself, with a 308, before its proxy runs,
    # and nothing in Next changes that status, so the tier answers it. '//evil.example' stays on
    # this site as '/evil.example'. Only reads: a redirected write would lose its body.
    if ((req.method == "GET" || req.method == "HEAD") && req.url ~ "^[^?]*(//|\\)") {
        set req.http.x-tavola-location = regsuball(regsub(req.url, "\?.*$", ""), "[/\\]+", "/");
        if (req.http.x-tavola-location != "/") {
            set req.http.x-tavola-location = regsub(req.http.x-tavola-location, "/$", "");
        }
        if (req.url ~ "\?") {
            set req.http.x-tavola-location = req.http.x-tavola-location + regsub(req.url, "^[^?]*", "");
        }
        return (synth(301, "Moved Permanently"));
    }

    # Only reads are cached: bookings, forms and every other write go straight to the app.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The API answers each diner (availability, tokens, their booking), and /cdg/* is the location
    # finder's geocoding: never shared. (Varnish itself turns a request in absolute form,
    # GET http://host/api/..., into its path and Host.)
    if (req.url ~ "^/(api|cdg)(/|\?|$)") {
        return (pass);
    }
    # Draft mode (live preview) shows unpublished content to editors: never cached, never served
    # from the cache. Next.js marks it with these two cookies.
    if (req.http.Cookie ~ "(^|;)\s*(__prerender_bypass|__next_preview_data)=") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # A page is the same for every visitor (what depends on the visitor or the moment is done in the
    # browser), so the visitor's cookies (consent, analytics) do not split the cache.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # The app failing while a stale page is fetched again in the background: keep serving the stale
    # copy for the rest of its grace rather than caching the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # The app says what may be cached, in Cache-Control: pages send `public, s-maxage=60,
    # stale-while-revalidate=300`, which Varnish reads as a TTL of 60 s and a grace of 300 s (it is
    # served stale for up to 5 minutes while it is fetched again). Anything that does not say so,
    # or is private, or sets a cookie, is fetched from the app for every request; the decision is
    # remembered for two minutes (hit-for-miss: a later cacheable answer is cached at once).
    if (beresp.ttl <= 0s ||
        !beresp.http.Cache-Control ||
        beresp.http.Cache-Control ~ "(?i)(^|[,\s])(private|no-store|no-cache)([,\s=]|$)" ||
        beresp.http.Set-Cookie ||
        beresp.http.Vary == "*") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Varnish asks the app for gzip whatever the visitor accepts, keeps it compressed, and gunzips it
    # for visitors that do not accept gzip (http_gzip_support, on by default). The xkey header
    # stays on the stored object: the xkey vmod indexes it for purging.
    return (deliver);
}

sub vcl_deliver {
    # For operators and tests: whether this answer came from the cache, and how often it has.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    set resp.http.X-Cache-Hits = obj.hits;
    # Surrogate keys are for the cache tier only.
    unset resp.http.xkey;
}

sub vcl_synth {
    if (resp.status == 301 && req.http.x-tavola-location) {
        set resp.http.Location = req.http.x-tavola-location;
        set resp.http.Content-Type = "text/plain";
        set resp.body = req.http.x-tavola-location;
        return (deliver);
    }
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.Content-Type = "application/json";
        set resp.http.X-Purged = req.http.x-tavola-purged;
        set resp.body = {"{"purged":"} + req.http.x-tavola-purged + "}";
        return (deliver);
    }
}
