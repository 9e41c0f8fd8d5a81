#!/usr/bin/env bash
# Start-up time of the app, as a median of repeated launches under an X display (Xvfb).
#   packaging/measure-start.sh N COMMAND...      e.g.
#   DISPLAY=:84 packaging/measure-start.sh 7 /opt/boundary-lab/bin/boundary-lab
#   DISPLAY=:84 packaging/measure-start.sh 7 java -jar app/target/boundary-lab.jar
# For each launch: a fresh, empty config folder and home (a first start), the time from just
# before the process is started to the app's first frame (the app prints the frame's instant with
# -Dboundarylab.timing=true, passed in JAVA_TOOL_OPTIONS so the installed launcher gets it too),
# the app's own figure, JVM start to first frame, and the cpu time the process had used by the
# first frame (to within the 50 ms this script polls at). Then the app is closed.
# COLD=1: before each launch, every file under COLD_DIRS (default: the folders of the command and
# of java) is dropped from the page cache (posix_fadvise DONTNEED: no root needed, nothing else on
# the machine loses its cache), as after a reboot. Otherwise launches are warm: the first is run
# and discarded, so the files are in the cache.
set -euo pipefail
n="$1"; shift
[ -n "${DISPLAY:-}" ] || { echo "measure-start: set DISPLAY (e.g. Xvfb :84 & DISPLAY=:84)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

evict() {
    python3 - "$@" <<'PY'
import os, sys
def files(top):
    if os.path.isfile(top):
        yield top
    for dirpath, _, names in os.walk(top):
        for name in names:
            yield os.path.join(dirpath, name)
for top in sys.argv[1:]:
    for p in files(top):
            try:
                fd = os.open(p, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)
PY
}
cmd_path="$(command -v "$1")"
cold_dirs="${COLD_DIRS:-$(dirname "$(dirname "$(readlink -f "$cmd_path")")") $(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"

launch() {
    rm -rf "$work/home" && mkdir -p "$work/home"
    [ "${COLD:-0}" = 1 ] && evict $cold_dirs
    local t0 t_frame jvm
    t0="$(date +%s%3N)"
    HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" JAVA_TOOL_OPTIONS="-Dboundarylab.timing=true ${EXTRA_JAVA_OPTIONS:-}" \
        "$@" >"$work/log" 2>&1 &
    local pid=$!
    local cpu=""
    for _ in $(seq 1 600); do
        if grep -q "first frame" "$work/log"; then
            # The process's own cpu time (user + system) so far, from /proc: less at the mercy of
            # other builds on the machine than the wall clock.
            cpu="$(awk -v hz="$(getconf CLK_TCK)" '{print int(($14 + $15) * 1000 / hz)}' "/proc/$pid/stat" 2>/dev/null || echo 0)"
            break
        fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    line="$(grep "first frame" "$work/log" || true)"
    [ -n "$line" ] || { cat "$work/log" >&2; echo "measure-start: no first frame" >&2; exit 1; }
    t_frame="$(echo "$line" | sed -E 's/.*at ([0-9]+) ms since the epoch.*/\1/')"
    jvm="$(echo "$line" | sed -E 's/.*first frame ([0-9]+) ms.*/\1/')"
    echo "$((t_frame - t0)) $jvm $cpu"
}

[ "${COLD:-0}" = 1 ] || launch "$@" >/dev/null
: >"$work/times"
for i in $(seq 1 "$n"); do
    launch "$@" | tee -a "$work/times" | sed "s/^/launch $i: process start to first frame, JVM start to first frame, cpu time by then (ms): /"
done
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }
echo "median of $n ($( [ "${COLD:-0}" = 1 ] && echo cold || echo warm )): process start to first frame $(cut -d' ' -f1 "$work/times" | median) ms, JVM start to first frame $(cut -d' ' -f2 "$work/times" | median) ms, cpu time $(cut -d' ' -f3 "$work/times" | median) ms; load average $(cut -d' ' -f1-3 /proc/loadavg)"
