"""Apple's iOS SDK type-checker, as scripts/ios-sdk-check and scripts/snippet-check use it.

One copy of what both need: where the type-checker is and whether the SDK is
set up (the one-line skip), formc built for the check, FormcRuntime built as a
module against the SDK (what generated code and app code import, `-I` its
directory), and the diagnostics of a run read back as tuples.

Imported, not run: `sys.path` gets this directory first (the scripts do that),
and no bytecode is written beside it.
"""

import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_TYPECHECK = ROOT.parent / "shared" / "ios-sdk" / "typecheck-swiftui.sh"
# The deployment target the generated code promises (README, "Install").
TARGET = "arm64-apple-ios15.0"
RUNTIME_SOURCES = ROOT / "Sources" / "FormcRuntime"

DIAGNOSTIC = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning): (?P<message>.*)$")
# Diagnostics without a position: `error: …`, `<unknown>:0: error: …`, `swiftc: error: …`.
OTHER_DIAGNOSTIC = re.compile(r"^(?:\S+: )?(?:error|warning): ")


def typechecker():
    """The SDK type-checker's path: FORMC_IOS_SDK_TYPECHECK, else the shared one beside the repository."""
    return Path(os.environ.get("FORMC_IOS_SDK_TYPECHECK") or DEFAULT_TYPECHECK).resolve()


def display(path):
    """`path` relative to the repository when it is beside it, else as is."""
    relative = os.path.relpath(path, ROOT)
    return str(path) if relative.startswith("../..") else relative


def not_ready_reason(typecheck):
    """Why the SDK type-checker cannot run here, or None when it can."""
    shown = display(typecheck)
    if not (typecheck.is_file() and os.access(typecheck, os.X_OK)):
        return f"no iOS SDK type-checker at {shown} (set FORMC_IOS_SDK_TYPECHECK; see docs/testing.md)"
    if subprocess.run([str(typecheck), "--ready"], capture_output=True).returncode != 0:
        return f"the iOS SDK is not set up ({shown} --ready failed; see docs/testing.md)"
    return None


def build_formc(name):
    """Builds formc with SwiftPM; returns its path, or None when the build fails."""
    print(f"{name}: swift build --product formc", flush=True)
    build = subprocess.run(["swift", "build", "--product", "formc"], cwd=ROOT)
    if build.returncode != 0:
        return None
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
    return Path(bin_path.stdout.strip()) / "formc"


def diagnostics(output, returncode):
    """The diagnostics in a type-checker's output, each (file, line, column,
    severity, message); a line that says error or warning without a position
    keeps the whole line as message, and a failure without any diagnostic is
    one error saying so."""
    found = []
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if match:
            found.append((match["file"], int(match["line"]), int(match["column"]), match["severity"], match["message"]))
        elif OTHER_DIAGNOSTIC.search(line):
            found.append(("", 0, 0, "error" if "error:" in line else "warning", line))
    if returncode != 0 and not found:
        tail = " | ".join(output.strip().splitlines()[-3:])
        found.append(("", 0, 0, "error", f"the type-checker exited with {returncode} without a diagnostic: {tail}"))
    return found


def build_runtime(typecheck, module_dir, name, emit_object=False):
    """Builds FormcRuntime (every file of Sources/FormcRuntime) as a module in
    `module_dir` against the SDK, in Swift 6 with warnings as errors, as
    formc's package builds it; with `emit_object`, arm64 object code too (what
    a type-check alone cannot catch). Prints one line (and any diagnostics);
    true when clean."""
    module_dir.mkdir(parents=True, exist_ok=True)
    sources = sorted(str(path) for path in RUNTIME_SOURCES.rglob("*.swift"))
    command = [str(typecheck), "-swift-version", "6", "-warnings-as-errors", "-diagnostic-style", "llvm",
               "-module-name", "FormcRuntime", "-emit-module",
               "-emit-module-path", str(module_dir / "FormcRuntime.swiftmodule"), *sources]
    env = {**os.environ, "IOS_TARGET": TARGET}
    if emit_object:
        env["IOS_EMIT_OBJECT"] = str(module_dir / "FormcRuntime.o")
    run = subprocess.run(command, capture_output=True, text=True, env=env)
    found = diagnostics(run.stdout + run.stderr, run.returncode)
    what = "a module and arm64 object code" if emit_object else "a module"
    print(f"{name}: FormcRuntime ({len(sources)} files) built as {what}: "
          + ("clean" if not found else f"{len(found)} diagnostics"), flush=True)
    for file, line, column, severity, message in found:
        print(f"  {file}:{line}:{column}: {severity}: {message}" if file else f"  {message}")
    return not found
