#!/usr/bin/env bash
# Checks the .deb as a learner's machine would see it: install it with dpkg -i, run the command
# line, open the window under Xvfb and find it, check the app wrote nothing outside its config
# folder, uninstall it and check nothing is left. Skips (exit 0, saying why) where the tools are
# missing. Builds the package first if app/target/package has none (needs app/target/boundary-lab.jar).
# Usage: packaging/check-deb.sh   (as root, or with sudo: dpkg -i needs it)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
out="$root/app/target/package"

skip() { echo "check-deb: skipped: $1"; exit 0; }
for tool in jlink jpackage dpkg-deb fakeroot dpkg Xvfb xdotool; do
    command -v "$tool" >/dev/null 2>&1 || skip "$tool not found"
done
[ "$(id -u)" = 0 ] || skip "not root (dpkg -i needs root)"
if dpkg -s boundary-lab >/dev/null 2>&1; then
    skip "boundary-lab is already installed on this machine; not touching it"
fi

# The .deb depends on xdg-utils (its menu entry is installed with xdg-desktop-menu); desktops have it.
if ! dpkg -s xdg-utils >/dev/null 2>&1; then
    apt-get install -y -qq --no-install-recommends xdg-utils >/dev/null 2>&1 \
        || skip "xdg-utils (a dependency of the .deb) is missing and apt-get cannot install it"
fi

# xdg-desktop-menu needs the menu folders a desktop has; a bare CI machine may lack them.
for dir in /etc/xdg/menus /usr/share/applications /usr/share/desktop-directories; do
    [ -d "$dir" ] || { mkdir -p "$dir"; echo "check-deb: made $dir (a desktop has it)"; }
done

deb="$(ls "$out"/boundary-lab_*.deb 2>/dev/null | head -1 || true)"
if [ -z "$deb" ]; then
    "$here/build.sh"
    deb="$(ls "$out"/boundary-lab_*.deb | head -1)"
fi

work="$(mktemp -d)"
app_pid="" xvfb_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    dpkg -s boundary-lab >/dev/null 2>&1 && dpkg --purge boundary-lab >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "check-deb: FAILED: $1" >&2; exit 1; }

echo "check-deb: installing $(basename "$deb")"
dpkg -i "$deb" >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log" >&2; fail "dpkg -i"; }
[ -x /opt/boundary-lab/bin/boundary-lab ] || fail "no launcher at /opt/boundary-lab/bin/boundary-lab"
ls /usr/share/applications/*boundary-lab*.desktop >/dev/null 2>&1 || fail "no menu entry in /usr/share/applications"
[ -f /opt/boundary-lab/lib/app/boundary-lab.jsa ] || fail "no class data archive (postinst did not make it)"

home="$work/home"
mkdir -p "$home"
export HOME="$home" XDG_CONFIG_HOME="$home/config"
# -Xshare:on makes the JVM refuse to start when the archive does not fit the installed jar.
JAVA_TOOL_OPTIONS="-Xshare:on" boundary-lab episode list >"$work/cli.log" 2>&1 \
    || { cat "$work/cli.log" >&2; fail "boundary-lab episode list (with the class data archive required)"; }
grep -q . "$work/cli.log" || fail "boundary-lab episode list printed nothing"

display=""
for n in $(seq 90 140); do
    [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || { display=":$n"; break; }
done
[ -n "$display" ] || fail "no free X display number"
Xvfb "$display" -screen 0 1440x900x24 >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
sleep 1
export DISPLAY="$display"
JAVA_TOOL_OPTIONS="-Dboundarylab.timing=true" /opt/boundary-lab/bin/boundary-lab >"$work/app.log" 2>&1 &
app_pid=$!
window=""
for _ in $(seq 1 120); do
    window="$(xdotool search --name '^Boundary Lab' 2>/dev/null | head -1 || true)"
    [ -n "$window" ] && grep -q "first frame" "$work/app.log" && break
    kill -0 "$app_pid" 2>/dev/null || { cat "$work/app.log" >&2; fail "the app exited before opening its window"; }
    sleep 0.5
done
[ -n "$window" ] || { cat "$work/app.log" >&2; fail "no window named Boundary Lab within 60 s"; }
echo "check-deb: window $window: $(xdotool getwindowname "$window"); $(grep -o 'first frame [0-9]* ms' "$work/app.log" || echo 'no first frame line')"
sleep 2
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""

# Everything the app wrote in the home folder must be in its config folder. GTK itself may keep a
# settings cache (~/.cache/dconf) on a machine with no desktop session: reported, not failed.
outside="$(cd "$home" && find . -type f ! -path './config/boundary-lab/*' | sort)"
if [ -n "$outside" ]; then
    others="$(echo "$outside" | grep -v '^\./\.cache/dconf/' || true)"
    [ -z "$others" ] || fail "files written outside the config folder: $others"
    echo "check-deb: note: GTK wrote $(echo "$outside" | tr '\n' ' ')"
fi
ls "$home/config/boundary-lab" >/dev/null 2>&1 || fail "the app did not use \$XDG_CONFIG_HOME/boundary-lab"

dpkg --purge boundary-lab >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log" >&2; fail "dpkg --purge"; }
[ ! -e /opt/boundary-lab ] || fail "/opt/boundary-lab left behind: $(find /opt/boundary-lab | head -5)"
[ ! -e /usr/bin/boundary-lab ] || fail "/usr/bin/boundary-lab left behind"
ls /usr/share/applications/*boundary-lab*.desktop >/dev/null 2>&1 && fail "menu entry left behind"
echo "check-deb: passed (installed, command line ran, window opened, uninstalled cleanly)"
