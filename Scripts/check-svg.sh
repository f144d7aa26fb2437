#!/usr/bin/env bash
# Renders vfl solve's and vfl explain-log's drawings with a real SVG renderer (rsvg-convert, from Debian's librsvg2-bin)
# and checks they are pictures: the drawing Documentation/solve.md shows is what vfl solve draws today, and each PNG
# has the size of the layout, many colours, ink on a good part of it, and red where a conflict is.
#
#   Scripts/check-svg.sh [BIN_DIR]        (default .build/release)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release}"
if ! command -v rsvg-convert >/dev/null 2>&1; then
  (apt-get update -qq && apt-get install -y -qq librsvg2-bin) >/dev/null 2>&1 \
    || (sudo apt-get update -qq && sudo apt-get install -y -qq librsvg2-bin) >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/vfl" solve --sizes iphone-se,iphone-15-landscape --svg "$work/sizes.svg" Fixtures/solve/guides_and_equations.vfl > /dev/null
if ! cmp -s "$work/sizes.svg" Documentation/solve-sizes.svg; then
  echo "Documentation/solve-sizes.svg is not what vfl solve draws now; regenerate it with:" >&2
  echo "  vfl solve --sizes iphone-se,iphone-15-landscape --svg Documentation/solve-sizes.svg Fixtures/solve/guides_and_equations.vfl" >&2
  exit 1
fi
"$bin/vfl" solve --svg "$work/conflict.svg" Fixtures/solve/scenario_autoresizing_conflict.vfl > /dev/null 2>&1 || true
"$bin/vfl" solve --svg "$work/safe.svg" Fixtures/solve/scenario_safe_area.vfl > /dev/null
# explain-log's drawings: a vertical and a horizontal conflict (sections), a list alone.
"$bin/vfl" explain-log --svg "$work/log_vertical.svg" Fixtures/logs/cell_height.log > /dev/null
"$bin/vfl" explain-log --svg "$work/log_horizontal.svg" Fixtures/logs/old_style_names.log > /dev/null
"$bin/vfl" explain-log --svg "$work/log_list.svg" Fixtures/logs/list_alone.log > /dev/null
for name in sizes conflict safe log_vertical log_horizontal log_list; do rsvg-convert -o "$work/$name.png" "$work/$name.svg"; done
python3 - "$work" <<'PY'
import struct, sys, zlib

def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line); prev = line
    return width, height, [tuple(r[i:i + 3]) for r in rows for i in range(0, stride, channels)]

work = sys.argv[1]
for name, min_width in (("sizes", 900), ("conflict", 300), ("safe", 350), ("log_vertical", 300), ("log_horizontal", 300), ("log_list", 300)):
    width, height, px = pixels(f"{work}/{name}.png")
    colours = len(set(px))
    ink = sum(1 for p in px if p != (255, 255, 255)) / len(px)
    red = sum(1 for r, g, b in px if r > 180 and g < 90 and b < 90)
    print(f"{name}.png: {width}x{height}, {colours} colours, {ink:.0%} not white, {red} red pixels")
    assert width >= min_width and height >= 200, "too small"
    assert colours >= 12, "too few colours for a drawing"
    assert ink > (0.05 if name.startswith("log_") else 0.2), "mostly blank"
    if name == "conflict" or name.startswith("log_"): assert red > 100, "the conflict is not drawn in red"
PY
echo "SVG drawings render and look like pictures"
