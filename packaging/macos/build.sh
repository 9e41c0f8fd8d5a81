#!/usr/bin/env bash
# The macOS disk image (.dmg). Built on macOS only (jpackage makes a .dmg with hdiutil), with a
# full JDK 17+ and: mvn -B -ntp -pl app -am package -DskipTests (the jar then carries the macOS
# JavaFX natives). Run from the repository's root. Unsigned: signing needs an Apple developer
# identity (add --mac-sign --mac-signing-key-user-name "..."). Not built or tested on this
# project's Linux machines: the Linux build is packaging/build.sh.
set -euo pipefail
out=app/target/package
rm -rf "$out" && mkdir -p "$out/input"
cp -p app/target/boundary-lab.jar "$out/input/"
# JavaFX loads its libraries from the jar's folder when they are there, instead of unpacking
# them into ~/.openjfx: the installed app writes nothing outside its config folder.
unzip -q -j -o app/target/boundary-lab.jar '*.dylib' -d "$out/input" || true
modules="$(jdeps --print-module-deps --ignore-missing-deps --multi-release 17 "$out/input/boundary-lab.jar"),jdk.localedata,jdk.zipfs"
jlink --add-modules "$modules" --include-locales=en,es --strip-debug --no-header-files --no-man-pages --output "$out/runtime"
# The icon: macOS wants .icns; make it from the PNG with iconutil (see packaging/README.md).
jpackage --type dmg --name "Boundary Lab" --app-version 0.1.0 --vendor "Boundary Lab" \
    --description "Learn why Kubernetes treats a Pod as one unit, by experiment." \
    --input "$out/input" --main-jar boundary-lab.jar --main-class io.boundarylab.app.Launcher \
    --runtime-image "$out/runtime" --mac-package-identifier io.boundarylab.app \
    ${ICNS:+--icon "$ICNS"} --dest "$out"
ls "$out"/*.dmg
