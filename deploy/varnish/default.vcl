vcl 4.1;

# Varnish in front of one Tavola process (`npm start`) on this machine. For several processes,
# declare each as a backend behind a director (README.md beside this file).
#
# varnishd -F -f "$PWD/deploy/varnish/default.vcl" -a :6081 -s malloc,256m

backend tavola_app {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    # A page rendered for the first time may wait for the CMS (CONTENTFUL_TIMEOUT_MS).
    .first_byte_timeout = 30s;
}

# Who may purge: the app's own hosts. Here the app runs beside Varnish.
acl tavola_purgers {
    "localhost";
}

sub tavola_backend {
    set req.backend_hint = tavola_app;
}

include "./tavola.vcl";
