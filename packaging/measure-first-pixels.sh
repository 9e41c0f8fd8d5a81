#!/usr/bin/env bash
# When the learner first sees the window's content, measured against the floor in one run: the
# empty window (packaging/floor/EmptyWindow.java) and the app are launched alternately, N pairs,
# each with a fresh config folder and home, and the screen is captured (xwd) as fast as it can be
# from the launch on. A launch's first pixels are the first capture with anything drawn in it (not
# one flat colour). A frame drawn is not yet a frame seen: under X the window must be mapped and
# painted again, on the FX thread, which work begun at the first frame holds back. The figures are
# as coarse as a capture (50 to 100 ms on a 1280x720 screen).
#   DISPLAY=:85 packaging/measure-first-pixels.sh 5                          # java -jar app/target/boundary-lab.jar
#   DISPLAY=:85 packaging/measure-first-pixels.sh 5 java -jar OLD.jar         # an earlier release's jar
# Needs xwd (x11-apps) and ImageMagick's convert, and app/target/boundary-lab.jar for the floor.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-5}"
shift || true
[ "$n" -ge 1 ] 2>/dev/null || { echo "measure-first-pixels: N must be a whole number of pairs, at least 1" >&2; exit 2; }
[ -n "${DISPLAY:-}" ] || { echo "measure-first-pixels: set DISPLAY (e.g. Xvfb :85 -screen 0 1280x720x24 & DISPLAY=:85)" >&2; exit 2; }
for tool in xwd convert; do
    command -v "$tool" >/dev/null 2>&1 || { echo "measure-first-pixels: $tool not found (apt-get install x11-apps imagemagick)" >&2; exit 2; }
done
jar=app/target/boundary-lab.jar
[ -f "$jar" ] || { echo "measure-first-pixels: build $jar first (mvn -B -ntp package -pl app -am -DskipTests)" >&2; exit 2; }
[ $# -gt 0 ] || set -- java -jar "$jar"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/floor"
javac -d "$work/floor" -cp "$jar" packaging/floor/EmptyWindow.java

# One launch: prints the ms from just before the process started to its first capture with pixels.
launch() {
    rm -rf "$work/home" "$work/shots" && mkdir -p "$work/home" "$work/shots"
    local t0 pid
    t0="$(date +%s%3N)"
    HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" JAVA_TOOL_OPTIONS="-Dboundarylab.timing=true" \
        "$@" >"$work/log" 2>&1 &
    pid=$!
    # Captures until 1.5 s after the ready line (or 60 s); looked at after the process has ended.
    local until=$((t0 + 60000)) now
    while now="$(date +%s%3N)"; [ "$now" -lt "$until" ]; do
        xwd -root -silent >"$work/shots/$((now - t0)).xwd" 2>/dev/null || true
        if [ "$until" -gt $((now + 1500)) ] && grep -q "boundary-lab: ready" "$work/log"; then
            until=$((now + 1500))
        fi
        kill -0 "$pid" 2>/dev/null || break
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    local shot
    for shot in $(ls "$work/shots" | sort -n); do
        if [ "$(convert "xwd:$work/shots/$shot" -format '%[fx:standard_deviation>0]' info: 2>/dev/null)" = 1 ]; then
            echo "${shot%.xwd}"
            return
        fi
    done
    cat "$work/log" >&2
    echo "measure-first-pixels: nothing drawn within the captures of: $*" >&2
    exit 1
}

floor_cmd=(java -cp "$jar:$work/floor" 'floor.EmptyWindow$Main')
: >"$work/pairs"
for i in $(seq 1 "$n"); do
    if [ $((i % 2)) -eq 1 ]; then
        f="$(launch "${floor_cmd[@]}")"; a="$(launch "$@")"
    else
        a="$(launch "$@")"; f="$(launch "${floor_cmd[@]}")"
    fi
    echo "$((a - f)) $f $a" >>"$work/pairs"
    echo "pair $i: floor's first pixels $f ms, app's $a ms; above the floor: $((a - f)) ms"
done
median() { sort -n | awk '{a[NR]=$1} END {print ((NR%2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)) " ms"}'; }
echo "median of $n pairs: the app's first pixels above the floor's $(cut -d' ' -f1 "$work/pairs" | median);" \
     "floor $(cut -d' ' -f2 "$work/pairs" | median), app $(cut -d' ' -f3 "$work/pairs" | median);" \
     "load average $(cut -d' ' -f1-3 /proc/loadavg); $*"
