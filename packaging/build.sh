#!/usr/bin/env bash
# Builds the installable app from app/target/boundary-lab.jar with the JDK's own tools:
#   jdeps   which JDK modules the app uses
#   jlink   a Java runtime with only those modules
#   jpackage an app image (zipped as a portable .tar.gz) and, on Linux, a .deb
# Run through Maven: mvn -B -ntp -Ppackage -pl app -am package -DskipTests
# Output: app/target/package/ (boundary-lab_VERSION_amd64.deb, boundary-lab-VERSION-linux-x64.tar.gz).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
jar="${1:-$root/app/target/boundary-lab.jar}"
# jpackage wants a plain numeric version: 0.1.0-SNAPSHOT becomes 0.1.0.
version="${2:-0.1.0}"
version="${version%%-*}"
out="$root/app/target/package"

need() { command -v "$1" >/dev/null 2>&1 || { echo "packaging: $1 not found (it comes with a full JDK 17 or later; $2)" >&2; exit 2; }; }
need jdeps "needed to find the JDK modules"
need jlink "needed to build the runtime"
need jpackage "needed to build the app image"
[ -f "$jar" ] || { echo "packaging: $jar not found: build it first (mvn -B -ntp -pl app -am package -DskipTests)" >&2; exit 2; }

rm -rf "$out"
mkdir -p "$out/input" "$out/train"

# The app's jar, and JavaFX's native libraries beside it: JavaFX loads them from the jar's folder
# when they are there, instead of unpacking them into ~/.openjfx on first start (the installed app
# writes nothing outside the learner's config folder).
cp -p "$jar" "$out/input/boundary-lab.jar"
unzip -q -j -o "$jar" '*.so' -d "$out/input" 2>/dev/null || true

# The JDK modules the code uses, plus two that are found by name at run time, which jdeps cannot
# see: the locale data of the app's languages (number and date formats) and the zip file system
# the content is read through from inside the jar.
modules="$(jdeps --print-module-deps --ignore-missing-deps --multi-release 17 "$out/input/boundary-lab.jar")"
modules="$modules,jdk.localedata,jdk.zipfs"
echo "packaging: JDK modules $modules"
# No compression: a compressed module image is smaller but every class it loads is inflated first.
jlink --add-modules "$modules" --include-locales=en,es \
    --strip-debug --no-header-files --no-man-pages \
    --output "$out/runtime"

# The JVM options of `mvn javafx:run` (app/pom.xml, which says why they are there): one list for
# both ways of starting the window.
mapfile -t jit < <(sed -n 's|.*<option>\(-XX:[^<]*\)</option>.*|\1|p' "$root/app/pom.xml")
[ ${#jit[@]} -gt 0 ] || { echo "packaging: no <option> of javafx-maven-plugin found in app/pom.xml" >&2; exit 2; }
jit_options=()
for option in "${jit[@]}"; do jit_options+=(--java-options "$option"); done

common=(--name boundary-lab --app-version "$version" --vendor "Boundary Lab"
        --description "Learn why Kubernetes treats a Pod as one unit, by experiment."
        --copyright "Boundary Lab contributors")
# $APPDIR is expanded by the launcher to the folder holding the jar. The archive is made when the
# .deb is installed (see linux/postinst); where it is missing the JVM starts without it, silently.
jpackage --type app-image "${common[@]}" \
    --input "$out/input" --main-jar boundary-lab.jar --main-class io.boundarylab.app.Launcher \
    --runtime-image "$out/runtime" --icon "$root/assets/icons/boundary-lab.png" \
    --java-options '-XX:SharedArchiveFile=$APPDIR/boundary-lab.jsa' "${jit_options[@]}" \
    --dest "$out/image"
image="$out/image/boundary-lab"

# jpackage's own Linux launcher asks rpm and dpkg which package owns it, at every start (dpkg -S
# reads the whole package database: 2.5 s on a busy machine). This script starts the same runtime
# with the same options directly. It resolves its real folder (the .deb links /usr/bin/boundary-lab
# to it), and passes the jar's path exactly as the class data archive records it.
# ArchiveRelocationMode=0 maps the archive where it was dumped instead of always moving it (this
# JDK's default, 1, patches every pointer in the 37 MB archive at each start).
cat >"$image/bin/boundary-lab" <<LAUNCHER
#!/bin/sh
# Starts Boundary Lab: with no arguments the window, with a command the command line.
root="\$(cd "\$(dirname "\$(readlink -f "\$0")")/.." && pwd -P)"
exec "\$root/lib/runtime/bin/java" -XX:SharedArchiveFile="\$root/lib/app/boundary-lab.jsa" \\
    -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 ${jit[*]} \\
    -Djpackage.app-version=$version \\
    -cp "\$root/lib/app/boundary-lab.jar" io.boundarylab.app.Launcher "\$@"
LAUNCHER
chmod 755 "$image/bin/boundary-lab"

# The training run: start the real window once (under Xvfb when there is no display), close it
# after the content has loaded, and record every class it loaded. A temporary home and config
# folder keep the builder's own settings and saved work out of it.
classlist="$image/lib/app/boundary-lab.classlist"
train=("$image/lib/runtime/bin/java" -XX:DumpLoadedClassList="$classlist"
       -Dboundarylab.exitAfterFirstFrameMs=3000 -cp "$image/lib/app/boundary-lab.jar" io.boundarylab.app.Launcher)
export HOME="$out/train" XDG_CONFIG_HOME="$out/train/config"
if [ -n "${DISPLAY:-}" ]; then
    timeout 120 "${train[@]}" >"$out/train/log" 2>&1 || echo "packaging: training run failed, see $out/train/log" >&2
elif command -v xvfb-run >/dev/null 2>&1; then
    timeout 120 xvfb-run -a -s "-screen 0 1440x900x24" "${train[@]}" >"$out/train/log" 2>&1 \
        || echo "packaging: training run failed, see $out/train/log" >&2
else
    # No display at all: list the classes the command line loads (content, engine, JSON), a part of a start.
    echo "packaging: no display and no xvfb-run: the class list covers the command line only" >&2
    "$image/lib/runtime/bin/java" -XX:DumpLoadedClassList="$classlist" -cp "$image/lib/app/boundary-lab.jar" \
        io.boundarylab.app.Launcher content validate >"$out/train/log" 2>&1 || true
fi
[ -s "$classlist" ] && echo "packaging: class list of $(wc -l <"$classlist") classes"

# Portable archive: runs from any folder (bin/boundary-lab), without the class data archive.
tar -C "$out/image" -czf "$out/boundary-lab-$version-linux-x64.tar.gz" boundary-lab
echo "packaging: $out/boundary-lab-$version-linux-x64.tar.gz"

if command -v dpkg-deb >/dev/null 2>&1 && command -v fakeroot >/dev/null 2>&1; then
    jpackage --type deb "${common[@]}" --app-image "$image" \
        --install-dir /opt --resource-dir "$here/linux" \
        --icon "$root/assets/icons/boundary-lab.png" \
        --linux-shortcut --linux-menu-group "Education;Science" --linux-app-category education \
        --linux-package-name boundary-lab --linux-deb-maintainer "boundary-lab@example.org" \
        --dest "$out"
    ls "$out"/*.deb
else
    echo "packaging: dpkg-deb or fakeroot missing: no .deb (the app image and .tar.gz are built)" >&2
fi
