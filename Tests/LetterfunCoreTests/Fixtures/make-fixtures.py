#!/usr/bin/env python3
"""Writes the small image fixtures of the Imaging tests into this folder.

Run once in a throwaway venv (`pip install pypng pillow`); the tests read the committed files and
never need Python. Every PNG shares the 3x2 pixels below, so the Swift tests can name them.
The CgBI file is built by hand because no library writes Apple's variant.
"""
import io
import os
import struct
import zlib

import png  # pypng
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))

RGB = [
    [(255, 0, 0), (0, 255, 0), (0, 0, 255)],
    [(18, 52, 86), (128, 64, 32), (250, 251, 252)],
]
ALPHA = [[255, 128, 0], [1, 254, 77]]
GREY = [[0, 17, 128], [200, 254, 255]]
GREY_ALPHA = [[255, 0, 128], [64, 255, 1]]
GREY4 = [[0, 5, 15], [8, 1, 14]]  # 4-bit samples; 8-bit value is v * 17
PALETTE = [(255, 0, 0), (0, 128, 255), (10, 20, 30), (240, 239, 236)]
PALETTE_ALPHA = [255, 0, 128, 255]
INDICES = [[0, 1, 2], [3, 0, 1]]
# 16-bit samples picked so that `v >> 8` and rounded `v * 255 / 65535` differ for several.
RGB16 = [
    [(0x1234, 0xFF00, 0x0080), (0xFFFF, 0x0000, 0x7FFF), (0x80FF, 0x8000, 0x807F)],
    [(0x00FF, 0x0100, 0xFEFF), (0xEFEE, 0x3C3B, 0x9E9D), (0xC8C7, 0x6464, 0xFF7F)],
]
ALPHA16 = [[0xFFFF, 0x8000, 0x0000], [0x0101, 0xFEFE, 0x4D4D]]
GREY16 = [[0x0000, 0x1180, 0x807F], [0xC8FF, 0xFE7F, 0xFFFF]]


def flat(rows):
    return [[c for px in row for c in (px if isinstance(px, tuple) else (px,))] for row in rows]


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def pypng(rows, **kw):
    buf = io.BytesIO()
    png.Writer(width=3, height=2, **kw).write(buf, rows)
    return buf.getvalue()


def chunk(kind, body):
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def insert_after_ihdr(data, *chunks):
    cut = 8 + 8 + 13 + 4  # signature, IHDR header, IHDR body, CRC
    return data[:cut] + b"".join(chunks) + data[cut:]


def icc_profile_linear():
    """A minimal ICC v2 RGB display profile with gamma 1.0 (so not sRGB): libpng accepts it."""
    def xyz(x, y, z):
        s15 = lambda v: struct.pack(">i", round(v * 65536))
        return b"XYZ \0\0\0\0" + s15(x) + s15(y) + s15(z)

    curve = b"curv\0\0\0\0" + struct.pack(">I", 1) + struct.pack(">H", 256) + b"\0\0"
    desc_text = b"linear test\0"
    desc = (b"desc\0\0\0\0" + struct.pack(">I", len(desc_text)) + desc_text
            + b"\0" * 8 + b"\0" * 3 + b"\0" * 67)
    text = b"text\0\0\0\0public domain\0"
    tags = [
        (b"desc", desc), (b"cprt", text), (b"wtpt", xyz(0.9642, 1.0, 0.8249)),
        (b"rXYZ", xyz(0.4361, 0.2225, 0.0139)), (b"gXYZ", xyz(0.3851, 0.7169, 0.0971)),
        (b"bXYZ", xyz(0.1431, 0.0606, 0.7141)),
        (b"rTRC", curve), (b"gTRC", curve), (b"bTRC", curve),
    ]
    offset = 128 + 4 + 12 * len(tags)
    table, payload = b"", b""
    for sig, body in tags:
        while len(body) % 4:
            body += b"\0"
        table += sig + struct.pack(">II", offset + len(payload), len(body))
        payload += body
    size = offset + len(payload)
    header = (struct.pack(">I", size) + b"none" + bytes([2, 0x10, 0, 0]) + b"mntr" + b"RGB "
              + b"XYZ " + b"\0" * 12 + b"acsp" + b"\0" * 4 + b"\0" * 4 + b"\0" * 8 + b"\0" * 8
              + struct.pack(">I", 0) + xyz(0.9642, 1.0, 0.8249)[8:] + b"none" + b"\0" * 44)
    assert len(header) == 128, len(header)
    return header + struct.pack(">I", len(tags)) + table + payload


def cgbi():
    """5x5 Apple CgBI PNG: BGRA premultiplied, raw deflate, every filter type once.

    Colours are multiples of 15 and alphas 0, 51, 85 or 255 so that premultiplying is exact and
    the straight colours come back unchanged.
    """
    alphas = [255, 51, 85, 0, 255]
    px = []
    for y in range(5):
        row = []
        for x in range(5):
            a = alphas[(x + y) % 5]
            r, g, b = (15 * ((3 * x + y) % 17), 15 * ((x + 5 * y) % 17), 15 * ((7 * x + 2 * y) % 17))
            if a == 0:
                r = g = b = 0
            row.append((r, g, b, a))
        px.append(row)
    raw = b""
    prev = bytes(20)
    for y in range(5):
        line = bytes(c for (r, g, b, a) in px[y] for c in
                     (b * a // 255, g * a // 255, r * a // 255, a))
        ft = y  # 0 none, 1 sub, 2 up, 3 average, 4 paeth
        out = bytearray()
        for i in range(20):
            left = line[i - 4] if i >= 4 else 0
            up = prev[i]
            ul = prev[i - 4] if i >= 4 else 0
            if ft == 0:
                pred = 0
            elif ft == 1:
                pred = left
            elif ft == 2:
                pred = up
            elif ft == 3:
                pred = (left + up) // 2
            else:
                p = left + up - ul
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - ul)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else ul)
            out.append((line[i] - pred) & 0xFF)
        raw += bytes([ft]) + bytes(out)
        prev = line
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = comp.compress(raw) + comp.flush()
    half = len(deflated) // 2  # two IDAT chunks, as a decoder must join them
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"CgBI", bytes.fromhex("50002006"))
            + chunk(b"IHDR", struct.pack(">IIBBBBB", 5, 5, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", deflated[:half]) + chunk(b"IDAT", deflated[half:])
            + chunk(b"IEND", b""))
    with open(os.path.join(HERE, "cgbi-5x5.expected.txt"), "w") as f:
        f.write("# straight RGBA of cgbi-5x5.png, row by row\n")
        for row in px:
            f.write(" ".join("%d,%d,%d,%d" % p for p in row) + "\n")
    return data


def jpeg(image, **kw):
    buf = io.BytesIO()
    image.save(buf, "JPEG", **kw)
    return buf.getvalue()


def main():
    rgb = flat(RGB)
    rgba = [[c for (px, a) in zip(RGB[y], ALPHA[y]) for c in px + (a,)] for y in range(2)]
    write("rgb8.png", pypng(rgb, greyscale=False, bitdepth=8))
    write("rgba8.png", pypng(rgba, greyscale=False, alpha=True, bitdepth=8))
    write("grey8.png", pypng(GREY, greyscale=True, bitdepth=8))
    write("grey4.png", pypng(GREY4, greyscale=True, bitdepth=4))
    ga = [[c for (g, a) in zip(GREY[y], GREY_ALPHA[y]) for c in (g, a)] for y in range(2)]
    write("greyalpha8.png", pypng(ga, greyscale=True, alpha=True, bitdepth=8))
    write("palette.png", pypng(INDICES, palette=PALETTE, bitdepth=2))
    pal_a = [p + (a,) for p, a in zip(PALETTE, PALETTE_ALPHA)]
    write("palette-trns.png", pypng(INDICES, palette=pal_a, bitdepth=8))
    write("rgb16.png", pypng(flat(RGB16), greyscale=False, bitdepth=16))
    rgba16 = [[c for (px, a) in zip(RGB16[y], ALPHA16[y]) for c in px + (a,)] for y in range(2)]
    write("rgba16.png", pypng(rgba16, greyscale=False, alpha=True, bitdepth=16))
    write("grey16.png", pypng(GREY16, greyscale=True, bitdepth=16))
    write("rgb8-interlaced.png", pypng(rgb, greyscale=False, bitdepth=8, interlace=True))
    write("rgba16-interlaced.png",
          pypng(rgba16, greyscale=False, alpha=True, bitdepth=16, interlace=True))
    # Colour-management chunks: the decoder must return the stored values, untouched.
    write("rgb8-gama1.png", pypng(rgb, greyscale=False, bitdepth=8, gamma=1.0))
    write("rgb16-gama1.png", pypng(flat(RGB16), greyscale=False, bitdepth=16, gamma=1.0))
    srgb = chunk(b"sRGB", b"\x00") + chunk(b"gAMA", struct.pack(">I", 45455))
    write("rgb8-srgb.png", insert_after_ihdr(pypng(rgb, greyscale=False, bitdepth=8), srgb))
    iccp = chunk(b"iCCP", b"linear\0\0" + zlib.compress(icc_profile_linear()))
    write("rgb8-iccp.png", insert_after_ihdr(pypng(rgb, greyscale=False, bitdepth=8), iccp))
    write("rgb16-iccp.png", insert_after_ihdr(pypng(flat(RGB16), greyscale=False, bitdepth=16),
                                              iccp))
    write("cgbi-5x5.png", cgbi())

    # JPEG: 16x16, four flat 8x8 quadrants, 4:4:4, so decoded colours land within a step or two.
    quads = [(200, 30, 40), (20, 160, 90), (30, 60, 220), (240, 239, 236)]
    im = Image.new("RGB", (16, 16))
    for i, c in enumerate(quads):
        im.paste(c, ((i % 2) * 8, (i // 2) * 8, (i % 2) * 8 + 8, (i // 2) * 8 + 8))
    write("quadrants.jpg", jpeg(im, quality=95, subsampling=0))
    write("quadrants-progressive.jpg", jpeg(im, quality=95, subsampling=0, progressive=True))
    write("grey.jpg", jpeg(Image.new("L", (8, 8), 77), quality=95))
    write("cmyk.jpg", jpeg(Image.new("CMYK", (8, 8), (0, 100, 200, 30)), quality=90))


if __name__ == "__main__":
    main()
