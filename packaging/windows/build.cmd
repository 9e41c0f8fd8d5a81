@echo off
rem The Windows installer (.msi). Built on Windows only, with a full JDK 17+ on the PATH and the
rem WiX Toolset 3 (candle.exe, light.exe) on the PATH, which jpackage needs for .msi.
rem First: mvn -B -ntp -pl app -am package -DskipTests   (builds app\target\boundary-lab.jar
rem with the Windows JavaFX natives inside it). Then run this file from the repository's root.
rem Not built or tested on this project's Linux machines: the Linux build is packaging/build.sh.
setlocal
set OUT=app\target\package
if exist %OUT% rmdir /s /q %OUT%
mkdir %OUT%\input
copy app\target\boundary-lab.jar %OUT%\input\ >nul
rem JavaFX loads its DLLs from the jar's folder when they are there, instead of unpacking them
rem into %%USERPROFILE%%\.openjfx: the installed app writes nothing outside its config folder.
tar -x -f app\target\boundary-lab.jar -C %OUT%\input *.dll
for /f %%m in ('jdeps --print-module-deps --ignore-missing-deps --multi-release 17 %OUT%\input\boundary-lab.jar') do set MODULES=%%m
jlink --add-modules %MODULES%,jdk.localedata,jdk.zipfs --include-locales=en,es --strip-debug --no-header-files --no-man-pages --output %OUT%\runtime || exit /b 1
jpackage --type msi --name "Boundary Lab" --app-version 0.1.0 --vendor "Boundary Lab" ^
  --description "Learn why Kubernetes treats a Pod as one unit, by experiment." ^
  --input %OUT%\input --main-jar boundary-lab.jar --main-class io.boundarylab.app.Launcher ^
  --runtime-image %OUT%\runtime --icon assets\icons\boundary-lab.ico ^
  --win-menu --win-menu-group "Boundary Lab" --win-shortcut --win-dir-chooser --win-per-user-install ^
  --add-launcher boundary-lab=packaging\windows\boundary-lab-cli.properties ^
  --dest %OUT% || exit /b 1
echo %OUT%\Boundary Lab-0.1.0.msi
