#!/usr/bin/env python3
"""Checks that the JSON Schema and formc agree on every spec fixture.

Expectations:
  examples/*.form.yaml and Tests/Fixtures/schema-parity/valid/*.form.yaml
      pass the schema, and `formc check` exits 0;
  Tests/Fixtures/schema-parity/invalid/*.form.yaml
      fail the schema, and `formc check` exits 1.

YAML is read like the YAML language server and formc read it: YAML 1.2 core
scalars (`yes`/`no`/`on`/`off` and dates are strings, `0o17`/`0x1F` are ints),
with anchors, aliases and merge keys.

Usage:
  python3 scripts/schema-parity.py --formc .build/debug/formc
  python3 scripts/schema-parity.py --schema-only

Exit status: 0 all agree, 1 a mismatch, 2 missing Python packages or bad usage.
"""

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"schema-parity: {error.name} is missing: pip install jsonschema pyyaml", file=sys.stderr)
    sys.exit(2)

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "schemas" / "formc.schema.json"
FIXTURES = ROOT / "Tests" / "Fixtures" / "schema-parity"


class Core12Loader(yaml.SafeLoader):
    """PyYAML's safe loader with the YAML 1.2 core schema's plain-scalar rules."""


# Drop the YAML 1.1 resolvers that disagree with 1.2 core (bool: yes/no/on/off;
# int: 017 octal, 1_000, 1:30 base 60; float: 1_0.5; timestamps); keep null and merge.
Core12Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag.rsplit(":", 1)[-1] not in ("bool", "int", "float", "timestamp", "value")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Core12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
Core12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
Core12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
               r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    list("-+.0123456789"))


def construct_core_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)  # 1.2 core: `017` is seventeen, not octal


def construct_core_float(loader, node):
    text = loader.construct_scalar(node).lower()
    return float(text.replace(".inf", "inf").replace(".nan", "nan"))


Core12Loader.add_constructor("tag:yaml.org,2002:int", construct_core_int)
Core12Loader.add_constructor("tag:yaml.org,2002:float", construct_core_float)


def schema_errors(validator, path):
    """The schema's complaints about one spec, or a load failure, as short lines."""
    try:
        with open(path, encoding="utf-8") as file:
            document = yaml.load(file, Loader=Core12Loader)
    except yaml.YAMLError as error:
        return [f"cannot load: {error}".replace("\n", " ")], False
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    return [f"{e.json_path}: {e.message}" for e in errors], True


def formc_status(formc, path):
    """`formc check`'s exit status and its first output line."""
    try:
        run = subprocess.run([formc, "check", str(path)], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, str(error)
    output = (run.stderr or run.stdout).strip().splitlines()
    return run.returncode, output[0] if output else ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--formc", help="path to the formc binary")
    parser.add_argument("--schema-only", action="store_true", help="check the schema side only")
    args = parser.parse_args()
    if not args.formc and not args.schema_only:
        parser.error("give --formc PATH, or --schema-only")

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)  # draft-07, as the YAML language server; format checking stays off

    cases = [(path, True) for path in sorted((ROOT / "examples").glob("*.form.yaml"))]
    cases += [(path, True) for path in sorted((FIXTURES / "valid").glob("*.form.yaml"))]
    cases += [(path, False) for path in sorted((FIXTURES / "invalid").glob("*.form.yaml"))]
    if not cases:
        print("schema-parity: no spec files found", file=sys.stderr)
        return 1

    mismatches = 0
    for path, expect_valid in cases:
        reasons = []
        errors, loaded = schema_errors(validator, path)
        if not loaded:
            reasons += errors
        elif expect_valid and errors:
            reasons += ["schema rejected it:"] + errors[:5]
        elif not expect_valid and not errors:
            reasons.append("schema accepted it")
        if not expect_valid and not path.read_text(encoding="utf-8").startswith("#"):
            reasons.append("the first line must be a comment saying what is wrong")
        if args.formc:
            status, first_line = formc_status(args.formc, path)
            expected = 0 if expect_valid else 1
            if status != expected:
                reasons.append(f"formc check exited {status}, expected {expected}: {first_line}")
        relative = path.relative_to(ROOT)
        if reasons:
            mismatches += 1
            print(f"MISMATCH {relative}")
            for reason in reasons:
                print(f"         {reason}")
        else:
            print(f"ok       {relative}")

    print(f"schema-parity: {len(cases) - mismatches} passed, {mismatches} failed")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
