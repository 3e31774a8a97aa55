# Refusals of a server open to the internet (issue 31): lists read too often, a full server,
# pages of other sites, bad list requests, the operator's metrics.
error-too-many-lists = Too many requests for the lists from your address; try again in { $seconds } s.
error-server-full = The server is full; try again in a moment.
error-foreign-origin = Connections from pages of { $origin } are not accepted here.
error-bad-list-page = This list cannot be read that way: { $detail }
error-metrics-token = The metrics need the operator's token.
web-lobby_more = More
