#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target into a folder (run.sh calls this).

Seeds: the project's rendered samples (as PNG, as JPEG, and as a CgBI re-encoding), the small
decoder fixtures, and hand-made edge cases (empty, cut signatures, huge claimed sizes, bad CRCs,
a JPEG without its end marker). Generated, not committed, so they follow the samples.
Needs Pillow for the JPEG and scaled seeds.
"""
import io, os, struct, sys, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SAMPLES = os.path.join(ROOT, "samples")
FIXTURES = os.path.join(ROOT, "Tests", "LetterfunCoreTests", "Fixtures")
SIG = b"\x89PNG\r\n\x1a\n"


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width, height, rows, colour_type=2):
    raw = b"".join(b"\x00" + r for r in rows)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return SIG + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def cgbi(width, height, rgba):
    """Apple's variant: CgBI chunk first, raw deflate, BGRA premultiplied (opaque here)."""
    rows = []
    for y in range(height):
        row = bytearray(b"\x00")
        for x in range(width):
            r, g, b, a = rgba[(y * width + x) * 4:(y * width + x) * 4 + 4]
            row += bytes((b, g, r, a))
        rows.append(bytes(row))
    raw = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = raw.compress(b"".join(rows)) + raw.flush()
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (SIG + chunk(b"CgBI", bytes.fromhex("50002006")) + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", data) + chunk(b"IEND", b""))


def edge_cases():
    tiny = png(2, 2, [b"\xff\x00\x00\x00\xff\x00", b"\x00\x00\xff\xff\xff\xff"])
    huge = SIG + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 2, 0, 0, 0))
    bad_crc = bytearray(tiny)
    bad_crc[29] ^= 0xFF
    return {
        "empty": b"",
        "png-signature-cut": SIG[:5],
        "png-tiny": tiny,
        "png-huge-header": huge + chunk(b"IEND", b""),
        "png-thin": png(1, 200, [b"\x00\x00\x00"] * 200),
        "png-bad-crc": bytes(bad_crc),
        "png-garbage-after-header": tiny[:33] + bytes(range(256)),
        "png-truncated": tiny[: len(tiny) // 2],
        "jpeg-markers-only": b"\xff\xd8\xff\xd9",
        "text": b"HSBAAWDEHLSHLUOVEOLUIOTER\n",
    }


def samples(max_side):
    """The rendered samples, scaled so their longer side is at most max_side (None: as they are)."""
    from PIL import Image
    for name in sorted(os.listdir(SAMPLES)):
        if not name.endswith(".png"):
            continue
        image = Image.open(os.path.join(SAMPLES, name)).convert("RGB")
        if max_side and max(image.size) > max_side:
            k = max_side / max(image.size)
            image = image.resize((max(1, round(image.width * k)), max(1, round(image.height * k))))
        yield name[:-4], image


def encode(image, fmt, **kw):
    out = io.BytesIO()
    image.save(out, fmt, **kw)
    return out.getvalue()


def main(target, folder):
    os.makedirs(folder, exist_ok=True)
    seeds = dict(edge_cases())
    for name in os.listdir(FIXTURES):
        if name.endswith((".png", ".jpg")):
            seeds["fixture-" + name] = open(os.path.join(FIXTURES, name), "rb").read()
    # Decoders see small images (fast iterations); the whole pipeline needs readable boards.
    max_side = None if target == "FuzzBoard" else 96
    for name, image in samples(max_side):
        seeds[name + ".png"] = encode(image, "PNG")
        seeds[name + "-q80.jpg"] = encode(image, "JPEG", quality=80)
        if target != "FuzzBoard":
            seeds[name + "-progressive.jpg"] = encode(image, "JPEG", quality=60, progressive=True)
            rgba = image.convert("RGBA")
            seeds[name + "-cgbi.png"] = cgbi(rgba.width, rgba.height, rgba.tobytes())
    if target == "FuzzBoard":
        for name in os.listdir(SAMPLES):
            if name.endswith(".png"):
                seeds["original-" + name] = open(os.path.join(SAMPLES, name), "rb").read()
    for name, data in seeds.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
    print(f"{len(seeds)} seeds in {folder}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
