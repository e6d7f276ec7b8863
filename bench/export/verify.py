"""Reads an exported file back, independently of the code that wrote it (bench/export/run.ts calls this).

    python3 bench/export/verify.py xlsx <file>
    python3 bench/export/verify.py csv <file>

XLSX: opens it with zipfile, reads every entry to its end (so each CRC is checked), runs every worksheet through
expat (well-formed XML, escaping included), counts its `<row ` elements and reads the sheet names from the workbook.
CSV: checks the byte-order mark, parses it with the csv module and counts records and fields per record.
Prints one line of JSON.
"""

import csv
import json
import re
import sys
import time
import zipfile
import xml.parsers.expat

CHUNK = 1 << 20
ROW = b"<row "


def check_xlsx(path):
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        workbook = archive.read("xl/workbook.xml").decode("utf-8")
        sheet_names = re.findall(r'<sheet name="([^"]*)"', workbook)
        sheets = sorted(
            (name for name in names if re.fullmatch(r"xl/worksheets/sheet\d+\.xml", name)),
            key=lambda name: int(re.search(r"(\d+)\.xml$", name).group(1)),
        )
        for name in names:
            if name not in sheets:
                archive.read(name)  # to its end: the CRC is checked
        rows = []
        sizes = []
        first_row = None
        for name in sheets:
            parser = xml.parsers.expat.ParserCreate()
            count = 0
            size = 0
            carry = b""
            with archive.open(name) as entry:
                while True:
                    chunk = entry.read(CHUNK)
                    if not chunk:
                        break
                    size += len(chunk)
                    parser.Parse(chunk, False)
                    # the carried tail is shorter than the pattern, so no row is counted twice
                    joined = carry + chunk
                    count += joined.count(ROW)
                    carry = joined[-(len(ROW) - 1) :]
                    if first_row is None:
                        match = re.search(rb'<row r="2">.*?</row>', joined)
                        if match:
                            first_row = match.group(0).decode("utf-8")
            parser.Parse(b"", True)
            rows.append(count - 1)  # less the header
            sizes.append(size)
        return {
            "ok": True,
            "entries": names,
            "sheets": sheet_names,
            "dataRowsPerSheet": rows,
            "dataRows": sum(rows),
            "uncompressedSheetBytes": sizes,
            "firstRow": first_row,
        }


def check_csv(path):
    with open(path, "rb") as raw:
        bom = raw.read(3) == b"\xef\xbb\xbf"
    records = 0
    widths = {}
    header = None
    with open(path, newline="", encoding="utf-8-sig") as text:
        for record in csv.reader(text):
            if header is None:
                header = record
                continue
            records += 1
            widths[len(record)] = widths.get(len(record), 0) + 1
    return {
        "ok": bom and len(widths) == 1 and header is not None and len(header) in widths,
        "bom": bom,
        "header": header,
        "dataRows": records,
        "fieldsPerRecord": widths,
    }


def main():
    kind, path = sys.argv[1], sys.argv[2]
    started = time.monotonic()
    try:
        result = check_xlsx(path) if kind == "xlsx" else check_csv(path)
    except Exception as error:  # a broken file is a finding, reported as such
        result = {"ok": False, "error": f"{type(error).__name__}: {error}"}
    result["seconds"] = time.monotonic() - started
    print(json.dumps(result, ensure_ascii=False))


main()
