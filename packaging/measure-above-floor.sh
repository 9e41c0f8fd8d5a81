#!/usr/bin/env bash
# The app's own start, measured against the floor in one run: an empty JavaFX window
# (packaging/floor/EmptyWindow.java) and the app are launched alternately, N pairs, each with a
# fresh config folder and home (a first start), under an X display (Xvfb). For each launch, the
# time from just before the process starts to its first frame, and to the moment the learner can
# act (the start page's rows, or the investigation asked for, shown and taking input). Prints
# each pair and the medians of the two differences, app minus floor, with the machine's load.
#   DISPLAY=:84 packaging/measure-above-floor.sh 7                          # java -jar app/target/boundary-lab.jar
#   DISPLAY=:84 packaging/measure-above-floor.sh 7 /opt/boundary-lab/bin/boundary-lab
#   DISPLAY=:84 packaging/measure-above-floor.sh 7 java -jar OLD.jar         # an earlier release's jar
# FLOOR_JAR: the jar whose JavaFX the floor runs on (default app/target/boundary-lab.jar; the
# installed app's floor runs on its own runtime: FLOOR_JAVA=/opt/boundary-lab/lib/runtime/bin/java
# FLOOR_JAR=/opt/boundary-lab/lib/app/boundary-lab.jar), and FLOOR_JAVA_OPTIONS gives the floor a class
# data archive of its own, as the installed app has (docs/performance.md shows how to make one).
# SAVED_WORK: a save folder copied in before each launch, to time a returning learner's start (its
# settings and progress read before the first frame) instead of a first one.
# Needs app/target/boundary-lab.jar (mvn -B -ntp package -pl app -am -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-5}"
shift || true
[ "$n" -ge 1 ] 2>/dev/null || { echo "measure-above-floor: N must be a whole number of pairs, at least 1" >&2; exit 2; }
[ -n "${DISPLAY:-}" ] || { echo "measure-above-floor: set DISPLAY (e.g. Xvfb :84 & DISPLAY=:84)" >&2; exit 2; }
jar=app/target/boundary-lab.jar
floor_jar="${FLOOR_JAR:-$jar}"
floor_java="${FLOOR_JAVA:-java}"
if [ $# -eq 0 ]; then
    [ -f "$jar" ] || { echo "measure-above-floor: build $jar first (mvn -B -ntp package -pl app -am -DskipTests)" >&2; exit 2; }
    set -- java -jar "$jar"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/floor"
javac -d "$work/floor" -cp "$floor_jar" packaging/floor/EmptyWindow.java

# One launch: prints "first ready" in ms from just before the process started.
launch() {
    rm -rf "$work/home" && mkdir -p "$work/home"
    if [ -n "${SAVED_WORK:-}" ]; then
        mkdir -p "$work/home/config/boundary-lab" && cp -R "$SAVED_WORK"/. "$work/home/config/boundary-lab/"
    fi
    local t0
    t0="$(date +%s%3N)"
    HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" JAVA_TOOL_OPTIONS="-Dboundarylab.timing=true ${EXTRA_JAVA_OPTIONS:-}" \
        "$@" >"$work/log" 2>&1 &
    local pid=$!
    # Up to 60 s for the ready line; a jar that does not print one (earlier than this script) is
    # given 3 s after its first frame.
    local after_first=0 seen=""
    for _ in $(seq 1 1200); do
        grep -q "boundary-lab: ready" "$work/log" && break
        if grep -q "boundary-lab: first frame" "$work/log"; then
            [ -n "$seen" ] || seen="$(date +%s%3N)"
            after_first=$((after_first + 1))
            [ "$after_first" -ge 60 ] && break
        fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    local first ready
    first="$(sed -nE 's/.*boundary-lab: first frame .*at ([0-9]+) ms since the epoch.*/\1/p' "$work/log" | head -1)"
    # A jar earlier than the epoch instant in its line: when this script saw the line (to 50 ms).
    [ -n "$first" ] || first="$seen"
    ready="$(sed -nE 's/.*boundary-lab: ready .*at ([0-9]+) ms since the epoch.*/\1/p' "$work/log" | head -1)"
    if [ -z "$first" ]; then
        cat "$work/log" >&2
        echo "measure-above-floor: no first frame from: $*" >&2
        exit 1
    fi
    if [ -z "$ready" ]; then
        echo "$((first - t0)) -"
    else
        echo "$((first - t0)) $((ready - t0))"
    fi
}

# A figure in ms, or "not reported".
ms() { if [ "$1" = - ]; then echo "not reported"; else echo "$1 ms"; fi; }

# Word-split on purpose: FLOOR_JAVA_OPTIONS holds JVM options, none with spaces.
# shellcheck disable=SC2206
floor_opts=(${FLOOR_JAVA_OPTIONS:-})
floor_cmd=("$floor_java" "${floor_opts[@]}" -cp "$floor_jar:$work/floor" 'floor.EmptyWindow$Main')
# One pair first, not counted: both find their files in the page cache.
launch "${floor_cmd[@]}" >/dev/null
launch "$@" >/dev/null
: >"$work/pairs"
for i in $(seq 1 "$n"); do
    # Alternate which goes first, so neither always follows the other.
    if [ $((i % 2)) -eq 1 ]; then
        f="$(launch "${floor_cmd[@]}")"; a="$(launch "$@")"
    else
        a="$(launch "$@")"; f="$(launch "${floor_cmd[@]}")"
    fi
    read -r ff fr <<<"$f"
    read -r af ar <<<"$a"
    if [ "$ar" = - ]; then
        act_above=-
    else
        act_above=$((ar - fr))
    fi
    echo "$((af - ff)) $act_above $ff $af" >>"$work/pairs"
    echo "pair $i: floor first frame $ff ms; app first frame $af ms, can act $(ms "$ar"); above the floor: $((af - ff)) ms, $(ms "$act_above")"
done
# The median of the numbers given ("-", not reported, is left out; none at all prints "not reported").
median() { grep -v '^-$' | sort -n | awk '{a[NR]=$1} END {if (NR == 0) print "not reported"; else print ((NR%2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)) " ms"}'; }
echo "median of $n pairs: the app's own start (first frame above the floor's) $(cut -d' ' -f1 "$work/pairs" | median) (goal 350 ms);" \
     "can act above the floor $(cut -d' ' -f2 "$work/pairs" | median) (goal 800 ms);" \
     "floor $(cut -d' ' -f3 "$work/pairs" | median), app $(cut -d' ' -f4 "$work/pairs" | median);" \
     "load average $(cut -d' ' -f1-3 /proc/loadavg); $*"
