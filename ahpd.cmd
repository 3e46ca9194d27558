@echo off
rem The AHP daemon on Windows: ahpd.cmd serve [--listen HOST:PORT] [--users FILE] [--state-dir DIR] [...]
rem The flags of bin/ahp-jvm that Windows needs, on the module path the build made:
rem   mvn -B -DskipTests -pl ahp.launcher -am package
rem Untested: nothing here ran on Windows (docs/windows.md). AHP_JAVA_OPTS adds JVM options.
setlocal
set "ROOT=%~dp0"
set "JAR="
for %%J in ("%ROOT%ahp.launcher\target\ahp.launcher-*.jar") do set "JAR=%%~fJ"
if not defined JAR (
  echo ahpd: no ahp.launcher jar: build first with mvn -B -DskipTests -pl ahp.launcher -am package 1>&2
  exit /b 1
)
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
set "EXTRA="
if /i "%~1"=="serve" set "EXTRA=--add-modules ALL-DEFAULT"
if not exist "%LOCALAPPDATA%\ahpd\jna" mkdir "%LOCALAPPDATA%\ahpd\jna"
"%JAVA%" -XX:+UseSerialGC -Xms16m -Xmx512m -XX:+UseCompactObjectHeaders %EXTRA% %AHP_JAVA_OPTS% ^
  --module-path "%JAR%;%ROOT%ahp.launcher\target\modules" ^
  --enable-native-access=ahp.terminals.pipes,ahp.terminals.pty,com.sun.jna ^
  "-Djna.tmpdir=%LOCALAPPDATA%\ahpd\jna" ^
  -m ahp.launcher/ahp.launcher.Main %*
exit /b %ERRORLEVEL%
