/* The decode floor: reading and decoding each screenshot with libpng / libjpeg / zlib alone,
 * no letterfun code, to the same RGBA8 output letterfun decodes to. Benchmarks/run.sh builds
 * and runs it; every letterfun figure is also given as a ratio to this one.
 *
 *   cc -O2 decode-floor.c -o decode-floor $(pkg-config --cflags --libs libpng) -ljpeg -lz
 *   decode-floor [--rounds N] [--skip-adler32] FILE...
 *   decode-floor --once [--skip-adler32] FILE...
 *
 * --skip-adler32 turns off zlib's Adler-32 of the decompressed PNG data, as letterfun's decoder
 * does (the chunks' CRC-32s are still checked): the floor for decoding the way letterfun does.
 *
 * One line per file: floor <TAB> file <TAB> median ms <TAB> min ms <TAB> max ms <TAB> rounds.
 * --once decodes each file once and prints nothing: the C process to compare a whole
 * `letterfun solve` process with (start-up, reading and decoding, no warm-up round).
 * Apple CgBI PNGs (which libpng refuses) are inflated with zlib and unfiltered; JPEGs are
 * decoded by libjpeg to RGBA. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <png.h>
#include <jpeglib.h>
#include <zlib.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static unsigned char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buf = malloc(n > 0 ? n : 1);
  if (buf && fread(buf, 1, n, f) != (size_t)n) { free(buf); buf = NULL; }
  fclose(f);
  *size = n;
  return buf;
}

static uint32_t be32(const unsigned char *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* Apple's CgBI PNG: IDAT is raw deflate of filtered 8-bit BGRA rows. */
static long decode_cgbi(const unsigned char *b, size_t n) {
  size_t off = 8, idat_len = 0;
  uint32_t w = 0, h = 0;
  unsigned char *idat = malloc(n);
  while (off + 12 <= n) {
    uint32_t len = be32(b + off);
    const unsigned char *type = b + off + 4;
    if (off + 12 + len > n) break;
    if (!memcmp(type, "IHDR", 4)) { w = be32(b + off + 8); h = be32(b + off + 12); }
    if (!memcmp(type, "IDAT", 4)) { memcpy(idat + idat_len, b + off + 8, len); idat_len += len; }
    off += 12 + len;
  }
  size_t stride = (size_t)w * 4, raw_len = (stride + 1) * h;
  unsigned char *raw = malloc(raw_len), *out = malloc(stride * h);
  z_stream z = {0};
  inflateInit2(&z, -15);
  z.next_in = idat; z.avail_in = idat_len; z.next_out = raw; z.avail_out = raw_len;
  inflate(&z, Z_FINISH);
  inflateEnd(&z);
  for (uint32_t y = 0; y < h; y++) {
    unsigned char *src = raw + y * (stride + 1) + 1, *dst = out + y * stride;
    const unsigned char *up = y ? out + (y - 1) * stride : NULL;
    int filter = src[-1];
    for (size_t x = 0; x < stride; x++) {
      int a = x >= 4 ? dst[x - 4] : 0, u = up ? up[x] : 0, c = (x >= 4 && up) ? up[x - 4] : 0;
      int p = a + u - c, pa = abs(p - a), pb = abs(p - u), pc = abs(p - c);
      int pred = filter == 1 ? a : filter == 2 ? u : filter == 3 ? (a + u) / 2
        : filter == 4 ? (pa <= pb && pa <= pc ? a : pb <= pc ? u : c) : 0;
      dst[x] = (unsigned char)(src[x] + pred);
    }
  }
  long sum = out[stride * h / 2];
  free(idat); free(raw); free(out);
  return sum;
}

/* Colours as stored, as letterfun decodes them: without gAMA, sRGB, iCCP and cHRM chunks
 * libpng's simplified API converts nothing (with them, it gamma-converts every pixel). */
static size_t without_colour_management(const unsigned char *b, size_t n, unsigned char *out) {
  size_t off = 8, o = 8;
  memcpy(out, b, 8);
  while (off + 12 <= n) {
    size_t len = be32(b + off), whole = 12 + len;
    if (off + whole > n) whole = n - off;
    const unsigned char *type = b + off + 4;
    if (memcmp(type, "gAMA", 4) && memcmp(type, "sRGB", 4) && memcmp(type, "iCCP", 4)
        && memcmp(type, "cHRM", 4)) {
      memcpy(out + o, b + off, whole);
      o += whole;
    }
    off += whole;
  }
  return o;
}

static int skip_adler32 = 0;

static long decode_png(const unsigned char *file, size_t file_size) {
  if (file_size > 16 && !memcmp(file + 12, "CgBI", 4)) return decode_cgbi(file, file_size);
  unsigned char *b = malloc(file_size);
  size_t n = without_colour_management(file, file_size, b);
  png_image img;
  memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&img, b, n)) { free(b); return -1; }
  img.format = PNG_FORMAT_RGBA;
  img.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
  /* The simplified API's png_struct is the first member of its private control block. */
  if (skip_adler32) png_set_option(*(png_structp *)img.opaque, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  unsigned char *out = malloc(PNG_IMAGE_SIZE(img));
  long ok = png_image_finish_read(&img, NULL, out, 0, NULL) ? out[PNG_IMAGE_SIZE(img) / 2] : -1;
  png_image_free(&img);
  free(out);
  free(b);
  return ok;
}

static long decode_jpeg(const unsigned char *b, size_t n) {
  struct jpeg_decompress_struct cinfo;
  struct jpeg_error_mgr jerr;
  cinfo.err = jpeg_std_error(&jerr);
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, b, n);
  jpeg_read_header(&cinfo, TRUE);
  cinfo.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&cinfo);
  size_t stride = (size_t)cinfo.output_width * 4;
  unsigned char *out = malloc(stride * cinfo.output_height);
  while (cinfo.output_scanline < cinfo.output_height) {
    unsigned char *row = out + cinfo.output_scanline * stride;
    jpeg_read_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  long sum = out[stride * cinfo.output_height / 2];
  free(out);
  return sum;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  int rounds = 15, first = 1, once = 0;
  if (argc > 1 && !strcmp(argv[1], "--once")) { once = 1; first = 2; }
  else if (argc > 2 && !strcmp(argv[1], "--rounds")) { rounds = atoi(argv[2]); first = 3; }
  if (argc > first && !strcmp(argv[first], "--skip-adler32")) { skip_adler32 = 1; first++; }
  if (rounds < 1) rounds = 1;
  double *t = malloc(sizeof(double) * rounds);
  long sink = 0;
  if (once) {
    for (int i = first; i < argc; i++) {
      size_t n;
      unsigned char *b = read_file(argv[i], &n);
      if (!b) { fprintf(stderr, "cannot read %s\n", argv[i]); return 1; }
      sink += (n > 2 && b[0] == 0xFF && b[1] == 0xD8) ? decode_jpeg(b, n) : decode_png(b, n);
      free(b);
    }
    fprintf(stderr, "%s", sink == 42 ? " " : "");
    free(t);
    return 0;
  }
  for (int i = first; i < argc; i++) {
    for (int r = -1; r < rounds; r++) { /* round -1 warms the file cache */
      double t0 = now_ms();
      size_t n;
      unsigned char *b = read_file(argv[i], &n);
      if (!b) { fprintf(stderr, "cannot read %s\n", argv[i]); return 1; }
      sink += (n > 2 && b[0] == 0xFF && b[1] == 0xD8) ? decode_jpeg(b, n) : decode_png(b, n);
      free(b);
      if (r >= 0) t[r] = now_ms() - t0;
    }
    qsort(t, rounds, sizeof(double), by_value);
    double median = rounds % 2 ? t[rounds / 2] : (t[rounds / 2 - 1] + t[rounds / 2]) / 2;
    printf("floor\t%s\t%f\t%f\t%f\t%d\n", argv[i], median, t[0], t[rounds - 1], rounds);
  }
  fprintf(stderr, "%s", sink == 42 ? " " : "");
  free(t);
  return 0;
}
