#!/usr/bin/env bash
# Does live play suffer beside a busy analysis worker? (docs/ANALYSIS.md, "Live play beside a
# worker".) One server on a fresh SQLite file answers `havenbaron load` runs, interleaved: one
# run with no analysis going on, one while a separate `havenbaron analyse-worker --db` process
# on the same file works through queued analyses (the order swapped every other round, so a
# drift of the machine's load favours neither). Prints each run's p99 and the medians.
#
#   scripts/analysis-load.sh                   # after: cargo build --release -p havenbaron
#   ROUNDS=5 TABLES=500 RUN_SECONDS=30 scripts/analysis-load.sh
#   DB=postgres://postgres@127.0.0.1:5432/empty_db scripts/analysis-load.sh   # PostgreSQL
#
# BUSY says what is busy in the runs "with": `worker` (default) a separate analyse-worker
# process; `server` the server's own analysis thread (the server is restarted before every run,
# with `--analysis-threads 1` or 0); `search` the same search with no database (`havenbaron
# analyse` of a recorded game at nice 10, as the worker's search thread runs), which tells the
# worker's CPU use apart from its writes to the database.
#
# The analyses are queued first by a server with no bot delay (the games end quickly): the tool
# plays QUEUE tables to their end and asks for each one's analysis. Then the measured server
# runs with its default bot delay (how a real table runs) and no analysis threads of its own,
# so only the worker analyses. A worker is stopped after each run (SIGINT, then SIGKILL); the
# next one takes another queued job.
set -euo pipefail

BIN=${HAVENBARON:-target/release/havenbaron}
ROUNDS=${ROUNDS:-3}
TABLES=${TABLES:-200}
RUN_SECONDS=${RUN_SECONDS:-20}
QUEUE=${QUEUE:-12}
BUSY=${BUSY:-worker}
# WORKER_PREFIX: a command the worker runs under, e.g. "chrt --idle 0" (Linux SCHED_IDLE: it
# runs only when nothing else on the machine wants the CPU).
WORKER_PREFIX=${WORKER_PREFIX:-}
PORT=${PORT:-18431}
URL="http://127.0.0.1:$PORT"
DIR=$(mktemp -d)
DB=${DB:-$DIR/load.db}
SERVER=""
WORKER=""

stop() { # stop PID: SIGINT, then SIGKILL after 5 s
    local pid=$1
    [ -n "$pid" ] || return 0
    kill -INT "$pid" 2>/dev/null || return 0
    for _ in $(seq 50); do
        kill -0 "$pid" 2>/dev/null || { wait "$pid" 2>/dev/null || true; return 0; }
        sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}
cleanup() {
    stop "$WORKER"
    stop "$SERVER"
    rm -rf "$DIR"
}
trap cleanup EXIT

serve() { # serve THREADS [FLAGS…]: a server on $DB with THREADS analysis threads, once it answers
    local threads=$1
    shift
    "$BIN" serve --db "$DB" --addr "127.0.0.1:$PORT" --analysis-threads "$threads" \
        --create-burst 100000 --max-connections-per-address 100000 "$@" \
        >"$DIR/serve.log" 2>&1 &
    SERVER=$!
    for _ in $(seq 100); do
        curl -sf "$URL/metrics" >/dev/null && return 0
        sleep 0.1
    done
    echo "the server did not start:" >&2
    cat "$DIR/serve.log" >&2
    exit 1
}

cpu_seconds() { # cpu_seconds PID: user + system time of a process so far
    awk -v t="$(getconf CLK_TCK)" '{print ($14 + $15) / t}' "/proc/$1/stat"
}

"$BIN" play --bots-only --ruleset masters --players 4 --seed 1 --record "$DIR/game.json" >/dev/null
echo "queueing $QUEUE analyses…" >&2
serve 0 --bot-delay-ms 0
"$BIN" load --url "$URL" --queue-analyses "$QUEUE" >&2
stop "$SERVER"
serve 0

run() { # run with|without: one measured load run; prints "p99 worker-cores"
    local mode=$1 before after p99
    if [ "$BUSY" = server ]; then
        stop "$SERVER"
        if [ "$mode" = with ]; then serve 1; else serve 0; fi
        WORKER=$SERVER
        sleep 2
        before=$(cpu_seconds "$WORKER")
    elif [ "$mode" = with ] && [ "$BUSY" = search ]; then
        nice -n 10 "$BIN" analyse "$DIR/game.json" --budget 100000 >/dev/null 2>&1 &
        WORKER=$!
        sleep 2
        before=$(cpu_seconds "$WORKER")
    elif [ "$mode" = with ]; then
        # shellcheck disable=SC2086 # the prefix is words
        $WORKER_PREFIX "$BIN" analyse-worker --db "$DB" --threads 1 --log warn 2>>"$DIR/worker.log" &
        WORKER=$!
        sleep 2 # the worker claims a job and starts its search
        before=$(cpu_seconds "$WORKER")
    fi
    p99=$("$BIN" load --url "$URL" --tables "$TABLES" --seconds "$RUN_SECONDS" --json | sed -n 's/.*"p99_ms": *\([0-9.e+-]*\).*/\1/p')
    if [ "$BUSY" = server ]; then
        # The server's own CPU, live play included: the worker column is the server's.
        after=$(cpu_seconds "$WORKER")
        WORKER=""
        echo "$p99 $(awk -v a="$after" -v b="$before" -v s="$RUN_SECONDS" 'BEGIN { print (a - b) / s }')"
    elif [ "$mode" = with ]; then
        after=$(cpu_seconds "$WORKER")
        stop "$WORKER"
        WORKER=""
        echo "$p99 $(awk -v a="$after" -v b="$before" -v s="$RUN_SECONDS" 'BEGIN { print (a - b) / s }')"
    else
        echo "$p99 -"
    fi
}

processor=$(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $processor, $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$TABLES tables, $RUN_SECONDS s a run, $ROUNDS rounds, server bot delay 300 ms, busy: $BUSY ${WORKER_PREFIX:+(under $WORKER_PREFIX)}"
echo
echo "| round | run | p99 without (ms) | p99 with (ms) | busy process's CPU (cores) |"
echo "|------:|-----|------------------------:|---------------------:|-------------------:|"
without=()
with=()
for round in $(seq "$ROUNDS"); do
    if [ $((round % 2)) -eq 1 ]; then order="without with"; else order="with without"; fi
    for mode in $order; do
        run "$mode" >"$DIR/run.out"
        read -r p99 cores <"$DIR/run.out"
        if [ "$mode" = with ]; then
            with+=("$p99")
            printf "| %d | with | | %.1f | %.2f |\n" "$round" "$p99" "$cores"
        else
            without+=("$p99")
            if [ "$cores" = - ]; then cores=""; else cores=$(printf "%.2f" "$cores"); fi
            printf "| %d | without | %.1f | | %s |\n" "$round" "$p99" "$cores"
        fi
    done
done

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
m0=$(median "${without[@]}")
m1=$(median "${with[@]}")
echo
printf "median p99: without %.1f ms, with %.1f ms: %+.1f%% (target: at most 10%%)\n" \
    "$m0" "$m1" "$(awk -v a="$m0" -v b="$m1" 'BEGIN { print 100 * (b - a) / a }')"
