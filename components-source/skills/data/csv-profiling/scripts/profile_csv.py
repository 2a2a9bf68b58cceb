#!/usr/bin/env python3
"""Profile a delimited text file column by column. Standard library only."""
import argparse
import collections
import csv
import json
import re
import sys
from datetime import date, datetime

DISTINCT_CAP = 10000
INT_RE = re.compile(r"^[+-]?\d+$")
FLOAT_RE = re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?$")
BOOL_VALUES = {"true", "false", "yes", "no", "t", "f", "y", "n"}
DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%d.%m.%Y")
DATETIME_FORMATS = ("%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%SZ", "%Y-%m-%dT%H:%M:%S.%f")


def parse_date(value):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(value, fmt).date()
        except ValueError:
            pass
    return None


def parse_datetime(value):
    for fmt in DATETIME_FORMATS:
        try:
            return datetime.strptime(value, fmt)
        except ValueError:
            pass
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def classify(value):
    lowered = value.lower()
    if INT_RE.match(value):
        return "integer", int(value)
    if FLOAT_RE.match(value):
        return "float", float(value)
    if lowered in BOOL_VALUES:
        return "boolean", lowered
    if len(value) <= 10:
        parsed = parse_date(value)
        if parsed is not None:
            return "date", parsed
    if len(value) >= 16 and value[:4].isdigit():
        parsed_dt = parse_datetime(value)
        if parsed_dt is not None:
            return "datetime", parsed_dt
    return "string", value


class Column:
    def __init__(self, name):
        self.name = name
        self.filled = 0
        self.empty = 0
        self.types = collections.Counter()
        self.distinct = set()
        self.distinct_capped = False
        self.counts = collections.Counter()
        self.min = {}
        self.max = {}
        self.max_len = 0

    def add(self, raw):
        value = raw.strip()
        if value == "":
            self.empty += 1
            return
        self.filled += 1
        self.max_len = max(self.max_len, len(value))
        kind, parsed = classify(value)
        self.types[kind] += 1
        if kind in ("integer", "float", "date", "datetime"):
            group = "number" if kind in ("integer", "float") else kind
            if group not in self.min or parsed < self.min[group]:
                self.min[group] = parsed
            if group not in self.max or parsed > self.max[group]:
                self.max[group] = parsed
        if not self.distinct_capped:
            self.distinct.add(value)
            if len(self.distinct) > DISTINCT_CAP:
                self.distinct_capped = True
                self.distinct.clear()
        if len(self.counts) < DISTINCT_CAP or value in self.counts:
            self.counts[value] += 1

    def inferred_type(self):
        if not self.types:
            return "empty"
        kinds = set(self.types)
        if kinds <= {"integer"}:
            return "integer"
        if kinds <= {"integer", "float"}:
            return "float"
        if len(kinds) == 1:
            return next(iter(kinds))
        dominant, count = self.types.most_common(1)[0]
        return f"mixed (mostly {dominant}, {count}/{self.filled})"

    def report(self):
        def show(value):
            return value.isoformat() if isinstance(value, (date, datetime)) else value

        return {
            "name": self.name,
            "type": self.inferred_type(),
            "filled": self.filled,
            "empty": self.empty,
            "distinct": f">{DISTINCT_CAP}" if self.distinct_capped else len(self.distinct),
            "min": {k: show(v) for k, v in self.min.items()},
            "max": {k: show(v) for k, v in self.max.items()},
            "max_length": self.max_len,
            "top_values": self.counts.most_common(5),
        }


def profile(handle, delimiter, max_rows):
    if delimiter is None:
        sample = handle.read(65536)
        handle.seek(0)
        try:
            delimiter = csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
        except csv.Error:
            delimiter = ","
    reader = csv.reader(handle, delimiter=delimiter)
    header = next(reader, None)
    if header is None:
        raise ValueError("the file is empty")
    columns = [Column(name or f"column_{i + 1}") for i, name in enumerate(header)]
    rows = 0
    ragged = []
    for row in reader:
        if max_rows and rows >= max_rows:
            break
        rows += 1
        if len(row) != len(columns):
            if len(ragged) < 20:
                ragged.append({"line": reader.line_num, "fields": len(row)})
        for column, value in zip(columns, row):
            column.add(value)
    return {
        "delimiter": delimiter,
        "rows": rows,
        "columns": [c.report() for c in columns],
        "ragged_rows": ragged,
    }


def print_text(result):
    print(f"rows: {result['rows']}  columns: {len(result['columns'])}  delimiter: {result['delimiter']!r}")
    for c in result["columns"]:
        print(f"\n## {c['name']}")
        print(f"  type: {c['type']}   filled: {c['filled']}   empty: {c['empty']}   distinct: {c['distinct']}")
        for group in c["min"]:
            print(f"  {group} range: {c['min'][group]} .. {c['max'][group]}")
        print(f"  max length: {c['max_length']}")
        top = ", ".join(f"{v!r}×{n}" for v, n in c["top_values"])
        print(f"  top values: {top}")
    if result["ragged_rows"]:
        print("\nrows with a different number of fields than the header:")
        for r in result["ragged_rows"]:
            print(f"  line {r['line']}: {r['fields']} fields")


def main(argv):
    parser = argparse.ArgumentParser(description="Profile a CSV/TSV file.")
    parser.add_argument("file")
    parser.add_argument("--delimiter", default=None)
    parser.add_argument("--max-rows", type=int, default=0, help="stop after this many data rows (0 = all)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--encoding", default="utf-8-sig")
    args = parser.parse_args(argv)
    csv.field_size_limit(16 * 1024 * 1024)
    try:
        with open(args.file, newline="", encoding=args.encoding, errors="replace") as handle:
            result = profile(handle, args.delimiter, args.max_rows)
    except (OSError, ValueError) as error:
        print(f"profile_csv: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=2, default=str))
    else:
        print_text(result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
